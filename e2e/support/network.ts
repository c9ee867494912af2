import type { BrowserContext, Page, Request } from '@playwright/test';
import { setTimeout as delay } from 'node:timers/promises';

/** How often the check looks again (a poll interval, not a wait for a fixed time). */
const POLL_MS = 25;

/**
 * The requests a browser context has in flight, so a test can wait for a quiet network as a condition. A request is
 * done once answered: an event stream (the bell's and the pages' `GET /api/stream`, the admin activity stream) stays
 * open for the page's lifetime, so `networkidle` never comes on a signed-in page, but it is answered once the server
 * has registered it, and from then on it hears every event. Waiting for quiet is then also waiting for the page's live
 * streams to be connected (a test that makes an event right after sees it arrive).
 */
const trackers = new WeakMap<BrowserContext, Set<Request>>();

/** Starts tracking `context`'s requests (once; the suite's fixtures and `newClientContext` call it). */
export function trackRequests(context: BrowserContext): Set<Request> {
  let pending = trackers.get(context);
  if (pending) return pending;
  const inFlight = new Set<Request>();
  pending = inFlight;
  trackers.set(context, inFlight);
  trackStreams(context);
  context.on('request', (r) => inFlight.add(r));
  context.on('requestfinished', (r) => inFlight.delete(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  // Answered counts as done (Chromium does not always report the end of a small body either: a GET
  // /api/admin/session the page had read stayed "in flight" for good).
  context.on('response', (r) => inFlight.delete(r.request()));
  return inFlight;
}

export interface QuietOptions {
  /** Requests to leave out (a route a test holds on purpose). */
  ignore?: (request: Request) => boolean;
  timeout?: number;
}

/**
 * Waits until `page`'s context has no request in flight (event streams aside), across two animation frames (effects a
 * response started may fetch again). A page in a context not tracked from its start is tracked from now on.
 */
export async function waitForQuietNetwork(page: Page, { ignore = () => false, timeout = 10_000 }: QuietOptions = {}) {
  const pending = trackRequests(page.context());
  const ofPage = (r: Request) => {
    try {
      return r.frame().page() === page;
    } catch {
      return false; // a service worker's request
    }
  };
  const busy = () => [...pending].filter((r) => ofPage(r) && !ignore(r));
  const deadline = Date.now() + timeout;
  for (;;) {
    // Settled when nothing is in flight both before and after two frames.
    if (busy().length === 0) {
      await twoFrames(page);
      if (busy().length === 0) return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `the network stayed busy for ${timeout} ms: ${busy()
          .map((r) => `${r.method()} ${r.url()}`)
          .join(', ')}`,
      );
    }
    await delay(POLL_MS);
  }
}

/** Two animation frames of `page`: what a commit that already happened (an effect, a handler's toast) shows is painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const STREAM_PATHS = ['/api/stream', '/api/admin/activity/stream'];
const openStreams = new WeakMap<BrowserContext, Set<Request>>();

/** Starts noting which event streams of `context` the server has answered and not closed. */
export function trackStreams(context: BrowserContext): Set<Request> {
  let open = openStreams.get(context);
  if (open) return open;
  const streams = new Set<Request>();
  open = streams;
  openStreams.set(context, streams);
  context.on('response', (r) => {
    if (r.ok() && STREAM_PATHS.includes(new URL(r.url()).pathname)) streams.add(r.request());
  });
  context.on('requestfinished', (r) => streams.delete(r));
  context.on('requestfailed', (r) => streams.delete(r));
  return streams;
}

/**
 * Waits until `page` has a live stream open that carries `interest` (the thread or community the page looks at; the
 * stream is reopened when that changes): an event made after this reaches the page.
 */
export async function waitForLiveStream(page: Page, interest: { thread?: number; community?: string } = {}, timeout = 10_000) {
  const streams = trackStreams(page.context());
  const carries = (r: Request) => {
    const url = new URL(r.url());
    if (interest.thread !== undefined && !url.searchParams.getAll('thread').includes(String(interest.thread))) return false;
    if (interest.community !== undefined && !url.searchParams.getAll('community').includes(interest.community)) return false;
    try {
      return r.frame().page() === page;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + timeout;
  while (![...streams].some(carries)) {
    if (Date.now() > deadline) {
      throw new Error(
        `no live stream for ${JSON.stringify(interest)} within ${timeout} ms: ${[...streams].map((r) => r.url()).join(', ') || 'none open'}`,
      );
    }
    await delay(POLL_MS);
  }
}
