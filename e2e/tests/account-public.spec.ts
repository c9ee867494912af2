import { ACCOUNT_MESSAGES, avatarHue } from '@cci/contracts';
import { mkdirSync } from 'node:fs';
import { expect, newClientContext, test, type Page } from '../support/test';
import { mailedLink, registerMemberByApi, resetLinkFor } from '../support/account-links';
import { queryTestDb } from '../support/db';
import { holdRequests } from '../support/hold';
import { loginThroughUi } from '../support/members';
import { toasts } from '../support/toast';

/**
 * The public side of member accounts: password reset and e-mail links followed from the e-mails the real
 * SMTP server received, the community page's member buttons, My Dashboard and /register following the member's
 * primary community, and the public profile. Screenshots for review go to /tmp/shots-13 (not the repository).
 */
/** This worker's server (support/test.ts starts it; known once a test runs). */
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const SHOTS = '/tmp/shots-13';
const NEW_PASSWORD = 'difference-engine-1822';

// Registrations are limited per IP (10 a minute): a run right after other suites may wait for the limit once.
test.describe.configure({ timeout: 90_000 });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const overview = (page: Page) => page.getByRole('tabpanel');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('Password reset', () => {
  test('forgot → e-mail → reset → log in with the new password; the session signed in before is gone, the link spent', async ({
    page,
    browser,
  }) => {
    const before = await newClientContext(browser);
    const m = await registerMemberByApi(before.request, 'Rosalind');
    const earlier = await before.newPage();
    await earlier.goto('/dashboard/entrepreneurs');
    await expect(earlier.getByText(`Welcome back, ${m.firstName}!`).first()).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(heading(page, 'Forgot your password?')).toBeVisible();
    await expect(page).toHaveTitle('Forgot Password · The AI Network');
    await page.getByLabel('Email').fill(m.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your inbox')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.forgotAccepted })).toBeVisible();

    const link = await mailedLink(m.email, '/reset-password', origin());
    await page.goto(link);
    await expect(page).toHaveTitle('Reset Password · The AI Network');
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await shoot(page, 'reset-password');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(heading(page, 'Password changed')).toBeVisible();
    await shoot(page, 'reset-password-done');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The session of the other browser ended: its next page is the login.
    expect((await before.request.get('/api/auth/user')).status()).toBe(401);
    await earlier.goto('/dashboard/entrepreneurs');
    await expect(earlier).toHaveURL(/\/login$/);
    await before.close();

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughUi(page, m.email, m.password);
    await expect(toasts(page)).toContainText('Login failed');
    await loginThroughUi(page, m.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/entrepreneurs$/);
    await expect(page.getByText(`Welcome back, ${m.firstName}!`).first()).toBeVisible();

    // The same link again: spent. The page says so and offers a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Confirm new password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(heading(page, 'This link no longer works')).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.tokenInvalid)).toBeVisible();
    await shoot(page, 'reset-password-invalid');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an expired link and a malformed one show the invalid-link state', async ({ page }) => {
    const m = await registerMemberByApi(page.request, 'Hedy');
    const link = await resetLinkFor(page.request, m.email, origin());
    await queryTestDb(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset-password' AND user_id = $1`,
      [m.id],
    );
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(heading(page, 'This link no longer works')).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.tokenInvalid)).toBeVisible();
    // The password did not change.
    expect((await page.request.post('/api/login', { data: { email: m.email, password: m.password } })).status()).toBe(200);

    for (const path of ['/reset-password?token=not-a-token', '/reset-password']) {
      await page.goto(path);
      await expect(heading(page, 'This link no longer works'), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    }
  });

  test('/forgot-password: the same answer for an address without an account; a bad address; too many requests said plainly', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.forgotAccepted })).toBeVisible();

    // The API's 429 (its limits have their own API tests): the page shows its message, and the form stays.
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3600' },
        json: { statusCode: 429, error: 'Too Many Requests', message: 'Too many password reset requests for this address.' },
      }),
    );
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    await expect(alert).toContainText('Too many password reset requests for this address. Please wait a while before trying again.');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });
});

test.describe('E-mail links', () => {
  test('verify: the registration e-mail → link → verified; the link again is spent', async ({ page }) => {
    const m = await registerMemberByApi(page.request, 'Grace', 'creatives');
    expect(((await (await page.request.get('/api/auth/user')).json()) as { emailVerified: boolean }).emailVerified).toBe(false);
    const link = await mailedLink(m.email, '/verify-email', origin());
    await page.goto(link);
    await expect(page).toHaveTitle('Verify Email · The AI Network');
    await expect(heading(page, 'E-mail address verified')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/creatives');
    expect(((await (await page.request.get('/api/auth/user')).json()) as { emailVerified: boolean }).emailVerified).toBe(true);

    await page.goto(link);
    await expect(heading(page, 'This link no longer works')).toBeVisible();
    await expect(page.getByText('Your address is already verified')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  });

  test('verify: a bad link offers a signed-in, unverified member a new one, which arrives; signed out, the login', async ({ page }) => {
    const m = await registerMemberByApi(page.request, 'Ida');
    await page.goto('/verify-email?token=not-a-token');
    await expect(heading(page, 'This link no longer works')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.verificationSent })).toBeVisible();
    const second = await mailedLink(m.email, '/verify-email', origin(), 1);
    await page.goto(second);
    await expect(heading(page, 'E-mail address verified')).toBeVisible();

    await page.request.post('/api/logout');
    await page.goto('/verify-email?token=not-a-token');
    await expect(page.getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute('href', '/login');
  });

  test('confirm-email: the link sent to the new address moves the account there; the link again is spent', async ({ page }) => {
    const m = await registerMemberByApi(page.request, 'Joan');
    const address = `joan.new.${Date.now()}@example.com`;
    expect((await page.request.post('/api/me/email', { data: { email: address, password: m.password } })).status()).toBe(202);
    const link = await mailedLink(address, '/confirm-email', origin());
    await page.goto(link);
    await expect(page).toHaveTitle('Confirm Email · The AI Network');
    await expect(heading(page, 'E-mail address changed')).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
    await page.goto(link);
    await expect(heading(page, 'This link no longer works')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change it again in settings' })).toHaveAttribute('href', '/settings');
  });
});

test.describe('Community page buttons', () => {
  test('a visitor keeps "Join the Network", in the server HTML too', async ({ page }) => {
    const html = await (await page.request.get('/community/creatives')).text();
    expect(html).toContain('Join the Network');
    await page.goto('/community/creatives');
    await expect(overview(page).getByRole('link', { name: 'Join the Network' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Join this community' })).toHaveCount(0);
  });

  test('a member: "Open dashboard" for their community (replacing the visitor button without moving the page), "Join this community" for another (toast, count, then "Open dashboard"), "Pending approval" for a pending one (neither a link nor a button)', async ({
    page,
    request,
  }) => {
    const m = await registerMemberByApi(page.request, 'Mary', 'entrepreneurs', ['students']);
    // The server renders a member's page for them: their button is in its HTML.
    const own = await (await page.request.get('/community/entrepreneurs')).text();
    expect(own).toContain('Open dashboard');
    expect(own).not.toContain('Join the Network');

    // When the server's renders are busy a member gets the visitor's page (asked for here without the cookie): the
    // member's button then replaces the visitor's once the session is known, without moving the page.
    await page.route('**/community/entrepreneurs', async (route) => route.fulfill({ response: await request.get(route.request().url()) }));
    const release = await holdRequests(page, '**/api/auth/user');
    await page.goto('/community/entrepreneurs');
    const demo = overview(page).getByRole('link', { name: 'Schedule Demo' });
    await expect(overview(page).getByRole('link', { name: 'Join the Network' })).toBeVisible();
    const visitorBox = await demo.boundingBox();
    release();
    await expect(overview(page).getByRole('link', { name: 'Open dashboard' })).toHaveAttribute('href', '/dashboard/entrepreneurs');
    await expect(overview(page).getByRole('link', { name: 'Join the Network' })).toHaveCount(0);
    expect(await demo.boundingBox()).toEqual(visitorBox);
    await page.unroute('**/api/auth/user');
    await page.unroute('**/community/entrepreneurs');

    await page.goto('/community/creatives');
    const count = async () => Number((await page.getByTestId('member-count').innerText()).replace(/\D/g, ''));
    const before = await count();
    await overview(page).getByRole('button', { name: 'Join this community' }).click();
    await expect(toasts(page)).toContainText('Welcome to Creatives!');
    await expect(overview(page).getByRole('link', { name: 'Open dashboard' })).toHaveAttribute('href', '/dashboard/creatives');
    await expect.poll(count).toBe(before + 1);
    const mine = (await (await page.request.get('/api/me/memberships')).json()) as { slug: string; status: string }[];
    expect(mine.find((c) => c.slug === 'creatives')?.status).toBe('approved');

    await queryTestDb(
      `UPDATE user_communities SET status = 'pending' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'students')`,
      [m.id],
    );
    await page.goto('/community/students');
    await expect(overview(page).getByTestId('membership-pending')).toHaveText('Pending approval');
    await expect(overview(page).getByRole('link', { name: 'Pending approval' })).toHaveCount(0);
    await expect(overview(page).getByRole('button', { name: /Pending approval|Join/ })).toHaveCount(0);
  });
});

test.describe("The member's dashboard follows their primary community", () => {
  test('My Dashboard (desktop and drawer) goes to the primary community and follows a change; /register sends the member there', async ({
    page,
  }) => {
    const m = await registerMemberByApi(page.request, 'Margaret', 'creatives', ['students']);
    await page.goto('/community');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard/creatives');
    // The greeting (the member's first name, spec §2) is the link to their profile.
    await expect(header.getByRole('link', { name: `${m.firstName}, my profile` })).toHaveAttribute('href', `/members/${m.id}`);
    await expect(page.getByTestId('nav-user-name')).toHaveText(m.firstName);

    expect((await page.request.patch('/api/me/memberships/students', { data: { primary: true } })).status()).toBe(200);
    await page.reload();
    await expect(header.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard/students');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard/students');
    await expect(drawer.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', `/members/${m.id}`);
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // /register sends a signed-in member to their dashboard.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard\/students$/);
  });

  test("the signed-in nav fits at 1280 px and up: brand, links and the member's buttons do not overlap", async ({ page }) => {
    await registerMemberByApi(page.request, 'Maximiliana');
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/community');
      const header = page.getByRole('banner');
      await expect(page.getByTestId('nav-user-name')).toHaveText('Maximiliana');
      // Each part of the bar is as wide as its content (nothing squeezed under the next), and the bar ends inside the page.
      const parts = await header.evaluate((h) =>
        [...h.firstElementChild!.children]
          .filter((c) => getComputedStyle(c).display !== 'none')
          .map((c) => ({
            left: c.getBoundingClientRect().left,
            right: c.getBoundingClientRect().right,
            content: c.scrollWidth,
            box: c.clientWidth,
          })),
      );
      for (const [i, part] of parts.entries()) {
        expect(part.content, `${width} px: part ${i} fits its box`).toBeLessThanOrEqual(part.box + 1);
        if (i > 0) expect(part.left, `${width} px: part ${i} starts after part ${i - 1}`).toBeGreaterThanOrEqual(parts[i - 1]!.right);
      }
      expect(parts.at(-1)!.right, `${width} px: inside the page`).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('Public profile /members/:id', () => {
  test('shows the public data, pre-rendered, and never the e-mail or the last name', async ({ page, request }) => {
    const m = await registerMemberByApi(page.request, 'Ada', 'creatives', ['students', 'educators']);
    const bio = 'I write programs for engines that do not exist yet.';
    const res = await page.request.patch('/api/me', {
      data: { bio, expertise: ['Prompt design', 'Python'], timeZone: 'Europe/London' },
    });
    expect(res.status()).toBe(200);
    await queryTestDb(
      `UPDATE user_communities SET status = 'pending' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'students')`,
      [m.id],
    );

    // As another visitor reads it (the member's own page also carries their session, e-mail included, for them only).
    const served = await request.get(`/members/${m.id}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Ada L.');
    expect(html).toContain('<title>Ada L. · The AI Network</title>'); // the page's own title, in the server's HTML
    expect(html).not.toContain(m.email);

    const logged: string[] = [];
    page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && logged.push(msg.text()));
    await page.goto(`/members/${m.id}`);
    await expect(heading(page, 'Ada L.')).toBeVisible();
    await expect(page).toHaveTitle('Ada L. · The AI Network');
    const avatar = page.getByTestId('member-avatar');
    await expect(avatar).toHaveText('AL');
    const expected = await page.evaluate(
      (colour) => {
        const probe = document.createElement('div');
        probe.style.background = colour;
        document.body.append(probe);
        const rgb = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return rgb;
      },
      `hsl(${avatarHue(m.id)} 60% 28%)`,
    );
    await expect(avatar).toHaveCSS('background-color', expected);
    await expect(page.getByText(bio)).toBeVisible();
    for (const tag of ['Prompt design', 'Python']) await expect(page.getByRole('listitem').filter({ hasText: tag })).toBeVisible();
    await expect(page.getByText('Europe/London')).toBeVisible();
    await expect(page.getByTestId('member-local-time')).toHaveText(/\d{2}:\d{2} there now/);
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await expect(page.getByText(`Joined ${month}`)).toBeVisible();
    const communities = page.getByRole('region', { name: 'Communities' });
    await expect(communities.getByRole('link', { name: 'Creatives' })).toHaveAttribute('href', '/community/creatives');
    await expect(communities.getByRole('link', { name: 'Educators' })).toHaveAttribute('href', '/community/educators');
    await expect(communities.getByRole('link', { name: 'Students' })).toHaveCount(0); // pending: not public
    await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
    await expect(page.getByText(`${m.firstName} ${m.lastName.charAt(0)}. has not posted yet.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Points' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings'); // their own
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(m.email);
    expect(text).not.toContain(m.lastName);
    expect(
      logged.filter((t) => /hydrat|did not match/i.test(t)),
      'hydration keeps the server HTML',
    ).toEqual([]);
    await shoot(page, 'profile');

    // Someone else sees the same profile, without the edit link.
    await page.request.post('/api/logout');
    await page.reload();
    await expect(heading(page, 'Ada L.')).toBeVisible();
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  });

  test('an unknown or malformed id: 404 from the server and the not-found view', async ({ page }) => {
    for (const path of ['/members/999999999', '/members/abc']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
      await page.goto(path);
      await expect(heading(page, 'Member Not Found')).toBeVisible();
      await expect(page).toHaveTitle('Member Not Found · The AI Network');
    }
  });
});

test('screenshots of /forgot-password at 1280 and 390 px (the reset pages: in the reset test)', async ({ page }) => {
  await page.goto('/forgot-password');
  await shoot(page, 'forgot-password');
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(heading(page, 'Check your inbox')).toBeVisible();
  await shoot(page, 'forgot-password-sent');
});
