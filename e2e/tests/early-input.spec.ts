import { expect, test, type Page } from '../support/test';
import { registerMemberByApi } from '../support/account-links';
import { queryTestDb } from '../support/db';
import { createThreadByApi, forumMember, spacePosts, threadUrl } from '../support/discussions';
import { holdRequests } from '../support/hold';
import { fillRegistrationStep1Fields, newMember } from '../support/members';

/**
 * What a visitor types, autofills or clicks between the first paint of a pre-rendered page and the moment
 * it is live (`<html data-live>`) is kept and honoured (shell/src/early-input: capture.js records, replay.ts hands it
 * to the live page). Each test holds the slices' scripts back until the visitor has acted, so the page is the
 * server's HTML while they act; none of them waits for the page to be live before acting.
 */

/** Opens `path` as its HTML arrives, with the slices' scripts (/mfe/...) held back: returns what lets them load. */
async function openBeforeLive(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, /\/mfe\//);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** The page has not gone live: everything the test did so far happened in the dead window. */
async function expectNotLiveYet(page: Page) {
  expect(await page.locator('html[data-live]').count(), 'the page went live before the visitor acted').toBe(0);
}

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++counter}@example.com`;

test('login typed (or autofilled) and submitted before the page is live: the member lands on the dashboard', async ({ page, request }) => {
  const member = await registerMemberByApi(request, 'Early', 'educators');
  const release = await openBeforeLive(page, '/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectNotLiveYet(page);
  await expect(page).toHaveURL(/\/login$/); // the click did not submit the form natively (no GET with the password)
  release();
  await expect(page).toHaveURL(/\/dashboard\/educators$/);
  await expect(page.getByText('Email is required')).toHaveCount(0);
});

test('a field keeps its value, focus and caret through hydration, and the form state has the value', async ({ page }) => {
  const release = await openBeforeLive(page, '/community');
  const search = page.getByPlaceholder('Search communities...');
  await search.click();
  await search.pressSequentially('educat');
  await search.press('ArrowLeft');
  await search.press('ArrowLeft');
  await expectNotLiveYet(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', ''); // what this test is about: the hand-over
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('educat');
  expect(await search.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([4, 4]);
  // The list is filtered by what the box shows, and the next keystroke goes where the caret is.
  await expect(page.getByTestId('community-card')).toHaveCount(1);
  await expect(page.getByTestId('community-card').first()).toContainText('Educators');
  await search.press('X');
  await expect(search).toHaveValue('educXat');
  await expect(page.getByTestId('community-card')).toHaveCount(0);
});

test('a community search typed before the page is live filters the list', async ({ page }) => {
  const release = await openBeforeLive(page, '/community');
  await page.getByPlaceholder('Search communities...').fill('eNtReP');
  await expectNotLiveYet(page);
  release();
  await expect(page.getByTestId('community-card')).toHaveCount(1);
  await expect(page.getByTestId('community-card').first()).toContainText('Entrepreneurs');
});

test('registration step 1 filled and Next pressed before the page is live: step 2 follows and the account is made', async ({ page }) => {
  const m = newMember('Early');
  const release = await openBeforeLive(page, '/register');
  await fillRegistrationStep1Fields(page, m);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectNotLiveYet(page);
  release();
  await page.getByLabel('Primary community').selectOption({ label: 'Creatives' });
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome to the Network, ${m.firstName}!` })).toBeVisible();
  expect(await queryTestDb('SELECT first_name, last_name FROM users WHERE email = $1', [m.email])).toEqual([
    { first_name: m.firstName, last_name: m.lastName },
  ]);
});

test('an event request filled and sent before the page is live is sent once, with every field', async ({ page }) => {
  const email = uniqueEmail('early-event');
  const release = await openBeforeLive(page, '/events');
  const form = page.getByRole('form', { name: 'Request an Event' });
  await form.getByLabel('Event type').selectOption('workshop');
  await form.getByLabel('Event title').fill('Prompting for beginners');
  await form.getByLabel('Description', { exact: true }).fill('A hands-on evening where beginners write their first prompts.');
  await form.getByLabel('Preferred location').fill('Leeds');
  await form.getByLabel('Contact email').fill(email);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expectNotLiveYet(page);
  release();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await queryTestDb('SELECT event_type, title, preferred_location FROM event_requests WHERE contact_email = $1', [email])).toEqual([
    { event_type: 'workshop', title: 'Prompting for beginners', preferred_location: 'Leeds' },
  ]);
});

test('the AI Coach waitlist joined before the page is live', async ({ page }) => {
  const email = uniqueEmail('early-waitlist');
  const release = await openBeforeLive(page, '/ai-agent');
  const form = page.getByRole('form', { name: 'AI Coach waitlist' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Your community').selectOption({ label: 'Parents' });
  await form.getByLabel('Your main use case').fill('Planning homework help that my children enjoy.');
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expectNotLiveYet(page);
  release();
  await expect(page.getByTestId('waitlist-success').getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  expect(await queryTestDb('SELECT community, use_case FROM waitlist_entries WHERE email = $1', [email])).toEqual([
    { community: 'parents', use_case: 'Planning homework help that my children enjoy.' },
  ]);
});

test("a reply typed on a thread page before it is live is kept (the member's page comes rendered with their reply box), then posted", async ({
  browser,
}) => {
  const member = await forumMember(browser, 'Early');
  const title = `Before the page is live ${Date.now()}`;
  const thread = await createThreadByApi(member.context.request, 'entrepreneurs', { title, body: 'Does a reply typed early survive?' });
  await spacePosts(member.id); // the 5 s between posts
  const text = `Typed before the page was live, ${Date.now()}.\nSecond line.`;
  const page = member.page;
  const release = await openBeforeLive(page, threadUrl('entrepreneurs', thread.id));
  const box = page.getByRole('textbox', { name: 'Reply' });
  await box.fill(text);
  await expectNotLiveYet(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', ''); // what this test is about: the hand-over
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByTestId('replies').getByText('Typed before the page was live')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(await queryTestDb('SELECT body FROM replies WHERE thread_id = $1', [thread.id])).toEqual([{ body: text }]);
  await member.context.close();
});
