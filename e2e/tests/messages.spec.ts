import { CONVERSATION_MESSAGES } from '@cci/contracts';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { forumMember, shootBothWidths } from '../support/discussions';

/**
 * Direct messages (issue 30 §3), in two browser contexts: Ann opens a conversation from Ben's profile and writes; Ben
 * sees it arrive without a reload, with the nav's count; Ben answers and Ann sees it live; then Ben blocks Ann from the
 * conversation's menu and Ann's next message is refused with the reason. Screenshots for review go to /tmp/shots-messages.
 */
const SHOTS = '/tmp/shots-messages';
test.describe.configure({ timeout: 120_000 });

test('two members messaging live, with blocking', async ({ browser }) => {
  const ann = await forumMember(browser, 'Ann');
  const ben = await forumMember(browser, 'Ben');

  // Ben looks at his (empty) messages while Ann writes.
  await ben.page.goto('/messages');
  await expect(ben.page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  await ann.page.goto(`/members/${ben.id}`);
  await ann.page.getByRole('button', { name: 'Message' }).click();
  await expect(ann.page).toHaveURL(/\/messages\/\d+$/);
  const annView = ann.page.getByTestId('conversation-view');
  await expect(annView.getByRole('heading', { name: 'Ben L.' })).toBeVisible();
  await annView.getByRole('textbox', { name: 'Your message' }).fill('Hello **Ben**, do you grade agent traces by hand?');
  await annView.getByRole('button', { name: 'Send' }).click();
  await expect(annView.getByTestId('message').last()).toContainText('Hello Ben, do you grade agent traces by hand?');

  // Ben's page shows the conversation and the nav's count without a reload.
  await expect(ben.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  const row = ben.page.getByTestId('conversation');
  await expect(row).toContainText('Ann L.');
  await expect(row).toContainText('Hello Ben, do you grade agent traces by hand?');
  await expect(row.getByTestId('conversation-unread')).toHaveText('1');
  await waitForRealContent(ben.page);
  await expectNoSeriousViolations(ben.page, 'messages list');
  await shootBothWidths(ben.page, SHOTS, 'messages-list-unread');

  await row.getByRole('link', { name: /Ann L\./ }).click();
  const benView = ben.page.getByTestId('conversation-view');
  await expect(benView.getByTestId('message').last()).toContainText('do you grade agent traces by hand?');
  // Reading it clears the count.
  await expect(ben.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  await benView.getByRole('textbox', { name: 'Your message' }).fill('Yes, with a rubric. Happy to share it.');
  await benView.getByRole('button', { name: 'Send' }).click();
  // Ann's open conversation shows the answer without a reload.
  await expect(annView.getByTestId('message').last()).toContainText('Yes, with a rubric. Happy to share it.');
  await expect(annView.getByTestId('message')).toHaveCount(2);

  await waitForRealContent(ben.page);
  await expectNoSeriousViolations(ben.page, 'a conversation');
  await shootBothWidths(ben.page, SHOTS, 'conversation');

  // Ben blocks Ann from the conversation's menu; Ann's next message is refused, with the reason.
  await benView.getByRole('button', { name: 'Conversation options' }).click();
  await ben.page.getByRole('menuitem', { name: 'Block Ann L.' }).click();
  await expect(benView.getByText('You blocked Ann L.: neither of you can write here.')).toBeVisible();
  await annView.getByRole('textbox', { name: 'Your message' }).fill('Did you get my last one?');
  await annView.getByRole('button', { name: 'Send' }).click();
  await expect(annView.getByRole('alert')).toHaveText(CONVERSATION_MESSAGES.blocked);
  await expect(annView.getByTestId('message')).toHaveCount(2);

  // Settings lists the block, with Unblock.
  await ben.page.goto('/settings#blocks');
  const blocks = ben.page.getByRole('region', { name: 'Blocked members' });
  await expect(blocks.getByTestId('blocked-member')).toContainText('Ann L.');
  await shootBothWidths(ann.page, SHOTS, 'conversation-refused');
  for (const m of [ann, ben]) await m.context.close();
});
