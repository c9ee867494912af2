import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ReplyView, ThreadKind, ThreadView } from '@cci/contracts';
import { registerMemberByApi, type Member } from './account-links';
import { queryTestDb } from './db';
import { newClientContext } from './test';

/**
 * Members for the forum's browser tests. A member must have a verified e-mail to post, and during
 * their first day the new-member limits apply (30 s between posts, 3 threads): a `veteran` is a member whose account
 * the test dates back two days, so only the everyone-limits apply (5 s between posts), and spacePosts dates their
 * last posts back so that the next one is not refused for coming too soon.
 */
export async function verifyMember(id: number, { veteran = true } = {}) {
  // A new member's account is dated 10 minutes back: spacePosts' earlier post times still fall in their first day.
  await queryTestDb(`UPDATE users SET email_verified_at = now(), created_at = now() - $2::interval WHERE id = $1`, [
    id,
    veteran ? '2 days' : '10 minutes',
  ]);
}

/** Dates the member's posts back a minute: the interval between posts (5 s, 30 s for new members) has passed. */
export async function spacePosts(memberId: number) {
  await queryTestDb(`UPDATE threads SET created_at = created_at - interval '1 minute' WHERE author_id = $1`, [memberId]);
  await queryTestDb(`UPDATE replies SET created_at = created_at - interval '1 minute' WHERE author_id = $1`, [memberId]);
}

export interface ForumMember extends Member {
  context: BrowserContext;
  page: Page;
}

/** A browser context signed in as a fresh, verified member of `community` (registration signs the context in). */
export async function forumMember(
  browser: Browser,
  firstName: string,
  {
    community = 'entrepreneurs',
    veteran = true,
    viewport,
  }: { community?: string; veteran?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<ForumMember> {
  const context = await newClientContext(browser, viewport ? { viewport } : {});
  const page = await context.newPage();
  const member = await registerMemberByApi(context.request, firstName, community);
  await verifyMember(member.id, { veteran });
  return { ...member, context, page };
}

export async function createThreadByApi(
  request: APIRequestContext,
  community: string,
  values: { title: string; body: string; kind?: ThreadKind },
): Promise<ThreadView> {
  const res = await request.post(`/api/communities/${community}/threads`, { data: values });
  expect(res.status(), `POST /api/communities/${community}/threads: ${await res.text()}`).toBe(201);
  return (await res.json()) as ThreadView;
}

export async function createReplyByApi(request: APIRequestContext, threadId: number, body: string): Promise<ReplyView> {
  const res = await request.post(`/api/threads/${threadId}/replies`, { data: { body } });
  expect(res.status(), `POST /api/threads/${threadId}/replies: ${await res.text()}`).toBe(201);
  return (await res.json()) as ReplyView;
}

/** A word no other test's post contains (search tests find exactly their own post). */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The thread's page. */
export const threadUrl = (community: string, id: number) => `/community/${community}/discussions/${id}`;

/** The page scrolls sideways (a 390 px phone must not). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Screenshots for review (never in the repository) at 1280 and 390 px, from the top, each checked for sideways
 * scrolling; at 390 px also its first three screens (as many as the page has), which stay readable where the scaled-down
 * full page does not.
 */
export async function shootBothWidths(page: Page, dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    if (width === 390) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const [i, y] of [0, 844, 1688].filter((y) => y < height).entries())
        await page.screenshot({
          path: `${dir}/${name}-390-part${i + 1}.png`,
          clip: { x: 0, y, width: 390, height: Math.min(844, height - y) },
          fullPage: true,
        });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
