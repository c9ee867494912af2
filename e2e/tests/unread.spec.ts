import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import {
  createReplyByApi,
  createThreadByApi,
  forumMember,
  shootBothWidths,
  spacePosts,
  threadUrl,
  uniqueWord,
} from '../support/discussions';
import { queryTestDb } from '../support/db';

/**
 * Unread tracking in the browser: a member's list counts the replies since they read a thread, "N unread" opens the
 * thread at the first of them, and reading brings the count down; threads started since their previous visit are New,
 * with a New list kept in the address. Screenshots for review go to /tmp/shots-unread.
 */
const COMMUNITY = 'entrepreneurs';
test.describe.configure({ timeout: 120_000 });

test('unread counts go down as a second member reads; New since the last visit, and the New list in the address', async ({ browser }) => {
  const ada = await forumMember(browser, 'Ada');
  const bo = await forumMember(browser, 'Bo');
  const title = `Evaluating RAG answers ${uniqueWord('u')}`;
  const thread = await createThreadByApi(ada.context.request, COMMUNITY, { title, body: 'How do you check that an answer is grounded?' });
  await spacePosts(ada.id);
  const first = await createReplyByApi(ada.context.request, thread.id, 'Start with a held-out set of questions.');

  // Bo opens the thread: he has read it up to its last reply.
  const p = bo.page;
  await p.goto(threadUrl(COMMUNITY, thread.id));
  await expect(p.locator(`#reply-${first.id}`)).toBeVisible();
  await expect
    .poll(async () => queryTestDb('SELECT last_read_reply_id FROM thread_reads WHERE user_id = $1 AND thread_id = $2', [bo.id, thread.id]))
    .toEqual([{ last_read_reply_id: first.id }]);

  // Three replies later, his list says 3 unread.
  const later: number[] = [];
  for (const body of ['Then score citations.', 'Then ask a second model to judge.', 'And read twenty by hand.']) {
    await spacePosts(ada.id);
    later.push((await createReplyByApi(ada.context.request, thread.id, body)).id);
  }
  await p.goto(`/community/${COMMUNITY}/discussions`);
  const row = p.getByTestId('thread-row').filter({ hasText: title });
  const unread = row.getByRole('link', { name: /^3 unread replies/ });
  await expect(unread).toHaveText('3 unread');

  // A second thread, started since Bo's previous visit: New.
  await queryTestDb(
    `INSERT INTO member_visits (user_id, last_visit_at, previous_visit_at) VALUES ($1, now(), now() - interval '1 minute')
     ON CONFLICT (user_id) DO UPDATE SET previous_visit_at = EXCLUDED.previous_visit_at`,
    [bo.id],
  );
  await spacePosts(ada.id);
  const freshTitle = `Chunk sizes for manuals ${uniqueWord('n')}`;
  const fresh = await createThreadByApi(ada.context.request, COMMUNITY, {
    title: freshTitle,
    body: 'What chunk size works for long manuals?',
  });
  await p.goto(`/community/${COMMUNITY}/discussions?sort=new`);
  await expect(p.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  const newList = p.getByRole('list', { name: 'New discussions' });
  await expect(newList.getByTestId('thread-row').filter({ hasText: freshTitle }).getByText('New', { exact: true })).toBeVisible();
  await expect(
    newList
      .getByTestId('thread-row')
      .filter({ hasText: title })
      .getByRole('link', { name: /^3 unread/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(p, 'discussions: New list');
  await shootBothWidths(p, '/tmp/shots-unread', 'new-list');
  // Latest is the plain address.
  await p.getByRole('tab', { name: 'Latest' }).click();
  await expect(p).toHaveURL(`/community/${COMMUNITY}/discussions`);

  // "3 unread" opens the thread at the first of them; reading them takes the count down to none.
  await p
    .getByTestId('thread-row')
    .filter({ hasText: title })
    .getByRole('link', { name: /^3 unread/ })
    .click();
  await expect(p.getByTestId('from-unread')).toBeVisible();
  await expect(p.locator(`#reply-${later[0]}`)).toBeVisible();
  await expect(p.locator(`#reply-${first.id}`)).toHaveCount(0);
  await expectNoSeriousViolations(p, 'thread from the first unread reply');
  await p.locator(`#reply-${later[2]}`).scrollIntoViewIfNeeded();
  await expect
    .poll(async () => queryTestDb('SELECT last_read_reply_id FROM thread_reads WHERE user_id = $1 AND thread_id = $2', [bo.id, thread.id]))
    .toEqual([{ last_read_reply_id: later[2] }]);
  await p.getByRole('link', { name: 'Show the replies from the start' }).click();
  await expect(p.locator(`#reply-${first.id}`)).toBeVisible();
  await p.goto(`/community/${COMMUNITY}/discussions`);
  await expect(p.getByTestId('thread-row').filter({ hasText: freshTitle }).getByText('New', { exact: true })).toBeVisible();
  await expect(p.getByTestId('thread-row').filter({ hasText: title })).toBeVisible();
  await expect(
    p
      .getByTestId('thread-row')
      .filter({ hasText: title })
      .getByRole('link', { name: /unread/ }),
  ).toHaveCount(0);

  // Ada, who started both, sees neither as new; a visitor sees no counts at all.
  await ada.page.goto(`/community/${COMMUNITY}/discussions`);
  await waitForRealContent(ada.page);
  await expect(ada.page.getByTestId('thread-row').filter({ hasText: freshTitle })).toBeVisible();
  await expect(ada.page.getByTestId('thread-row').filter({ hasText: freshTitle }).getByText('New', { exact: true })).toHaveCount(0);
  expect(fresh.id).toBeGreaterThan(thread.id);
});
