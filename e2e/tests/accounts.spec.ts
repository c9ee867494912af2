import { expect, test } from '../support/test';
import { queryTestDb } from '../support/db';
import { loginThroughUi, newMember, registerThroughUi } from '../support/members';
import { toasts as toast } from '../support/toast';

test.describe('Registration (/register)', () => {
  test('every validation message, step by step; Back keeps the values', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Primary community')).toHaveCount(0); // still on step 1

    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password', { exact: true }).fill('cobol-1959!');
    await page.getByLabel('Confirm password').fill('cobol-1959!');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Primary community')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please select a community')).toBeVisible();
    await expect(page.getByText('You must agree to the terms')).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Email')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('cobol-1959!');
  });

  test('register → toast, success view, then the dashboard greets the member', async ({ page }) => {
    const m = newMember('Katherine');
    await registerThroughUi(page, m, 'Creatives');
    await expect(toast(page)).toContainText('Registration Successful!');
    await expect(page.getByRole('heading', { name: `Welcome to the Network, ${m.firstName}!` })).toBeVisible();
    // Registration lands on the first-day welcome (issue 30 §2), which leads on to the primary community's dashboard.
    await expect(page).toHaveURL(/\/dashboard\/welcome$/, { timeout: 5000 });
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/creatives$/); // the primary community chosen
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toBeVisible();
    await expect(page.getByTestId('nav-user-name')).toHaveText(m.firstName);

    const rows = await queryTestDb<{ slug: string; status: string; is_primary: boolean }>(
      `SELECT c.slug, uc.status, uc.is_primary FROM users u JOIN user_communities uc ON uc.user_id = u.id JOIN communities c ON c.id = uc.community_id WHERE u.email = $1`,
      [m.email],
    );
    expect(rows).toEqual([{ slug: 'creatives', status: 'approved', is_primary: true }]);
  });

  test('a taken e-mail → "Registration Failed" and still one account', async ({ page, request }) => {
    const m = newMember('Margaret');
    const first = await request.post('/api/register', {
      data: { ...m, confirmPassword: m.password, primaryCommunity: 'educators', agreeToTerms: true },
    });
    expect(first.status()).toBe(201);
    await page.context().clearCookies();

    await registerThroughUi(page, { ...m, email: m.email.toUpperCase(), password: 'another-password-1' });
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(page).toHaveURL(/\/register$/);
    const [{ count }] = await queryTestDb<{ count: string }>('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [m.email]);
    expect(Number(count)).toBe(1);
  });
});

test.describe('Login and logout', () => {
  test('empty fields → Missing information; wrong password → Login failed; right one → dashboard; logout → signed out', async ({
    page,
    request,
  }) => {
    const m = newMember('Dorothy');
    const created = await request.post('/api/register', {
      data: { ...m, confirmPassword: m.password, primaryCommunity: 'students', agreeToTerms: true },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/login');
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join The Network' }).last()).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Missing information');
    await expect(toast(page)).toContainText('Please enter both email and password');

    // show/hide password
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await loginThroughUi(page, m.email, 'wrong-password!');
    await expect(toast(page)).toContainText('Login failed');
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughUi(page, m.email, m.password);
    await expect(page).toHaveURL(/\/dashboard\/students$/); // the member's primary community
    await expect(toast(page)).toContainText('Welcome back!'); // shown after the full redirect (spec §8)
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toBeVisible();

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join Now' })).toBeVisible();
    expect(
      (
        await request.get('/api/auth/user', {
          headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).status(),
    ).toBe(401);
  });

  test('a signed-out visit to a dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard/creatives');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('Membership status on the dashboard', () => {
  test('a pending or rejected membership is said so, not dressed up as a dashboard', async ({ page }) => {
    const m = newMember('Hedy');
    const res = await page.request.post('/api/register', {
      data: { ...m, confirmPassword: m.password, primaryCommunity: 'entrepreneurs', agreeToTerms: true },
    });
    expect(res.status()).toBe(201);
    const setStatus = (status: string) =>
      queryTestDb('UPDATE user_communities SET status = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)', [m.email, status]);

    await setStatus('pending');
    await page.goto('/dashboard/entrepreneurs');
    await expect(page.getByRole('heading', { name: 'Your membership is awaiting approval' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toHaveCount(0);

    await setStatus('rejected');
    await page.goto('/dashboard/entrepreneurs');
    await expect(page.getByRole('heading', { name: 'Your membership was not approved' })).toBeVisible();

    await setStatus('approved');
    await page.goto('/dashboard/entrepreneurs');
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toBeVisible();
    // a community the member never joined offers to join it rather than opening as if they had
    await page.goto('/dashboard/creatives');
    await expect(page.getByRole('button', { name: 'Join this community' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toHaveCount(0);
  });
});
