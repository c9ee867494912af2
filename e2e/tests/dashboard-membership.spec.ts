import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations, settle, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { linkIn, mailTo } from '../support/mail';
import { registerMemberByApi } from '../support/account-links';
import { toasts } from '../support/toast';

/**
 * Memberships on the dashboard: a community the member has not joined offers to join it; the header's
 * community switcher lists the member's communities (pending ones say so) and works from the keyboard; an unverified
 * member sees the verification banner, whose "Resend link" is limited; the link from the e-mail removes it.
 */
const SHOTS = '/tmp/shots-13';
// Registrations are limited to 10 a minute per address: registerMemberByApi may wait out a Retry-After (≤ 60 s).
test.describe.configure({ timeout: 100_000 });

const switcher = (page: Page) => page.getByRole('button', { name: 'Switch community' });
const header = (page: Page) => page.getByTestId('dashboard-header');

test('a dashboard of a community not joined offers to join it; joined, it opens and the switcher lists both', async ({ page }) => {
  const m = await registerMemberByApi(page.request, 'Ada');
  await page.goto('/dashboard/creatives');
  const panel = page.getByTestId('join-panel');
  await expect(panel.getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();
  await expect(panel).toContainText('You are not a member of Creatives yet');
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard/entrepreneurs');

  await panel.getByRole('button', { name: 'Join this community' }).click();
  await expect(toasts(page)).toContainText('Welcome to Creatives!');
  await expect(header(page).getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toBeVisible();

  await switcher(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([/^Entrepreneurs\s*Primary$/, /^Creatives$/, /Join or leave communities/]);
  await expect(menu.getByRole('menuitem', { name: /Creatives/ })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(switcher(page)).toBeFocused();

  // Its last item manages the memberships: settings, scrolled to its Communities section.
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Join or leave communities' }).click();
  await expect(page).toHaveURL(/\/settings#communities$/);
  await expect(page.getByTestId('settings-communities')).toBeInViewport();
  await expect(page.getByTestId('settings-communities').getByTestId('membership-creatives')).toBeVisible();

  // The primary community did not change: My Dashboard still goes to Entrepreneurs.
  await expect(page.getByRole('link', { name: 'My Dashboard' }).first()).toHaveAttribute('href', '/dashboard/entrepreneurs');
  const rows = await queryTestDb<{ slug: string; status: string; is_primary: boolean }>(
    `SELECT c.slug, uc.status, uc.is_primary FROM user_communities uc JOIN users u ON u.id = uc.user_id
     JOIN communities c ON c.id = uc.community_id WHERE u.email = $1 ORDER BY c.slug`,
    [m.email],
  );
  expect(rows).toEqual([
    { slug: 'creatives', status: 'approved', is_primary: false },
    { slug: 'entrepreneurs', status: 'approved', is_primary: true },
  ]);
});

test('the switcher from the keyboard: Enter opens it, arrows move, Enter opens that dashboard; a pending one says so', async ({ page }) => {
  const m = await registerMemberByApi(page.request, 'Grace', 'entrepreneurs', ['students', 'educators']);
  await queryTestDb(
    `UPDATE user_communities SET status = 'pending' WHERE user_id = (SELECT id FROM users WHERE email = $1)
     AND community_id = (SELECT id FROM communities WHERE slug = 'educators')`,
    [m.email],
  );
  await page.goto('/dashboard/entrepreneurs');
  await expect(header(page).getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();

  await switcher(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Educators/ })).toContainText('Pending approval');
  await expect(menu.getByRole('menuitem', { name: /Students/ })).not.toContainText('Pending');
  // Radix focuses the first item (the primary community); one step down is the next community.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const next = menu.getByRole('menuitem').nth(1);
  await expect(next).toBeFocused();
  const name = (await next.textContent())!.replace('Pending approval', '').trim();
  const slug = name.toLowerCase();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}$`));
  if (slug === 'educators') {
    await expect(page.getByText('Your membership is awaiting approval')).toBeVisible();
  } else {
    await expect(header(page).getByRole('heading', { level: 1, name })).toBeVisible();
  }

  // The pending one, whichever position it has: its dashboard says it awaits approval.
  await page.goto('/dashboard/educators');
  await expect(page.getByTestId('membership-notice')).toContainText('Your membership is awaiting approval');
});

test('an unverified member sees the banner; "Resend link" sends one, then says when to try again; the link removes it', async ({
  page,
}) => {
  test.slow();
  const m = await registerMemberByApi(page.request, 'Mary');
  await page.goto('/dashboard/entrepreneurs');
  const banner = page.getByTestId('verify-banner');
  await expect(banner.getByRole('heading', { name: 'Verify your e-mail address to publish' })).toBeVisible();
  await expect(banner).toContainText(m.email);
  // The dashboard itself is usable meanwhile.
  await expect(page.getByRole('tab', { name: 'Feed' })).toBeVisible();

  const resend = banner.getByRole('button', { name: 'Resend link' });
  await resend.click();
  await expect(banner.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.verificationSent);
  let sent = 1;
  // 3 per hour per member: keep asking until the limit answers, which names the wait.
  for (let i = 0; i < 4; i += 1) {
    await resend.click();
    await expect(resend).toBeEnabled();
    const text = await banner.getByRole('status').textContent();
    if (/try again in/i.test(text ?? '')) break;
    sent += 1;
  }
  await expect(banner.getByRole('status')).toContainText(/Please try again in \d+ (second|minute|hour)s?\./);
  expect(sent).toBeGreaterThanOrEqual(1);

  // Registration's link and each resent one went out; only the newest works.
  await expect.poll(async () => (await mailTo(m.email)).filter((mail) => mail.text.includes('/verify-email?token=')).length).toBe(sent + 1);
  const newest = (await mailTo(m.email)).filter((mail) => mail.text.includes('/verify-email?token=')).at(-1)!; // oldest first
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-email'));
  await page.goto(linkIn(newest, new URL(page.url()).origin, '/verify-email'));
  expect((await verified).status()).toBe(200);

  await page.goto('/dashboard/entrepreneurs');
  await expect(header(page).getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
});

for (const vp of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`screenshot and axe at ${vp.width} px: banner, switcher open, join panel`, async ({ page }) => {
    await page.setViewportSize(vp);
    await registerMemberByApi(page.request, 'Alan', 'entrepreneurs', ['creatives']);
    await page.goto('/dashboard/entrepreneurs');
    await waitForRealContent(page, header(page).getByRole('heading', { level: 1, name: 'Entrepreneurs' }));
    await expect(page.getByTestId('verify-banner')).toBeVisible();
    await expectNoSeriousViolations(page, `dashboard with the banner at ${vp.width} px`);
    await switcher(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, `dashboard with the switcher open at ${vp.width} px`);
    await page.screenshot({ path: `${SHOTS}/dashboard-switcher-${vp.width}.png` });

    await page.goto('/dashboard/students');
    await waitForRealContent(page, page.getByTestId('join-panel').getByRole('heading', { level: 1, name: 'Students' }));
    await expectNoSeriousViolations(page, `join panel at ${vp.width} px`);
    await page.screenshot({ path: `${SHOTS}/dashboard-join-${vp.width}.png` });
  });
}
