import { expect, test } from '../support/test';
import { openAdminSession } from '../support/admin';
import { expectNoSeriousViolations } from '../support/axe';
import { createReplyByApi, createThreadByApi, forumMember, shootBothWidths, spacePosts, uniqueWord } from '../support/discussions';
import { queryTestDb } from '../support/db';
import { newClientContext } from '../support/test';

/**
 * Tags in the browser (issue 29 §4): staff add a tag in the admin area, a member picks it in the composer, the thread
 * shows it as a chip, and the chip opens the community's list filtered by it, kept in the address (?tag=) through a
 * reload and in the server's render. Screenshots for review go to /tmp/shots-tags.
 */
const COMMUNITY = 'entrepreneurs';
const SHOTS = '/tmp/shots-tags';
test.describe.configure({ timeout: 150_000 });

test('staff add a tag; a member posts with it; its chip filters the list (?tag= kept on reload, in the server render); axe', async ({
  browser,
}) => {
  const tag = `evals-${uniqueWord('t').toLowerCase()}`;

  // Staff add the tag in the admin area's Tags tab.
  const staffContext = await newClientContext(browser);
  const admin = await staffContext.newPage();
  await openAdminSession(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Tags' }).click();
  await admin.getByLabel('Community').selectOption(COMMUNITY);
  await admin.getByRole('textbox', { name: 'New tag' }).fill(tag);
  await admin.getByLabel('Description (optional)').fill('Measuring model answers');
  await admin.getByRole('button', { name: 'Add tag' }).click();
  const tagRow = admin.getByTestId('admin-tags').getByRole('row').filter({ hasText: tag });
  await expect(tagRow).toContainText('Curated');
  await expectNoSeriousViolations(admin, 'admin: tags');

  // A member posts a thread with it from the composer; another thread has no tag.
  const bo = await forumMember(browser, 'Bo');
  const ada = await forumMember(browser, 'Ada');
  const untitled = `Untagged question ${uniqueWord('u')}`;
  await createThreadByApi(ada.context.request, COMMUNITY, { title: untitled, body: 'A thread that carries no tag at all.' });
  const p = bo.page;
  await p.goto(`/community/${COMMUNITY}/discussions`);
  await p.getByRole('button', { name: 'New discussion' }).click();
  const dialog = p.getByRole('dialog', { name: 'New discussion' });
  const title = `How do you grade answers ${uniqueWord('g')}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Body').fill('We grade 200 answers a week by hand. What do you automate?');
  const picker = dialog.getByRole('group', { name: 'Tags' });
  await picker.getByRole('checkbox', { name: tag }).check();
  await expect(picker).toContainText('1 of 5 chosen');
  await shootBothWidths(p, SHOTS, 'composer-tag-picker');
  await dialog.getByRole('button', { name: 'Post discussion' }).click();

  // The thread page shows its tag; the chip opens the list filtered by it.
  await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const chip = p.getByRole('list', { name: 'Tags' }).getByRole('link', { name: `Discussions tagged ${tag}` });
  await expect(chip).toBeVisible();
  const threadPath = new URL(p.url()).pathname;
  const threadId = Number(threadPath.split('/').pop());
  await expect
    .poll(async () => queryTestDb('SELECT 1 AS read FROM thread_reads WHERE user_id = $1 AND thread_id = $2', [bo.id, threadId]))
    .toEqual([{ read: 1 }]);
  await shootBothWidths(p, SHOTS, 'thread-tags');

  // The chip opens the list filtered by the tag, in the address: the thread is there, the untagged one is not.
  await chip.click();
  await expect(p).toHaveURL(`/community/${COMMUNITY}/discussions?tag=${tag}`);
  const filtered = () => p.getByRole('list', { name: `Latest discussions tagged ${tag}` });
  await expect(filtered().getByTestId('thread-row').filter({ hasText: title })).toBeVisible();
  await expect(p.getByTestId('thread-row').filter({ hasText: untitled })).toHaveCount(0);
  await expect(p.getByLabel('Tag', { exact: true })).toHaveValue(tag);

  // Two replies since Bo read it; a reload keeps the filter, and his row shows them as unread next to the tag.
  await spacePosts(ada.id);
  await createReplyByApi(ada.context.request, threadId, 'We sample ten a day and score them against a rubric.');
  await spacePosts(ada.id);
  await createReplyByApi(ada.context.request, threadId, 'A second model drafts the grade; a person checks it.');
  await p.reload();
  const row = filtered().getByTestId('thread-row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: /^2 unread replies/ })).toBeVisible();
  await expect(row.getByRole('link', { name: `Discussions tagged ${tag}` })).toBeVisible();
  await expect(p.getByTestId('thread-row').filter({ hasText: untitled })).toHaveCount(0);
  await expectNoSeriousViolations(p, 'discussions filtered by tag');
  await shootBothWidths(p, SHOTS, 'list-unread-and-tags');
  // A sort next to the tag, both in the address; Back returns to the previous list.
  await p.getByRole('tab', { name: 'Top' }).click();
  await expect(p).toHaveURL(`/community/${COMMUNITY}/discussions?sort=top&tag=${tag}`);
  await expect(
    p
      .getByRole('list', { name: `Top discussions tagged ${tag}` })
      .getByTestId('thread-row')
      .filter({ hasText: title }),
  ).toBeVisible();
  await p.goBack();
  await expect(p).toHaveURL(`/community/${COMMUNITY}/discussions?tag=${tag}`);
  await expect(p.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  // "All tags" is the whole list again.
  await p.getByLabel('Tag', { exact: true }).selectOption('');
  await expect(p).toHaveURL(`/community/${COMMUNITY}/discussions`);
  await expect(p.getByTestId('thread-row').filter({ hasText: untitled })).toBeVisible();

  // The server's render of the filtered address is the filtered list.
  const html = await (await staffContext.request.get(`/community/${COMMUNITY}/discussions?tag=${tag}`)).text();
  expect(html).toContain(title);
  expect(html).not.toContain(untitled);

  // Staff let members suggest tags: the composer offers "Suggest a new tag", and the suggestion waits for approval.
  const openTags = async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: 'Tags' }).click();
    await admin.getByLabel('Community').selectOption(COMMUNITY);
  };
  await openTags();
  await expect(admin.getByTestId('admin-tags').getByRole('row').filter({ hasText: tag })).toContainText('1');
  const suggestions = admin.getByRole('checkbox', { name: 'Members may suggest new tags' });
  await suggestions.check();
  await expect(suggestions).toBeChecked();

  const suggested = `prompts-${uniqueWord('s').toLowerCase()}`;
  const second = `Prompt libraries for support teams ${uniqueWord('p')}`;
  await spacePosts(bo.id);
  await p.goto(`/community/${COMMUNITY}/discussions`);
  await p.getByRole('button', { name: 'New discussion' }).click();
  await dialog.getByLabel('Title').fill(second);
  await dialog.getByLabel('Body').fill('Do you keep your prompts in a shared library, and how do you version them?');
  await picker.getByRole('checkbox', { name: tag }).check();
  await picker.getByLabel('Suggest a new tag').fill(suggested);
  await picker.getByLabel('Suggest a new tag').press('Enter');
  await expect(picker.getByRole('checkbox', { name: `${suggested} (suggested)` })).toBeChecked();
  await expect(picker).toContainText('2 of 5 chosen');
  await expectNoSeriousViolations(p, 'composer with the tag picker');
  await shootBothWidths(p, SHOTS, 'composer-suggest-tag');
  await dialog.getByRole('button', { name: 'Post discussion' }).click();
  await expect(p.getByRole('heading', { level: 1, name: second })).toBeVisible();
  // Until staff approve it, the suggestion is not on the thread.
  const chips = p.getByRole('list', { name: 'Tags' });
  await expect(chips.getByRole('link', { name: `Discussions tagged ${tag}` })).toBeVisible();
  await expect(chips.getByRole('link', { name: `Discussions tagged ${suggested}` })).toHaveCount(0);

  await openTags();
  const suggestionRow = admin.getByTestId('admin-tags').getByRole('row').filter({ hasText: suggested });
  await expect(suggestionRow).toContainText('Suggested');
  await expect(suggestionRow).toContainText('by Bo L.');
  await shootBothWidths(admin, SHOTS, 'admin-tags');
  await suggestionRow.getByRole('button', { name: `Approve the tag ${suggested}` }).click();
  await expect(suggestionRow).toContainText('Curated');
  await p.reload();
  await expect(chips.getByRole('link', { name: `Discussions tagged ${suggested}` })).toBeVisible();
  await suggestions.uncheck();
  await expect(suggestions).not.toBeChecked();
  await staffContext.close();
});
