import type { BrowserContext, Page, Request } from '@playwright/test';
import { setTimeout as delay } from 'node:timers/promises';

/** How often the check looks again (a poll interval, not a wait for a fixed time). */
const POLL_MS = 25;

/**
 * The requests a browser context has in flight, so a test can wait for a quiet network as a condition. Event streams
 * (the bell's `GET /api/stream`, the admin activity stream: EventSource, `Accept: text/event-stream`) stay open for
 * the page's lifetime and never count: `networkidle` never comes on a signed-in page, this does.
 */
const trackers = new WeakMap<BrowserContext, Set<Request>>();

const STREAM_PATHS = ['/api/stream', '/api/admin/activity/stream'];

function isEventStream(request: Request): boolean {
  if ((request.headers()['accept'] ?? '').includes('text/event-stream')) return true;
  const path = new URL(request.url()).pathname;
  return STREAM_PATHS.includes(path);
}

/** Starts tracking `context`'s requests (once; the suite's fixtures and `newClientContext` call it). */
export function trackRequests(context: BrowserContext): Set<Request> {
  let pending = trackers.get(context);
  if (pending) return pending;
  const inFlight = new Set<Request>();
  pending = inFlight;
  trackers.set(context, inFlight);
  context.on('request', (r) => {
    if (!isEventStream(r)) inFlight.add(r);
  });
  context.on('requestfinished', (r) => inFlight.delete(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  // Answered counts as done: Chromium does not always report the end of a small body (a GET /api/admin/session the
  // page read stayed "in flight" for good), and an event stream answered without the Accept header ends here too.
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
