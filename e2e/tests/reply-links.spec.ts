import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { createThreadByApi, forumMember, threadUrl, uniqueWord } from '../support/discussions';
import { queryTestDb } from '../support/db';

/**
 * A link to a reply past a thread's first page (the bell, the Feed, search and e-mails link to `#reply-N`) opens the
 * page that starts at that reply and shows it; a link inside the site scrolls to its reply too.
 */
const COMMUNITY = 'entrepreneurs';
test.describe.configure({ timeout: 120_000 });

test('a link to the 30th reply shows it, loaded directly or followed from a profile', async ({ browser }) => {
  const ada = await forumMember(browser, 'Ada');
  const word = uniqueWord('r');
  const thread = await createThreadByApi(ada.context.request, COMMUNITY, {
    title: `Thirty answers ${word}`,
    body: 'Post the best eval trick you know.',
  });
  const rows = await queryTestDb<{ id: number }>(
    `INSERT INTO replies (thread_id, author_id, body, body_html, created_at)
     SELECT $1, $2, 'Trick ' || i || ' ${word}', '<p>Trick ' || i || ' ${word}</p>', now() - interval '1 minute' + i * interval '1 second'
       FROM generate_series(1, 30) AS i
     RETURNING id`,
    [thread.id, ada.id],
  );
  await queryTestDb(`UPDATE threads SET reply_count = 30, last_activity_at = now() WHERE id = $1`, [thread.id]);
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  const p = ada.page;

  // Loaded directly: the address names the page that starts at reply 25, which is in view.
  await p.goto(`${threadUrl(COMMUNITY, thread.id)}#reply-${ids[24]}`);
  await expect(p).toHaveURL(new RegExp(`\\?reply=${ids[24]}#reply-${ids[24]}$`));
  await expect(p.locator(`#reply-${ids[24]}`)).toBeInViewport();
  await expect(p.locator(`#reply-${ids[24]}`)).toContainText(`Trick 25 ${word}`);
  await expect(p.getByTestId('from-unread')).toContainText('From the linked reply.');
  await waitForRealContent(p);
  await expectNoSeriousViolations(p, 'thread from a linked reply');
  await p.getByRole('link', { name: 'Show the replies from the start' }).click();
  await expect(p.locator(`#reply-${ids[0]}`)).toBeVisible();
  await expect(p.getByTestId('from-unread')).toBeHidden();

  // Followed from Ada's profile inside the site (her posts, newest first): the 30th reply shows, in view.
  await p.goto(`/members/${ada.id}`);
  await p
    .getByRole('listitem')
    .filter({ hasText: `Trick 30 ${word}` })
    .getByRole('link', { name: `Re: Thirty answers ${word}` })
    .click();
  await expect(p.locator(`#reply-${ids[29]}`)).toBeInViewport();
  await expect(p).toHaveURL(new RegExp(`#reply-${ids[29]}$`));
  await ada.context.close();
});
