import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, AccountExportSchema, EXPORT_SCHEMA_VERSION } from '@cci/contracts';
import * as v from 'valibot';
import type { APIRequestContext } from '@playwright/test';
import { expect, newClientContext, test, type Page } from '../support/test';
import { expectEveryFieldNamed, expectNoSeriousViolations, settle, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { linkIn, waitForMail } from '../support/mail';
import { registerMemberByApi } from '../support/account-links';
import { loginThroughUi, newMember } from '../support/members';
import { toasts } from '../support/toast';

/**
 * /settings: communities (join, make primary, leave, with the dashboard and My Dashboard
 * following), profile, notification consents, password, e-mail address (the link read from the real SMTP server),
 * "Log out everywhere", the data export and account deletion. Screenshots into /tmp/shots-13.
 */
const SHOTS = '/tmp/shots-13';
// Registrations are limited to 10 a minute per address: registerMemberByApi may wait out a Retry-After (≤ 60 s).
test.describe.configure({ timeout: 100_000 });

/** Whether `request`'s cookies still sign someone in (GET /api/auth/user: 200, or 401 for nobody). */
const signedInStatus = async (request: APIRequestContext) => (await request.get('/api/auth/user')).status();

const section = (page: Page, id: string) => page.getByTestId(`settings-${id}`);
async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(section(page, 'profile').getByLabel('First name')).toBeVisible();
}

test('members only: a signed-out visitor goes to /login; the title is "Settings · The AI Network"', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await registerMemberByApi(page.request, 'Ada');
  await openSettings(page);
  await expect(page).toHaveTitle('Settings · The AI Network');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('communities: join, make primary and leave; the dashboard and My Dashboard follow', async ({ page }) => {
  test.slow();
  const m = await registerMemberByApi(page.request, 'Ada');
  await openSettings(page);
  const communities = section(page, 'communities');
  const entrepreneurs = communities.getByTestId('membership-entrepreneurs');
  await expect(entrepreneurs).toContainText('Primary');
  await expect(entrepreneurs).toContainText(ACCOUNT_MESSAGES.leavePrimary);
  await expect(entrepreneurs.getByRole('button', { name: /Leave/ })).toHaveCount(0);

  await communities.getByRole('button', { name: 'Join Creatives' }).click();
  await expect(toasts(page)).toContainText('Welcome to Creatives!');
  const creatives = communities.getByTestId('membership-creatives');
  await expect(creatives).toContainText('Member');
  await expect(communities.getByTestId('joinable-creatives')).toHaveCount(0);

  await creatives.getByRole('button', { name: 'Make primary: Creatives' }).click();
  await expect(toasts(page)).toContainText('Creatives is now your primary community');
  await expect(creatives).toContainText('Primary');
  await expect(communities.getByRole('listitem').first()).toHaveAttribute('data-testid', 'membership-creatives'); // primary first
  const myDashboard = page.getByRole('link', { name: 'My Dashboard' }).first();
  await expect(myDashboard).toHaveAttribute('href', '/dashboard/creatives');
  await myDashboard.click();
  await expect(page).toHaveURL(/\/dashboard\/creatives$/);
  await expect(page.getByTestId('dashboard-header').getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();

  await openSettings(page);
  await communities.getByRole('button', { name: 'Leave Entrepreneurs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Entrepreneurs?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click(); // changing one's mind leaves everything as it was
  await expect(dialog).toBeHidden();
  await expect(communities.getByTestId('membership-entrepreneurs')).toBeVisible();
  await communities.getByRole('button', { name: 'Leave Entrepreneurs' }).click();
  await dialog.getByRole('button', { name: 'Leave community' }).click();
  await expect(toasts(page)).toContainText('You left Entrepreneurs');
  await expect(communities.getByTestId('membership-entrepreneurs')).toHaveCount(0);
  await expect(communities.getByTestId('joinable-entrepreneurs')).toBeVisible();

  const rows = await queryTestDb<{ slug: string; is_primary: boolean }>(
    `SELECT c.slug, uc.is_primary FROM user_communities uc JOIN users u ON u.id = uc.user_id
     JOIN communities c ON c.id = uc.community_id WHERE u.email = $1`,
    [m.email],
  );
  expect(rows).toEqual([{ slug: 'creatives', is_primary: true }]);

  // The dashboard of the community left offers to join it again.
  await page.goto('/dashboard/entrepreneurs');
  await expect(page.getByTestId('join-panel').getByRole('button', { name: 'Join this community' })).toBeVisible();
});

test("profile: the contracts' messages, then the edit persists across a reload", async ({ page }) => {
  await registerMemberByApi(page.request, 'Ada');
  await openSettings(page);
  const profile = section(page, 'profile');

  await profile.getByLabel('First name').fill('');
  await profile.getByLabel('Bio').fill('x'.repeat(501));
  await expect(profile.getByText('501 / 500 characters')).toBeVisible();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('First name is required')).toBeVisible();
  await expect(profile.getByText(ACCOUNT_MESSAGES.bio)).toBeVisible();

  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Bio').fill('Writes the first programs.');
  await expect(profile.getByText('26 / 500 characters')).toBeVisible();
  const tags = profile.getByRole('textbox', { name: /^Expertise/ });
  for (const tag of ['Algorithms', 'Poetical science', 'Looms']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await tags.fill('algorithms');
  await tags.press('Enter');
  await expect(profile.getByText('"algorithms" is already in your list')).toBeVisible();
  await tags.fill('');
  await profile.getByRole('button', { name: 'Remove Looms' }).click();
  await expect(tags).toBeFocused();
  await profile.getByLabel('Time zone').selectOption('Europe/London');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(page.getByTestId('nav-user-name').first()).toHaveText('Augusta');

  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Augusta');
  await expect(profile.getByLabel('Bio')).toHaveValue('Writes the first programs.');
  await expect(profile.getByRole('list', { name: /Expertise/ }).getByRole('listitem')).toHaveText(['Algorithms', 'Poetical science']);
  await expect(profile.getByLabel('Time zone')).toHaveValue('Europe/London');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the "Profile saved" toast leaves the Save button uncovered at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerMemberByApi(page.request, 'Ada');
    await openSettings(page);
    const profile = section(page, 'profile');
    await profile.getByLabel('Last name').fill('Byron');
    const save = profile.getByRole('button', { name: 'Save profile' });
    // Where the toasts go by default: the Save button at the bottom edge of the window, as after scrolling down to it.
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await save.click();
    const toast = toasts(page).filter({ hasText: 'Profile saved' });
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveAttribute('data-state', 'closed');
    type Box = { x: number; y: number; width: number; height: number };
    const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const [box, saveBox] = [(await toast.boundingBox())!, (await save.boundingBox())!];
    expect(overlap(box, saveBox), `toast ${JSON.stringify(box)} over the Save button ${JSON.stringify(saveBox)}`).toBe(false);
    // Nor over the nav bar, where it is on screen.
    const navBox = await page.locator('header').first().boundingBox();
    if (navBox && navBox.y + navBox.height > 0) expect(overlap(box, navBox), 'toast over the nav bar').toBe(false);
  });
}

test('notification consents: all off at first, then saved', async ({ page }) => {
  const m = await registerMemberByApi(page.request, 'Ada');
  await openSettings(page);
  const notifications = section(page, 'notifications');
  const boxes = ['When someone replies to my posts', 'When someone mentions me', 'A weekly digest of my communities'];
  for (const label of boxes) await expect(notifications.getByLabel(label)).not.toBeChecked();
  await notifications.getByLabel(boxes[0]!).check();
  await notifications.getByLabel(boxes[2]!).check();
  // Saving another section meanwhile refreshes the account: these unsaved choices stay as they are.
  await section(page, 'profile').getByLabel('Last name').fill('Byron');
  await section(page, 'profile').getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(notifications.getByLabel(boxes[0]!)).toBeChecked();
  await expect(notifications.getByLabel(boxes[2]!)).toBeChecked();
  await notifications.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toasts(page)).toContainText('Notification preferences saved');

  await page.reload();
  await expect(notifications.getByLabel(boxes[0]!)).toBeChecked();
  await expect(notifications.getByLabel(boxes[1]!)).not.toBeChecked();
  await expect(notifications.getByLabel(boxes[2]!)).toBeChecked();
  const [row] = await queryTestDb('SELECT notify_replies, notify_mentions, notify_digest FROM users WHERE email = $1', [m.email]);
  expect(row).toEqual({ notify_replies: true, notify_mentions: false, notify_digest: true });
});

test("password: a wrong current one is its field's message; changed, another browser is signed out and the new one signs in", async ({
  page,
  browser,
}) => {
  test.slow();
  const m = await registerMemberByApi(page.request, 'Ada');
  const other = await newClientContext(browser);
  expect((await other.request.post('/api/login', { data: { email: m.email, password: m.password } })).status()).toBe(200);
  expect(await signedInStatus(other.request)).toBe(200);

  await openSettings(page);
  const password = section(page, 'password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('difference-engine-1822');
  await password.getByLabel('Confirm new password').fill('difference-engine-1822');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(ACCOUNT_MESSAGES.currentPassword)).toBeVisible();

  await password.getByLabel('Current password').fill(m.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Every other device where you were signed in has been signed out.');
  await expect(password.getByLabel('Current password')).toHaveValue('');

  expect(await signedInStatus(other.request)).toBe(401);
  await other.close();
  await page.reload(); // this browser stays signed in
  await expect(section(page, 'password')).toBeVisible();

  await page.context().clearCookies();
  await loginThroughUi(page, m.email, m.password);
  await expect(toasts(page)).toContainText('Login failed');
  await loginThroughUi(page, m.email, 'difference-engine-1822');
  await expect(page).toHaveURL(/\/dashboard\/entrepreneurs$/);
});

test('e-mail: the new address is pending, the link from the e-mail moves the account to it', async ({ page }) => {
  const m = await registerMemberByApi(page.request, 'Ada');
  const next = newMember('Ada.New').email;
  await openSettings(page);
  const email = section(page, 'email');
  await expect(email.getByTestId('current-email')).toContainText(m.email);
  await email.getByLabel('New e-mail address').fill(next);
  await email.getByLabel('Current password').fill(m.password);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.emailChangeSent);
  await expect(email.getByTestId('pending-email')).toHaveText(next);

  const mail = await waitForMail(next, (msg) => msg.text.includes('/confirm-email?token='));
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/auth/confirm-email'));
  await page.goto(linkIn(mail, new URL(page.url()).origin, '/confirm-email'));
  expect((await confirmed).status()).toBe(200);

  await openSettings(page);
  await expect(email.getByTestId('current-email')).toContainText(next);
  await expect(email.getByTestId('current-email')).toContainText('Verified');
  await expect(email.getByTestId('pending-email')).toHaveCount(0);
});

test('your data: the download holds the profile, memberships, sessions and a request made with the address', async ({ page }) => {
  const m = await registerMemberByApi(page.request, 'Ada', 'entrepreneurs', ['students']);
  // Requests are matched to the account only once its address is confirmed.
  await queryTestDb('UPDATE users SET email_verified_at = now() WHERE id = $1', [m.id]);
  expect(
    (await page.request.post('/api/waitlist', { data: { email: m.email, community: 'creatives', useCase: 'Lesson plans' } })).status(),
  ).toBe(201);
  await openSettings(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'data').getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^the-ai-network-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = v.parse(AccountExportSchema, JSON.parse(await readFile((await download.path())!, 'utf8')));
  expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
  expect(data.account).toMatchObject({ email: m.email, firstName: m.firstName, lastName: m.lastName });
  expect(data.memberships.map((x) => [x.slug, x.isPrimary])).toEqual([
    ['entrepreneurs', true],
    ['students', false],
  ]);
  expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
  expect(JSON.stringify(data.sessions)).not.toMatch(/"(sid|id)"/);
  expect(data.requests.waitlist).toEqual([expect.objectContaining({ email: m.email, useCase: 'Lesson plans' })]);
});

test('delete account: the password in a dialog; then signed out on the home page, the login fails and the address can register again', async ({
  page,
}) => {
  test.slow();
  const m = await registerMemberByApi(page.request, 'Ada');
  await openSettings(page);
  await section(page, 'data').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await settle(page);
  await expectNoSeriousViolations(page, 'the delete dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.passwordForDelete)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section(page, 'data').getByRole('button', { name: 'Delete account' })).toBeFocused();

  await section(page, 'data').getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(m.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page)).toContainText('Your account was deleted');
  expect(await signedInStatus(page.request)).toBe(401);

  await loginThroughUi(page, m.email, m.password);
  await expect(toasts(page)).toContainText('Login failed');
  const again = await page.request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity: 'creatives', agreeToTerms: true },
  });
  expect(again.status()).toBe(201);
});

test('log out everywhere: after the confirmation this browser and the others are signed out', async ({ page, browser }) => {
  const m = await registerMemberByApi(page.request, 'Ada');
  const other = await newClientContext(browser);
  expect((await other.request.post('/api/login', { data: { email: m.email, password: m.password } })).status()).toBe(200);

  await openSettings(page);
  await section(page, 'sessions').getByRole('button', { name: 'Log out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out everywhere?' });
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page)).toContainText('Signed out everywhere');
  expect(await signedInStatus(page.request)).toBe(401);
  expect(await signedInStatus(other.request)).toBe(401);
  await other.close();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

for (const vp of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`screenshots and axe at ${vp.width} px: every section, a pending address, the leave dialog`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(vp);
    const m = await registerMemberByApi(page.request, 'Grace', 'entrepreneurs', ['creatives']);
    expect((await page.request.patch('/api/me', { data: { expertise: ['Compilers', 'COBOL'], bio: 'Rear admiral.' } })).status()).toBe(200);
    expect((await page.request.post('/api/me/email', { data: { email: `new.${m.email}`, password: m.password } })).status()).toBe(202);
    await openSettings(page);
    await waitForRealContent(page, page.getByRole('heading', { level: 1, name: 'Settings' }));
    await expectNoSeriousViolations(page, `/settings at ${vp.width} px`);
    expect(await expectEveryFieldNamed(page, page.getByRole('main'))).toBe(25); // profile 6, consents 7, mentoring 7, password 3, e-mail 2
    await page.screenshot({ path: `${SHOTS}/settings-${vp.width}.png`, fullPage: true });
    for (const id of ['profile', 'notifications', 'communities', 'password', 'email', 'sessions', 'data']) {
      await section(page, id).scrollIntoViewIfNeeded();
      await section(page, id).screenshot({ path: `${SHOTS}/settings-${id}-${vp.width}.png` });
    }
    await section(page, 'communities').getByRole('button', { name: 'Leave Creatives' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave Creatives?' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, `leave dialog at ${vp.width} px`);
    await page.screenshot({ path: `${SHOTS}/settings-leave-dialog-${vp.width}.png` });
  });
}
