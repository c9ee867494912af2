import { expectNoSeriousViolations } from '../support/axe';
import { queryTestDb } from '../support/db';
import { toasts } from '../support/toast';
import { createThreadByApi, forumMember, shootBothWidths, threadUrl, uniqueWord } from '../support/discussions';
import { expect, test } from '../support/test';

/**
 * Bookmarks, as a member uses them: Bookmark on a thread's page, the thread in My Bookmarks (from the dashboard's
 * Quick Actions), and the bookmark removed again. Screenshots for review go to /tmp/shots-bookmarks (not the repository).
 */
const SHOTS = '/tmp/shots-bookmarks';
test.describe.configure({ timeout: 120_000 });

test('a member bookmarks a discussion, finds it in My Bookmarks from the dashboard, and removes the bookmark', async ({ browser }) => {
  const ivy = await forumMember(browser, 'Ivy');
  const title = `Bookmarked ${uniqueWord('tools')}`;
  const thread = await createThreadByApi(ivy.context.request, 'entrepreneurs', { title, body: 'Which tools do you keep open all day?' });
  const { page } = ivy;

  await page.goto('/dashboard/bookmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  await expectNoSeriousViolations(page, 'bookmarks, empty');

  await page.goto(threadUrl('entrepreneurs', thread.id));
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked', exact: true })).toBeVisible();
  // The toast (the page has other live regions: the reply box's draft status).
  await expect(toasts(page).filter({ hasText: 'Bookmarked' })).toBeVisible();
  expect(await queryTestDb('SELECT thread_id FROM thread_bookmarks WHERE user_id = $1', [ivy.id])).toEqual([{ thread_id: thread.id }]);
  await expectNoSeriousViolations(page, 'thread page with its bookmark');

  await page.goto('/dashboard/entrepreneurs');
  await page.getByTestId('quick-actions').getByRole('link', { name: 'My Bookmarks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookmarks$/);
  const item = page.getByTestId('bookmark');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Entrepreneurs');
  await expect(item).toContainText('0 replies');
  await expectNoSeriousViolations(page, 'bookmarks, one');
  await shootBothWidths(page, SHOTS, 'bookmarks');

  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/discussions/${thread.id}$`));
  await page.getByRole('button', { name: 'Bookmarked', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  // The button turns at once (optimistic); the removal is stored when its request is answered.
  await expect.poll(() => queryTestDb('SELECT thread_id FROM thread_bookmarks WHERE user_id = $1', [ivy.id])).toEqual([]);
  await shootBothWidths(page, SHOTS, 'thread');
  await page.goto('/dashboard/bookmarks');
  await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  await ivy.context.close();
});

test('a visitor sees no Bookmark button, and /dashboard/bookmarks sends them to sign in', async ({ page, request }) => {
  const thread = (
    await queryTestDb<{ id: number }>('SELECT id FROM threads WHERE NOT hidden AND deleted_at IS NULL ORDER BY id LIMIT 1')
  )[0];
  const slug = (
    await queryTestDb<{ slug: string }>('SELECT c.slug FROM threads t JOIN communities c ON c.id = t.community_id WHERE t.id = $1', [
      thread.id,
    ])
  )[0].slug;
  await page.goto(threadUrl(slug, thread.id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bookmark-button')).toHaveCount(0);
  expect((await request.put(`/api/threads/${thread.id}/bookmark`)).status()).toBe(401);
  await page.goto('/dashboard/bookmarks');
  await expect(page).toHaveURL(/\/login$/);
});
