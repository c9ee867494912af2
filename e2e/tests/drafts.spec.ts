import { DRAFT_MESSAGES } from '@cci/contracts';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { createThreadByApi, forumMember, shootBothWidths, spacePosts, threadUrl, uniqueWord } from '../support/discussions';
import { asNewClient, expect, newClientContext, test } from '../support/test';

/**
 * Drafts on the server (issue 29, item 1): what a member writes in a composer is kept as they type, so the same member
 * finds it on another device and finishes it there; closing a composer with text asks before discarding it.
 * Screenshots for review go to /tmp/shots-drafts (not the repository).
 */
const SHOTS = '/tmp/shots-drafts';
const COMMUNITY = 'entrepreneurs';
test.describe.configure({ timeout: 120_000 });

const draftsOf = (memberId: number) =>
  queryTestDb<{ key: string; title: string | null; body: string }>('SELECT key, title, body FROM drafts WHERE user_id = $1 ORDER BY key', [
    memberId,
  ]);

test.describe('Drafts', () => {
  test('a reply typed on one device and finished on another: saved as typed, found there, posted there, gone here', async ({ browser }) => {
    const ada = await forumMember(browser, 'Ada');
    const thread = await createThreadByApi(ada.context.request, COMMUNITY, {
      title: `Evaluating retrieval ${uniqueWord('d')}`,
      body: 'How do you measure whether retrieval found the right passages?',
    });
    // Device A: the member types a reply and leaves it.
    const a = ada.page;
    await a.goto(threadUrl(COMMUNITY, thread.id));
    await waitForRealContent(a);
    const text = `Start with 50 labelled questions, then recall at 5. ${uniqueWord('r')}`;
    await a.getByRole('textbox', { name: 'Reply' }).pressSequentially(text);
    await expect(a.getByTestId('reply-composer').getByRole('status')).toHaveText(DRAFT_MESSAGES.saved);
    // On a busy machine a pause in the typing may save a part first ("Draft saved" already shows): the last save has it all.
    await expect.poll(() => draftsOf(ada.id)).toEqual([{ key: `reply:${thread.id}`, title: null, body: text }]);

    // Device B: the same member, signed in on another browser, opens the thread: the reply is there.
    const other = await newClientContext(browser);
    const login = await other.request.post('/api/login', { data: { email: ada.email, password: ada.password }, headers: asNewClient() });
    expect(login.status()).toBe(200);
    const b = await other.newPage();
    await b.goto(threadUrl(COMMUNITY, thread.id));
    await waitForRealContent(b);
    const boxB = b.getByRole('textbox', { name: 'Reply' });
    await expect(boxB).toHaveValue(text);
    await expect(b.getByTestId('reply-composer').getByRole('status')).toHaveText(DRAFT_MESSAGES.restored);
    await expectNoSeriousViolations(b, 'reply composer with a restored draft', { include: '[data-testid="reply-composer"]' });
    await shootBothWidths(b, SHOTS, 'reply-restored-draft');
    await boxB.press('End');
    await boxB.pressSequentially(' Posted from my phone.');
    await spacePosts(ada.id); // the thread was posted a moment ago: past the 5 s between posts
    await b.getByRole('button', { name: 'Post reply' }).click();
    await expect(b.getByTestId('reply').filter({ hasText: 'Posted from my phone.' })).toBeVisible();
    await expect(boxB).toHaveValue('');
    await expect.poll(() => draftsOf(ada.id)).toEqual([]);

    // Back on device A, after a reload: the composer is empty, and nothing brings the old text back.
    await a.reload();
    await waitForRealContent(a);
    await expect(a.getByTestId('reply').filter({ hasText: 'Posted from my phone.' })).toBeVisible();
    await expect(a.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    expect(await draftsOf(ada.id)).toEqual([]);
    await other.close();
    await ada.context.close();
  });

  test('New discussion keeps its draft across a reload; Cancel with text asks "Discard this draft?"; Discard deletes it', async ({
    browser,
  }) => {
    const bo = await forumMember(browser, 'Bo');
    const p = bo.page;
    await p.goto(`/community/${COMMUNITY}/discussions`);
    await waitForRealContent(p);
    await p.getByRole('button', { name: 'New discussion' }).click();
    let dialog = p.getByRole('dialog', { name: 'New discussion' });
    const title = `Fine-tuning or RAG ${uniqueWord('t')}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Body').pressSequentially('We have 300 support answers and a small budget.');
    await expect(dialog.getByRole('status')).toHaveText(DRAFT_MESSAGES.saved);

    // The tab goes away and comes back: the composer opens with the draft.
    await p.reload();
    await waitForRealContent(p);
    await p.getByRole('button', { name: 'New discussion' }).click();
    dialog = p.getByRole('dialog', { name: 'New discussion' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expect(dialog.getByLabel('Body')).toHaveValue('We have 300 support answers and a small budget.');
    await expect(dialog.getByRole('status')).toHaveText(DRAFT_MESSAGES.restored);
    await shootBothWidths(p, SHOTS, 'new-discussion-restored-draft');

    // Cancel asks first; Keep editing goes back to the text.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const prompt = p.getByRole('dialog', { name: DRAFT_MESSAGES.discardTitle });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: DRAFT_MESSAGES.keepEditing })).toBeFocused();
    await expectNoSeriousViolations(p, 'discard prompt', { include: 'dialog[open]' });
    await shootBothWidths(p, SHOTS, 'discard-prompt');
    await prompt.getByRole('button', { name: DRAFT_MESSAGES.keepEditing }).click();
    await expect(prompt).toBeHidden();
    await expect(dialog.getByLabel('Title')).toHaveValue(title);

    // Escape asks too; Discard closes the composer and deletes the draft.
    await dialog.getByLabel('Title').press('Escape');
    await expect(prompt).toBeVisible();
    await expect.poll(() => draftsOf(bo.id)).toHaveLength(1);
    await prompt.getByRole('button', { name: DRAFT_MESSAGES.discard }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => draftsOf(bo.id)).toEqual([]);
    await p.getByRole('button', { name: 'New discussion' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
    // Nothing typed: Cancel closes at once.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await bo.context.close();
  });
});
