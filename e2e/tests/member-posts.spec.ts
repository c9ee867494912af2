import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { createReplyByApi, createThreadByApi, forumMember, spacePosts, threadUrl, uniqueWord } from '../support/discussions';

/**
 * A member's profile lists their posts, and another member can mute
 * them there (muting someone hides their posts from your notifications).
 */
test.describe.configure({ timeout: 120_000 });

test('a profile lists the member’s posts newest first, linking to each; another member mutes and unmutes them', async ({
  browser,
  page,
}) => {
  const ada = await forumMember(browser, 'Ada');
  const bo = await forumMember(browser, 'Bo');
  const title = `Profile posts ${uniqueWord('t')}`;
  const thread = await createThreadByApi(ada.context.request, 'entrepreneurs', { title, body: 'Which **vector store** do you use?' });
  await spacePosts(ada.id);
  const reply = await createReplyByApi(ada.context.request, thread.id, 'Answering myself: `pgvector` works well.');

  // A visitor sees the posts, newest first, each a link to its place in the thread.
  await page.goto(`/members/${ada.id}`);
  const posts = page.getByRole('region', { name: 'Posts' });
  await expect(posts.getByRole('link')).toHaveCount(2);
  await expect(posts.getByRole('link').first()).toHaveText(`Re: ${title}`);
  await expect(posts.getByRole('link').first()).toHaveAttribute('href', `${threadUrl('entrepreneurs', thread.id)}#reply-${reply.id}`);
  await expect(posts.getByRole('link').nth(1)).toHaveAttribute('href', threadUrl('entrepreneurs', thread.id));
  await expect(posts.getByText('Answering myself: pgvector works well.')).toBeVisible();
  await expect(page.getByTestId('mute-member')).toHaveCount(0); // visitors have nothing to mute
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, 'member profile with posts');

  // Bo mutes Ada from her profile; the API agrees; and unmutes.
  await bo.page.goto(`/members/${ada.id}`);
  const mute = bo.page.getByTestId('mute-member');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(mute).toHaveText(/Unmute/);
  const muted = (await (await bo.context.request.get('/api/me/mutes')).json()) as { id: number }[];
  expect(muted.map((m) => m.id)).toEqual([ada.id]);
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  expect(await (await bo.context.request.get('/api/me/mutes')).json()).toEqual([]);
  // Ada sees no mute button on her own profile.
  await ada.page.goto(`/members/${ada.id}`);
  await expect(ada.page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(ada.page.getByTestId('mute-member')).toHaveCount(0);
  await Promise.all([ada.context.close(), bo.context.close()]);
});
