import sharp from 'sharp';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { createThreadByApi, forumMember, shootBothWidths, threadUrl } from '../support/discussions';

/**
 * Issue 30 §1: a member uploads a photo in settings and it shows, as a srcset of the square sizes, next to their post
 * and on the leaderboard (whose cached reads drop when the photo changes). Screenshots for review go to
 * /tmp/shots-avatars (not the repository).
 */
const SHOTS = '/tmp/shots-avatars';

test('an avatar uploaded and seen on a post and the leaderboard', async ({ browser }) => {
  const ada = await forumMember(browser, 'Avery');
  const { page } = ada;
  const thread = await createThreadByApi(page.request, 'entrepreneurs', {
    title: 'Faces make a forum friendlier',
    body: 'Hello with a photo',
  });
  // Points enough to top the all-time board.
  await queryTestDb(
    `INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key)
     SELECT $1::int, id, 99000, 'challenge_won', 'avatar-spec-' || $1::text FROM communities WHERE slug = 'entrepreneurs'`,
    [ada.id],
  );
  // Seen once before the photo: the thread page and the board are cached for visitors.
  await page.goto(threadUrl('entrepreneurs', thread.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Faces make a forum friendlier' })).toBeVisible();

  await page.goto('/settings');
  const photo = page.getByRole('group', { name: 'Photo' });
  await expect(photo.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
  // Not an image: the reason shows, nothing is sent.
  await photo.getByTestId('photo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(photo.getByRole('alert')).toHaveText('Upload a JPEG, PNG, WebP, GIF or AVIF image');
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0ea5e9' } })
    .composite([{ input: { create: { width: 200, height: 400, channels: 3, background: '#f59e0b' } }, left: 200, top: 0 }])
    .png()
    .toBuffer();
  await photo.getByTestId('photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  const preview = photo.getByTestId('member-avatar').locator('img');
  await expect(preview).toHaveAttribute('srcset', /48\.webp 48w, .*96\.webp 96w, .*256\.webp 256w$/);
  await expect(photo.getByRole('alert')).toHaveCount(0);
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, 'settings with a photo');
  await photo.scrollIntoViewIfNeeded();
  await shootBothWidths(page, SHOTS, 'settings-photo');

  // On the post: the author's photo, at the size it shows, with its square sizes to choose from.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(threadUrl('entrepreneurs', thread.id));
  const post = page.getByTestId('opening-post').first();
  const onPost = post.getByTestId('member-avatar').locator('img');
  await expect(onPost).toHaveAttribute('srcset', /256\.webp 256w$/);
  await expect(onPost).toHaveAttribute('alt', '');
  await expect.poll(() => onPost.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shootBothWidths(page, SHOTS, 'thread-with-avatars');

  // On the leaderboard, as a visitor sees it too (its cached read dropped when the photo came).
  const visitor = await browser.newPage();
  await visitor.goto('/community/entrepreneurs/leaderboard');
  const row = visitor.getByRole('row').filter({ hasText: 'Avery L.' }).first();
  const onBoard = row.getByTestId('member-avatar').locator('img');
  await expect(onBoard).toHaveAttribute('src', (await onPost.getAttribute('src'))!);
  await expect(onBoard).toHaveAttribute('loading', 'lazy');
  await shootBothWidths(visitor, SHOTS, 'leaderboard');
  await visitor.close();

  // Removed: the initials come back everywhere.
  await page.goto('/settings');
  await page.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Upload a photo' })).toBeVisible();
  await page.goto(threadUrl('entrepreneurs', thread.id));
  await expect(page.getByTestId('opening-post').first().getByTestId('member-avatar')).toHaveText('AL');
  await ada.context.close();
});
