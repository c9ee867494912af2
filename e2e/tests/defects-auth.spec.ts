import { expect, test } from '../support/test';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle } from '../support/axe';
import { loginThroughUi, newMember } from '../support/members';
import { toasts } from '../support/toast';
import { twoFrames } from '../support/network';

/** The defects a new user met around signing in, toasts and the dashboard. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The control is not under the toast, and a click at its centre reaches it (nothing else is on top). */
async function expectNotCovered(control: Locator, toast: Locator) {
  await expect(control).toBeVisible();
  await settled(toast);
  const [controlBox, toastBox] = [await control.boundingBox(), await toast.boundingBox()];
  expect(controlBox && toastBox, 'both have a box').toBeTruthy();
  expect(overlaps(controlBox!, toastBox!), 'the toast overlaps the control').toBe(false);
  expect(await reachable(control), 'elementFromPoint at the centre is the control').toBe(true);
}

/** Whether a click at the control's centre lands on it. */
const reachable = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

/** Waits for the toast's slide-in to end, so its box is where it stays. */
async function settled(toast: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** The toast by CSS: with the drawer open (a modal dialog) the rest of the page is aria-hidden, so role queries miss it. */
const toastElement = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li').first();

async function registerByApi(page: Page, firstName: string) {
  const m = newMember(firstName);
  const res = await page.request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity: 'entrepreneurs', agreeToTerms: true },
  });
  expect(res.status(), 'POST /api/register').toBe(201);
  return m;
}

async function failLogin(page: Page) {
  await loginThroughUi(page, `nobody.${Date.now()}@example.com`, 'wrong-password!');
  await expect(toasts(page)).toContainText('Login failed');
}

test.describe('Toasts never cover the nav bar', () => {
  test('1280 px: a toast leaves Login, Join Now and (signed in) Logout visible and clickable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await failLogin(page);
    const header = page.getByRole('banner');
    await expectNotCovered(header.getByRole('link', { name: 'Login' }), toasts(page).first());
    await expectNotCovered(header.getByRole('link', { name: 'Join Now' }), toasts(page).first());
    await settle(page);
    await expectNoSeriousViolations(page, '/login with a toast');

    const m = await registerByApi(page, 'Toastie');
    await page.request.post('/api/logout');
    await loginThroughUi(page, m.email, m.password);
    await expect(toasts(page)).toContainText('Welcome back!');
    await expectNotCovered(header.getByRole('button', { name: 'Logout' }), toasts(page).first());
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("390 px: a toast leaves the menu button and the drawer's Login and Join The Network clickable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await failLogin(page);
    const toast = toastElement(page);
    await expectNotCovered(page.getByRole('button', { name: 'Open menu' }), toast);
    await settled(toast);
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.x, 'inside the screen with a margin').toBeGreaterThan(0);
    expect(toastBox.x + toastBox.width).toBeLessThan(390);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    // The drawer's Login and Join The Network sit at its bottom, where the toast is: the open drawer goes over it.
    await expect(toast).toBeAttached();
    for (const name of ['Login', 'Join The Network']) {
      const link = drawer.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect
        .poll(() => reachable(link), { message: `${name}: elementFromPoint at the centre is the link (once the drawer has slid in)` })
        .toBe(true);
    }
  });
});

test.describe('Login', () => {
  test('"Welcome back!" shows on the page the redirect lands on, once: not again on reload', async ({ page }) => {
    const m = await registerByApi(page, 'Wendy');
    await page.request.post('/api/logout');
    await loginThroughUi(page, m.email, m.password);
    await expect(page).toHaveURL(/\/dashboard\/entrepreneurs$/);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Welcome back!');

    await page.reload();
    await expect(page.getByText(`Welcome back, ${m.firstName}!`)).toBeVisible();
    // The shell shows a pending toast from the effects of its first commit, the one that marks the page live (reload
    // waited for it): two frames later it would be on screen, and it is no longer pending.
    await twoFrames(page);
    expect(await page.evaluate(() => sessionStorage.getItem('cci:pending-toast'))).toBeNull();
    await expect(page.getByText('Welcome back!', { exact: true })).toHaveCount(0);
  });

  test("an invalid e-mail shows the field's message, sends nothing and toasts nothing", async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') logins.push(r.method());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('some-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email address');
    await twoFrames(page); // a toast of the same submit would be painted by now
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByText('Validation failed')).toHaveCount(0);
    expect(logins).toEqual([]);
    await expectNoSeriousViolations(page, '/login with a field message');
  });

  test('a 400 with field messages from the server goes under the fields, not into a toast', async ({ page }) => {
    await page.route('**/api/login', (route) =>
      route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          errors: { email: 'Please enter a valid email address' },
        },
      }),
    );
    await loginThroughUi(page, 'someone@example.com', 'some-password');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await twoFrames(page); // the answer is handled (the field shows its message): a toast of it would be painted by now
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('Dashboard of a community that does not exist', () => {
  test('signed in: "Community Not Found" with ways back; a real slug still opens its dashboard', async ({ page }) => {
    const m = await registerByApi(page, 'Nora');
    await page.goto('/dashboard/no-such-slug');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Community Not Found' })).toBeVisible();
    await expect(main.getByText("The community you're looking for doesn't exist.")).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Community' })).toHaveCount(0);
    await expect(main.getByText(`Welcome back, ${m.firstName}!`)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Browse all communities' })).toHaveAttribute('href', '/community');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousViolations(page, `/dashboard/no-such-slug at ${width} px`);
    }
    await main.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/entrepreneurs$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();

    // Another real community (not joined: the page offers to join it) is found too, under its own name.
    await page.goto('/dashboard/creatives');
    await expect(main.getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Join this community' })).toBeVisible();
  });

  test('signed out: still the sign-in flow', async ({ page }) => {
    await page.goto('/dashboard/no-such-slug');
    await expect(page).toHaveURL(/\/login$/);
  });
});
