import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { createThreadByApi, forumMember, shootBothWidths, threadUrl, uniqueWord } from '../support/discussions';
import { queryTestDb } from '../support/db';

/**
 * Edit history in the browser: the author changes a thread's title and body in place; anyone, a visitor too, opens
 * "edited" and reads what changed, newest first. Screenshots for review go to /tmp/shots-history.
 */
const COMMUNITY = 'entrepreneurs';
test.describe.configure({ timeout: 90_000 });

test('a thread\'s title edited in place, and its revision in the edit history a visitor opens from "edited"', async ({ browser, page }) => {
  const ada = await forumMember(browser, 'Ada');
  const word = uniqueWord('h');
  const title = `Prompt tips for beginners ${word}`;
  const thread = await createThreadByApi(ada.context.request, COMMUNITY, {
    title,
    body: 'Use short prompts and clear examples.',
  });

  const p = ada.page;
  await p.goto(threadUrl(COMMUNITY, thread.id));
  const opening = p.getByTestId('opening-post');
  await opening.getByRole('button', { name: 'Edit' }).click();
  const titleBox = opening.getByRole('textbox', { name: 'Title' });
  await expect(titleBox).toHaveValue(title);
  // A title too short is refused in place, before anything is sent.
  await titleBox.fill('Hi');
  await opening.getByRole('button', { name: 'Save' }).click();
  await expect(opening.getByText('Title must be 3 to 150 characters')).toBeVisible();
  const newTitle = `Prompt tips for new members ${word}`;
  await titleBox.fill(newTitle);
  await opening.getByRole('textbox', { name: 'Edit your post' }).fill('Use short prompts and two clear examples.');
  await opening.getByRole('button', { name: 'Save' }).click();
  await expect(p.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(opening.getByText('Use short prompts and two clear examples.')).toBeVisible();
  expect(await queryTestDb('SELECT title FROM threads WHERE id = $1', [thread.id])).toEqual([{ title: newTitle }]);

  // A visitor opens the history from "edited".
  await page.goto(threadUrl(COMMUNITY, thread.id));
  await waitForRealContent(page);
  await page.getByTestId('opening-post').getByRole('button', { name: 'edited' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  await expect(dialog).toBeVisible();
  const edit = dialog.getByRole('listitem').first();
  await expect(edit.getByRole('heading', { name: /^Edit 1/ })).toContainText('by Ada');
  await expect(edit.locator('del').first()).toHaveText(title);
  await expect(edit.locator('ins').first()).toHaveText(newTitle);
  await expect(edit.locator('ins').last()).toHaveText('two ');
  await expectNoSeriousViolations(page, 'edit history');
  await shootBothWidths(page, '/tmp/shots-history', 'edit-history');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('opening-post').getByRole('button', { name: 'edited' })).toBeFocused();
});
