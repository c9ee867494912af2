import { asNewClient, expect, test } from '../support/test';
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { SITE_ROUTES } from '../support/site-routes';
import { expectEveryFieldNamed, expectNoSeriousViolations, expectVisibleFocus, settle, waitForRealContent } from '../support/axe';
import { fillRegistrationStep1, newMember } from '../support/members';
import { mailedLink, registerMemberByApi, resetLinkFor } from '../support/account-links';
import { queryTestDb } from '../support/db';
import { KEY_PAGES } from '../../tools/browser/first-visit.cjs';

/**
 * Accessibility (issue #6, item 5): axe (WCAG 2.0/2.1 A + AA) on every route of the shell's route table and on the
 * 404 page at 1280 and 390 px, on the open states (drawer, share menu, tabs, an admin dialog, registration step 2),
 * labelled form fields, and keyboard-only walks through /register and the admin gate; the key pages again in the dark
 * theme (DARK_ROUTES). Fails on any violation of impact serious or critical.
 */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const FLAG_KEY = 'adminAuthenticated'; // contracts' ADMIN_FLAG_KEY
const COMMUNITY = 'entrepreneurs';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** A concrete URL for each route pattern (a real slug for the parameterised ones). */
const urlOf = (path: string) => path.replace(':slug', COMMUNITY);

/** Registers a member through the API: the page's cookie jar is then signed in (its primary community: COMMUNITY). */
async function signInNewMember(page: Page) {
  const m = newMember('Alan');
  const res = await page.request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity: COMMUNITY, agreeToTerms: true },
  });
  expect(res.status(), 'POST /api/register').toBe(201);
  return m;
}

/** Opens the admin session through the API and sets the stored flag, as admin.spec.ts does. */
async function openAdminSession(page: Page) {
  const res = await page.request.post('/api/admin/session', { data: { password: ADMIN_PASSWORD } });
  expect(res.status(), 'POST /api/admin/session with the right password').toBe(204);
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), FLAG_KEY);
}

/** /admin/communications has its own per-visit gate: pass it through the form when it shows. */
async function passCommunicationsGate(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Admin (Access|Communications)/ })).toBeVisible();
  if (await page.getByRole('heading', { level: 1, name: 'Admin Access' }).isVisible()) {
    await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Panel' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Communications' })).toBeVisible();
}

/** This worker's server (support/test.ts starts it; known once a test runs). */
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
/** One reset link for both widths (the form does not spend it; forgot-password is limited per IP). */
let resetLink: Promise<string> | undefined;

/**
 * The address each account route is scanned at, in the state that matters: a member's profile; the reset
 * form of a real link; the verified and the changed-address outcomes of real links (the member is signed in).
 */
async function accountUrlOf(page: Page, path: string): Promise<string | undefined> {
  if (path === '/members/:id') return `/members/${(await registerMemberByApi(page.request, 'Alan')).id}`;
  if (path === '/community/:slug/discussions/:id') {
    // A thread of the seeded forum (code blocks, replies, an accepted answer in some).
    const res = await page.request.get(`/api/communities/${COMMUNITY}/threads`);
    expect(res.status(), 'GET the community threads').toBe(200);
    const { items } = (await res.json()) as { items: { id: number }[] };
    expect(items.length, 'the seed has threads').toBeGreaterThan(0);
    return `/community/${COMMUNITY}/discussions/${items[0].id}`;
  }
  // A seeded event; a mentorship of the member signed in (a mentor of their own, in another cookie jar).
  if (path === '/events/:id') return '/events/1';
  // An article page, of the oldest seeded article.
  if (path === '/ai-evolution/:slug') {
    const articles = (await (await page.request.get('/api/articles')).json()) as { slug: string }[];
    return `/ai-evolution/${articles.at(-1)!.slug}`;
  }
  if (path === '/dashboard/mentorships/:id') {
    const other = await playwrightRequest.newContext({ baseURL: origin(), extraHTTPHeaders: asNewClient() });
    try {
      // Mentoring is for members with a confirmed address (the rule book): both are confirmed.
      const grace = await registerMemberByApi(other, 'Grace');
      const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
      await queryTestDb('UPDATE users SET email_verified_at = now() WHERE id = ANY($1)', [[grace.id, me.id]]);
      const profile = await other.put('/api/me/mentor-profile', {
        data: { community: COMMUNITY, expertise: ['prompt engineering'], availability: 'high', maxMentees: 2 },
      });
      expect(profile.status(), 'PUT /api/me/mentor-profile').toBe(200);
      const { id } = ((await profile.json()) as { profile: { id: number } }).profile;
      const asked = await page.request.post(`/api/mentors/${id}/requests`, {
        data: { goal: 'Learn to evaluate our support bot answers.' },
      });
      expect(asked.status(), 'POST /api/mentors/:id/requests').toBe(201);
      return `/dashboard/mentorships/${((await asked.json()) as { id: number }).id}`;
    } finally {
      await other.dispose();
    }
  }
  if (path === '/reset-password') {
    resetLink ??= registerMemberByApi(page.request, 'Alan').then((m) => resetLinkFor(page.request, m.email, origin()));
    return resetLink;
  }
  if (path === '/verify-email') return mailedLink((await registerMemberByApi(page.request, 'Alan')).email, '/verify-email', origin());
  if (path === '/confirm-email') {
    const m = await registerMemberByApi(page.request, 'Alan');
    const address = `alan.new.${Date.now()}@example.com`;
    expect((await page.request.post('/api/me/email', { data: { email: address, password: m.password } })).status()).toBe(202);
    return mailedLink(address, '/confirm-email', origin());
  }
  return undefined;
}

/**
 * The routes scanned again in the dark theme (issue 30 §6), on the page already loaded (the system preference switched
 * with emulateMedia, so no second load): the key pages of tools/browser/first-visit.cjs, and the member's and staff's
 * main pages (dashboard, settings with the theme choice, the admin overview).
 */
const DARK_ROUTES = new Set([
  ...KEY_PAGES.map((p) => p.replace(':thread', ':id').replace(':event', ':id').replace('/entrepreneurs', '/:slug')),
  '/dashboard/:slug',
  '/settings',
  '/admin',
]);
/** The dark palette's page ground (palette.cjs): the scan below is of the dark theme indeed. */
const DARK_GROUND = 'rgb(11, 17, 32)';

/** Switches the page to the system's dark preference and scans it again once its colours have settled. */
async function expectNoSeriousViolationsInDark(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settle(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'the dark palette applies').toBe(DARK_GROUND);
  await expectNoSeriousViolations(page, `${label} in dark`);
}

/** Pages besides the dashboard that only a signed-in member sees (a visitor is sent to /login). */
const MEMBER_ONLY = ['/settings'];

/** The heading that marks each route's real content. */
const READY: Record<string, string | RegExp> = {
  '/settings': 'Settings',
  '/dashboard/mentorships/:id': /^Mentorship with/,
  '/reset-password': 'Choose a new password',
  '/verify-email': 'E-mail address verified',
  '/confirm-email': 'E-mail address changed',
  '/admin': 'Admin Dashboard',
  '/admin/requests': 'Requests',
  '/admin/communications': 'Admin Communications',
};

test('the harness itself: an unlabelled field and an image without alt fail the scan', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await expectNoSeriousViolations(page, 'a broken fixture').then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain('[critical] label');
  expect(failure).toContain('[critical] image-alt');
  expect(failure).toContain('https://dequeuniversity.com/rules/axe/');
});

test.beforeAll(() => {
  expect(ADMIN_PASSWORD, 'set E2E_ADMIN_PASSWORD to the ADMIN_PASSWORD the test server runs with').not.toBe('');
});

for (const vp of VIEWPORTS) {
  test.describe(`axe on every route at ${vp.width} px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const route of SITE_ROUTES) {
      test(`${route.path} (${route.remote})`, async ({ page }) => {
        if (route.path.startsWith('/dashboard/') || MEMBER_ONLY.includes(route.path)) await signInNewMember(page);
        if (route.path.startsWith('/admin')) await openAdminSession(page);
        await page.goto((await accountUrlOf(page, route.path)) ?? urlOf(route.path));
        if (route.path === '/admin/communications') await passCommunicationsGate(page);
        const heading = READY[route.path];
        await waitForRealContent(page, heading ? page.getByRole('heading', { level: 1, name: heading }) : undefined);
        if (route.path === '/dashboard/:slug') await expect(page.getByText(/Welcome back, Alan!/).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${route.path} at ${vp.width} px`);
        if (DARK_ROUTES.has(route.path)) await expectNoSeriousViolationsInDark(page, `${route.path} at ${vp.width} px`);
      });
    }

    test('the 404 page', async ({ page }) => {
      await page.goto('/no/such/page');
      await waitForRealContent(page, page.getByRole('heading', { name: '404 Page Not Found' }));
      await expectNoSeriousViolations(page, `404 at ${vp.width} px`);
      await expectNoSeriousViolationsInDark(page, `404 at ${vp.width} px`);
    });

    test('the admin gates themselves (/admin, /admin/communications)', async ({ page }) => {
      for (const path of ['/admin', '/admin/communications']) {
        await page.goto(path);
        await waitForRealContent(page, page.getByRole('heading', { level: 1, name: 'Admin Access' }));
        await expectNoSeriousViolations(page, `gate of ${path} at ${vp.width} px`);
      }
    });
  });
}

test.describe('axe on open states', () => {
  test.slow(); // several full-page scans per test on a small machine
  test('mobile drawer (390 px, "Open menu")', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/community');
    await waitForRealContent(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Join The Network' })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'open mobile drawer');
  });

  test('Share Community dropdown', async ({ page }) => {
    await page.goto(`/community/${COMMUNITY}`);
    await waitForRealContent(page);
    await page.getByRole('button', { name: 'Share Community' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'open Share Community menu');
  });

  test('each tab of the community detail page', async ({ page }) => {
    await page.goto(`/community/${COMMUNITY}`);
    await waitForRealContent(page);
    const names = await page.getByRole('tab').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await waitForRealContent(page, page.getByRole('tabpanel'));
      await expectNoSeriousViolations(page, `community detail, tab ${name}`);
    }
  });

  test('each tab of the community engagement page', async ({ page }) => {
    await page.goto('/community-engagement');
    await waitForRealContent(page);
    const names = await page.getByRole('tab').allTextContents();
    expect(names.length).toBe(4);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await waitForRealContent(page, page.getByRole('tabpanel'));
      await expectNoSeriousViolations(page, `engagement, tab ${name}`);
    }
  });

  test('each tab of the admin dashboard and an admin Create dialog', async ({ page }) => {
    await openAdminSession(page);
    await page.goto('/admin');
    await waitForRealContent(page, page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    for (const name of ['Overview', 'Members', 'Events', 'Articles', 'Trends', 'Challenges', 'Spotlights', 'Moderation']) {
      await page.getByRole('tab', { name }).click();
      await waitForRealContent(page, page.getByRole('tabpanel'));
      await expectNoSeriousViolations(page, `admin dashboard, tab ${name}`);
    }
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await expect(dialog).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'admin Create Event dialog');
    expect(await expectEveryFieldNamed(page, dialog)).toBeGreaterThan(0);
    // The validation messages are announced next to their fields, still without violations.
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'admin Create Event dialog with errors');
  });

  test('registration step 2 (and step 1 with its validation messages)', async ({ page }) => {
    await page.goto('/register');
    await waitForRealContent(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, 'registration step 1 with errors');
    await fillRegistrationStep1(page, newMember('Grace'));
    await waitForRealContent(page);
    await expectNoSeriousViolations(page, 'registration step 2');
    expect(await expectEveryFieldNamed(page, page.getByRole('main'))).toBeGreaterThan(2);
  });
});

test.describe('every form field has an accessible name', () => {
  const FORM_PAGES = ['/register', '/login', '/events', '/demo', '/ai-agent', '/admin'];
  for (const path of FORM_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForRealContent(page);
      const checked = await expectEveryFieldNamed(page, page.getByRole('main'));
      expect(checked, `form fields found on ${path}`).toBeGreaterThan(0);
    });
  }

  test('/admin/communications (after its gate)', async ({ page }) => {
    await openAdminSession(page);
    await page.goto('/admin/communications');
    await passCommunicationsGate(page);
    await waitForRealContent(page, page.getByRole('heading', { level: 1, name: 'Admin Communications' }));
    expect(await expectEveryFieldNamed(page, page.getByRole('main'))).toBeGreaterThan(0);
  });
});

/** Presses Tab until `target` has the focus (at most `max` presses); fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target} within ${max} presses`);
}

test.describe('keyboard only', () => {
  test('/register: Tab to every field, type, Enter on Next, pick a community, Space on the terms, Enter → success view', async ({
    page,
  }) => {
    const m = newMember('Ida');
    await page.goto('/register');
    await waitForRealContent(page);

    const fields: [Locator, string][] = [
      [page.getByLabel('First name'), m.firstName],
      [page.getByLabel('Last name'), m.lastName],
      [page.getByLabel('Email'), m.email],
      [page.getByLabel('Password', { exact: true }), m.password],
      [page.getByLabel('Confirm password'), m.password],
    ];
    for (const [i, [field, value]] of fields.entries()) {
      await tabTo(page, field);
      if (i === 0) await expectVisibleFocus(page);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    const next = page.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    const community = page.getByLabel('Primary community');
    await expect(community).toBeEnabled();
    await tabTo(page, community);
    await expectVisibleFocus(page);
    await page.keyboard.type('Creatives');
    await expect(community).toHaveValue('creatives');

    const terms = page.getByLabel(/I agree to the/);
    await tabTo(page, terms);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();

    const submit = page.getByRole('button', { name: 'Create Account' });
    await tabTo(page, submit);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Welcome to the Network, ${m.firstName}!` })).toBeVisible();
  });

  test('/admin gate: Tab to the password, type it, Enter → Admin Dashboard', async ({ page }) => {
    await page.goto('/admin');
    await waitForRealContent(page, page.getByRole('heading', { level: 1, name: 'Admin Access' }));
    const password = page.getByLabel('Admin password');
    await tabTo(page, password);
    await expectVisibleFocus(page);
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The tabs are reachable and operable from the keyboard too.
    const overview = page.getByRole('tab', { name: 'Overview' });
    await tabTo(page, overview);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  });
});
