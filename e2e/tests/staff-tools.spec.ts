import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { ADMIN_PASSWORD, openAdminSession } from '../support/admin';
import { expectNoSeriousViolations, settle, waitForRealContent } from '../support/axe';
import { twoFrames } from '../support/network';
import { queryTestDb, testDatabaseUrl } from '../support/db';
import { forumMember, shootBothWidths, uniqueWord } from '../support/discussions';
import { waitForMail } from '../support/mail';
import { newMember } from '../support/members';
import { registerMemberByApi } from '../support/account-links';
import { stopProcess } from '../support/processes';

/**
 * Staff tools in the browser: a trend edited, unfeatured and deleted in the admin area, and the public page
 * following on the next request on a second replica of the API (another process on the same database); an article
 * with an uploaded image, pre-rendered with srcset; a member suspended (no sign-in, the reason by e-mail); the audit
 * log naming who did each action; two staff editing one article, the second told of the conflict. Screenshots of the
 * new admin screens at 1280 and 390 px go to test-results/shots/issue-16 (never into the repository).
 */
test.describe.configure({ timeout: 240_000 });
const SHOTS = 'test-results/shots/issue-16';
/** The notification area's toasts. CSS, not roles: while a modal dialog is open the rest of the page is aria-hidden. */
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li');
const ROOT = resolve(__dirname, '../..');
const CONFLICT = 'Someone else changed this since you opened it. Reload to see their changes, then edit again.';

let replica: ChildProcess | undefined;
let replicaUrl = '';

/** A second API replica: the same build, the same database, its own port and process. */
async function startReplica(): Promise<string> {
  if (replica) return replicaUrl;
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
  replica = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(), // this worker's database
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  replica.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  replica.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  replicaUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (replica?.exitCode !== null) throw new Error(`the replica exited: ${log.join('').slice(-2000)}`);
        return (await fetch(`${replicaUrl}/api/health`).catch(() => null))?.status ?? 0;
      },
      { timeout: 60_000, message: 'replica up' },
    )
    .toBe(200);
  return replicaUrl;
}
test.afterAll(async () => {
  await stopProcess(replica, 15_000);
  replica = undefined;
});

/** The AI Evolution page as the second replica serves it (pre-rendered HTML, no JavaScript run). */
const evolutionOnReplica = async () => (await fetch(`${replicaUrl}/ai-evolution`)).text();

async function trendsTab(page: Page, search: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Trends' }).click();
  await page.getByRole('searchbox', { name: 'Search trends' }).fill(search);
  await expect(page.getByRole('table', { name: 'Trends' }).getByRole('row')).toHaveCount(2);
}

/** A staff member with their own account (role admin), signed in in `page`'s context. */
async function staffMember(browser: Browser, firstName: string) {
  const m = newMember(firstName);
  const context = await newClientContext(browser);
  const page = await context.newPage();
  const res = await page.request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity: 'entrepreneurs', additionalCommunities: [], agreeToTerms: true },
  });
  expect(res.status()).toBe(201);
  await queryTestDb(`UPDATE users SET role = 'admin', email_verified_at = now() WHERE email = $1`, [m.email]);
  return { ...m, page, context, name: `${firstName} L.` };
}

/** Goes to `path` in a page made outside the suite's fixture, and waits until the app is live (hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function shootDialog(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await twoFrames(page); // laid out and painted at the new width
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a trend edited, unfeatured and deleted in the admin area: the public page follows on the next request on another replica', async ({
  page,
}) => {
  const base = await startReplica();
  const title = `Agents everywhere ${uniqueWord('t')}`;
  await openAdminSession(page);
  const created = await page.request.post('/api/trends', {
    data: { title, discussionCount: 3, url: 'https://example.com/agents', source: 'Hacker News', trendType: 'Tools' },
  });
  expect(created.status()).toBe(201);

  await trendsTab(page, title);
  await page.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(toasts(page).filter({ hasText: 'The trend is featured' })).toBeVisible();
  await expect.poll(async () => (await evolutionOnReplica()).includes(title), { timeout: 5_000 }).toBe(true);
  await shootBothWidths(page, SHOTS, 'admin-trends');

  // Edit: the dialog holds every field the public page shows.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit trend' });
  await expect(dialog.getByLabel('Source')).toHaveValue('Hacker News');
  await shootDialog(page, 'admin-edit-trend');
  await dialog.getByLabel('Title').fill(`${title} (edited)`);
  await dialog.getByLabel('Discussions').fill('42');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await evolutionOnReplica()).includes(`${title} (edited)`), { timeout: 5_000 }).toBe(true);

  // Unfeature: it no longer leads the list.
  await page.getByRole('button', { name: `Unfeature ${title} (edited)` }).click();
  await expect(toasts(page).filter({ hasText: 'no longer featured' })).toBeVisible();
  const [{ first }] = await queryTestDb<{ first: string }>(
    `SELECT title AS first FROM trends WHERE published AND deleted_at IS NULL ORDER BY featured DESC, discussion_count DESC, id LIMIT 1`,
  );
  await expect.poll(async () => (await (await fetch(`${base}/api/trends`)).json())[0].title, { timeout: 5_000 }).toBe(first);

  // Delete, with a confirmation: gone from the public page at once, kept under Archived.
  await page.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this trend?' });
  await expect(confirm).toContainText('restore it');
  await shootDialog(page, 'admin-delete-trend');
  await confirm.getByRole('button', { name: 'Delete trend' }).click();
  await expect(toasts(page).filter({ hasText: 'The trend was deleted' })).toBeVisible();
  await expect.poll(async () => (await evolutionOnReplica()).includes(title), { timeout: 5_000 }).toBe(false);
  await page.getByLabel('Show').selectOption('archived');
  await expect(page.getByRole('button', { name: `Restore ${title} (edited)` })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin trends (archived)');
});

test('an article with an uploaded image: its page is pre-rendered with srcset, and Read Full Article opens it', async ({ page }) => {
  const title = `Prompt injection, explained ${uniqueWord('a')}`;
  const photo = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#6d28d9' } })
    .composite([{ input: Buffer.from('<svg width="2000" height="1125"><circle cx="1000" cy="560" r="400" fill="#f59e0b"/></svg>') }])
    .jpeg()
    .toBuffer();
  await openAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Create Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Excerpt').fill('What it is, and how to defend against it.');
  await dialog
    .getByLabel('Content')
    .fill('## What it is\n\nText that **instructs** the model.\n\n## Defences\n\n- isolate untrusted input\n- least privilege');
  await dialog.getByTestId('image-file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByLabel('Image (optional)')).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.480-960-1600\/1600\.webp$/);
  await expect(dialog.locator('img')).toBeVisible();
  await shootDialog(page, 'admin-create-article-upload');
  await dialog.getByLabel('Featured article').check();
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(toasts(page).filter({ hasText: 'Article Created' })).toBeVisible();

  const [{ slug }] = await queryTestDb<{ slug: string }>(`SELECT slug FROM articles WHERE title = $1`, [title]);
  const html = await (await page.request.get(`/ai-evolution/${slug}`)).text();
  expect(html).toContain(title);
  expect(html).toMatch(/<source type="image\/avif" srcSet="\/uploads\/[0-9a-f]{64}\.480-960-1600\/480\.avif 480w, [^"]+960w, [^"]+1600w"/i);
  expect(html).toContain('<h3>Defences</h3>');

  // From the AI Evolution page: the featured card's "Read Full Article" opens the article.
  await page.goto('/ai-evolution');
  await page.getByTestId('featured-article').getByRole('link', { name: 'Read Full Article' }).click();
  await expect(page).toHaveURL(new RegExp(`/ai-evolution/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const image = page.getByTestId('article').locator('picture img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/.+\.(avif|webp)$/);
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, 'article page');
  await shootBothWidths(page, SHOTS, 'article-page');
});

test('a member suspended in the Members tab cannot sign in, and the reason e-mail arrives', async ({ browser, page }) => {
  const m = newMember('Suki');
  const visitor = await newClientContext(browser);
  const res = await visitor.request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity: 'creatives', additionalCommunities: [], agreeToTerms: true },
  });
  expect(res.status()).toBe(201);
  await visitor.close();

  await openAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search members by name or e-mail' }).fill(m.email);
  const directory = page.getByRole('table', { name: 'Members' });
  await expect(directory.getByRole('row')).toHaveCount(2);
  await shootBothWidths(page, SHOTS, 'admin-members');
  await directory.getByRole('button', { name: `Manage ${m.firstName} ${m.lastName}` }).click();
  const panel = page.getByRole('dialog', { name: `${m.firstName} ${m.lastName}` });
  await expect(panel.getByText('Creatives · approved · primary')).toBeVisible();
  await shootDialog(page, 'admin-member');
  await panel.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${m.firstName} ${m.lastName}?` });
  await suspend.getByLabel('For').selectOption('14');
  await suspend.getByLabel('Reason (sent to the member)').fill('Repeated self-promotion in every thread');
  await shootDialog(page, 'admin-suspend');
  await suspend.getByRole('button', { name: 'Suspend member' }).click();
  await expect(toasts(page).filter({ hasText: `${m.firstName} ${m.lastName} is suspended` })).toBeVisible();

  const mail = await waitForMail(m.email, (x) => x.subject.includes('suspended'));
  expect(mail.text).toContain('Repeated self-promotion in every thread');
  const them = await browser.newPage();
  await signIn(them, m.email, m.password);
  await expect(them.getByText(/This account is suspended until \d{1,2} \w+ \d{4}\./).first()).toBeVisible();
  await expect(them).toHaveURL(/\/login/);
  await them.close();
});

test('two staff editing the same article: the second is told of the conflict; the audit log names each author', async ({
  browser,
  page,
}) => {
  const title = `Conflicted article ${uniqueWord('c')}`;
  await openAdminSession(page);
  expect((await page.request.post('/api/articles', { data: { title, excerpt: 'First words.', content: 'Body.' } })).status()).toBe(201);

  // Grace signs in with her own account: /admin opens without the shared password.
  const grace = await staffMember(browser, 'Grace');
  await signIn(grace.page, grace.email, grace.password);
  await expect(grace.page).toHaveURL(/\/dashboard/);
  await visit(grace.page, '/admin');
  await expect(grace.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const openEdit = async (p: Page) => {
    await p.getByRole('tab', { name: 'Articles' }).click();
    await p.getByRole('searchbox', { name: 'Search articles' }).fill(title);
    await expect(p.getByRole('table', { name: 'Articles' }).getByRole('row')).toHaveCount(2);
    await p.getByRole('button', { name: `Edit ${title}` }).click();
    return p.getByRole('dialog', { name: 'Edit article' });
  };
  await page.goto('/admin');
  const mine = await openEdit(page);
  const hers = await openEdit(grace.page);
  await hers.getByLabel('Excerpt').fill('Grace got here first.');
  await hers.getByRole('button', { name: 'Save changes' }).click();
  await expect(hers).toBeHidden();
  await mine.getByLabel('Excerpt').fill('And then the shared password wrote this.');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByRole('alert')).toHaveText(CONFLICT);
  await shootDialog(page, 'admin-edit-conflict');
  const [{ excerpt }] = await queryTestDb<{ excerpt: string }>(`SELECT excerpt FROM articles WHERE title = $1`, [title]);
  expect(excerpt).toBe('Grace got here first.');
  await mine.getByRole('button', { name: 'Cancel' }).click();

  // Grace features it; the Audit tab shows each action with its author.
  await grace.page.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(toasts(grace.page).filter({ hasText: 'The article is featured' })).toBeVisible();
  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.getByLabel('Record').selectOption('article');
  const audit = page.getByRole('table', { name: 'Audit log' });
  const row = (action: string, who: string) =>
    audit.getByRole('row').filter({ hasText: action }).filter({ hasText: who }).filter({ hasText: title });
  await expect(row('article.update', grace.name).filter({ hasText: 'Featured' })).toHaveCount(1);
  await expect(row('article.update', grace.name).filter({ hasText: 'Edited (excerpt)' })).toHaveCount(1);
  await expect(row('article.create', 'Shared password')).toHaveCount(1);
  await audit.getByRole('row').filter({ hasText: 'Edited (excerpt)' }).first().getByText('1 field').click();
  await expect(audit.getByRole('row').filter({ hasText: 'Edited (excerpt)' }).first()).toContainText('Grace got here first.');
  await expectNoSeriousViolations(page, 'admin audit');
  await shootBothWidths(page, SHOTS, 'admin-audit');
  await grace.context.close();
});

test('the approval queue: pages of 20 and a bulk approval; Recent Activity shows a new registration without a reload', async ({
  browser,
  page,
}) => {
  const word = uniqueWord('q');
  // 22 applications: registrations are limited per IP (10 a minute), so one is registered and 21 more are made from it
  // in the database (same password hash, own names and addresses), all pending and the oldest of all, in order.
  const visitor = await newClientContext(browser);
  const first = await registerMemberByApi(visitor.request, `Queue0${word}`, 'educators');
  const columns = (
    await queryTestDb<{ c: string }>(
      `SELECT quote_ident(column_name) AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'users' AND column_name NOT IN ('id', 'email', 'first_name') AND is_generated = 'NEVER'`,
    )
  ).map((r) => r.c);
  const emails = [first.email];
  for (let i = 1; i < 22; i++) {
    const email = `queue${i}.${word}@example.com`;
    await queryTestDb(
      `WITH u AS (INSERT INTO users (email, first_name, ${columns.join(', ')}) SELECT $2, $3, ${columns.join(', ')} FROM users WHERE id = $1 RETURNING id)
       INSERT INTO user_communities (user_id, community_id, is_primary, status) SELECT u.id, c.id, true, 'pending' FROM u, communities c WHERE c.slug = 'educators'`,
      [first.id, email, `Queue${i}${word}`],
    );
    emails.push(email);
  }
  await queryTestDb(
    `UPDATE user_communities uc SET status = 'pending', joined_at = timestamptz '2001-01-01' + make_interval(mins => array_position($1::text[], u.email))
       FROM users u WHERE u.id = uc.user_id AND u.email = ANY($1::text[])`,
    [emails],
  );
  await openAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Members' }).click();
  const queue = page.getByRole('table', { name: 'Pending Member Applications' });
  await expect(queue.getByRole('row')).toHaveCount(21); // a header and 20 applications
  const pages = page.getByRole('navigation', { name: 'Application pages' });
  await expect(pages).toContainText(/Page 1 of \d+ · \d+ waiting/);
  // The next page holds the two youngest of these applications; back to the first.
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText(/Page 2 of/);
  await expect(queue.getByRole('row').filter({ hasText: `Queue21${word}` })).toHaveCount(1);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(queue.getByRole('row').filter({ hasText: `Queue0${word}` })).toHaveCount(1);

  for (const i of [0, 1, 2]) await page.getByRole('checkbox', { name: new RegExp(`^Select Queue${i}${word} `) }).check();
  await expect(page.getByTestId('pending-bulk')).toContainText('3 applications selected');
  await shootBothWidths(page, SHOTS, 'admin-approval-queue');
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(toasts(page).filter({ hasText: '3 applications approved.' })).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: `Queue0${word}` })).toHaveCount(0);
  const statusOf = async () =>
    (
      await queryTestDb<{ status: string }>(
        `SELECT uc.status FROM user_communities uc JOIN users u ON u.id = uc.user_id WHERE u.email = ANY($1::text[]) ORDER BY uc.joined_at`,
        [emails],
      )
    ).map((r) => r.status);
  expect(await statusOf()).toEqual([...Array(3).fill('approved'), ...Array(19).fill('pending')]);

  // The rest of them, ticked on the page, rejected at once (the applications of other tests left as they are).
  await expect(queue.getByRole('row').filter({ hasText: `Queue21${word}` })).toHaveCount(1);
  for (let i = 3; i < 22; i++) await page.getByRole('checkbox', { name: new RegExp(`^Select Queue${i}${word} `) }).check();
  await expect(page.getByTestId('pending-bulk')).toContainText('19 applications selected');
  await page.getByRole('button', { name: 'Reject selected' }).click();
  await expect(toasts(page).filter({ hasText: '19 applications declined.' })).toBeVisible();
  expect(await statusOf()).toEqual([...Array(3).fill('approved'), ...Array(19).fill('rejected')]);
  await expectNoSeriousViolations(page, 'admin approval queue');

  // Recent Activity follows the bus: a registration appears while the Overview is open (the page polls only every minute).
  await page.getByRole('tab', { name: 'Overview' }).click();
  const activity = page.getByTestId('recent-activity');
  await expect(activity).toBeVisible();
  const late = await registerMemberByApi(visitor.request, `Live${word}`, 'students');
  await expect(activity.getByText(`${late.firstName} ${late.lastName.charAt(0)}. joined`)).toBeVisible({ timeout: 10_000 });
  await visitor.close();
});

test('challenges in the admin list (feature, delete) and a spotlight given an uploaded image that shows on the dashboard', async ({
  browser,
  page,
}) => {
  const title = `Audit sprint ${uniqueWord('ch')}`;
  await openAdminSession(page);
  const created = await page.request.post('/api/challenges', {
    data: {
      community: 'entrepreneurs',
      title,
      brief: 'Write a **prompt** that plans a week of meals.',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await page.getByRole('searchbox', { name: 'Search challenges' }).fill(title);
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Running');
  await page.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(toasts(page).filter({ hasText: 'The challenge is featured' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'admin-challenges');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this challenge?' }).getByRole('button', { name: 'Delete challenge' }).click();
  await expect(toasts(page).filter({ hasText: 'The challenge was deleted' })).toBeVisible();
  expect((await page.request.get(`/api/challenges/${(await created.json()).id}`)).status()).toBe(404);

  // A member's spotlight, approved; staff give it an uploaded image, which the dashboard then shows.
  const ada = await forumMember(browser, 'Ada');
  const story = `Spotlight ${uniqueWord('s')}`;
  const sent = await ada.context.request.post('/api/spotlights', {
    data: {
      community: 'entrepreneurs',
      title: story,
      story: 'I built a meal planner with an LLM that cut our weekly food waste by half, and shared the prompts.',
      aiToolsUsed: ['ChatGPT'],
      results: 'Half the waste',
    },
  });
  expect(sent.status()).toBe(201);
  expect(
    (await page.request.post(`/api/admin/spotlights/${(await sent.json()).id}/review`, { data: { action: 'approve' } })).status(),
  ).toBe(200);
  await page.getByRole('tab', { name: 'Spotlights' }).click();
  await page.getByRole('button', { name: 'Approved' }).click();
  await page.getByRole('button', { name: `Image of ${story}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Spotlight image' });
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await dialog.getByTestId('image-file').setInputFiles({ name: 'story.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('textbox', { name: 'Image' })).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.480-960-1600\/1600\.webp$/);
  await shootDialog(page, 'admin-spotlight-image');
  await dialog.getByRole('button', { name: 'Save image' }).click();
  await expect(toasts(page).filter({ hasText: 'Image saved' })).toBeVisible();
  await expect(page.getByTestId('spotlights-table').getByRole('row').filter({ hasText: story }).locator('picture img')).toBeVisible();
  await expectNoSeriousViolations(page, 'admin spotlights');

  await visit(ada.page, '/dashboard/entrepreneurs');
  await ada.page.getByRole('tab', { name: 'Spotlights' }).click();
  const card = ada.page.getByTestId('spotlight-card').filter({ hasText: story });
  await expect(card.locator('picture img')).toHaveJSProperty('complete', true);
  expect(await card.locator('picture img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/.+\.(avif|webp)$/);
  await shootBothWidths(ada.page, SHOTS, 'dashboard-spotlight-image');
  await ada.context.close();
});

test('the requests inbox: a demo request answered by e-mail from the template, an event request handled with a note, CSV; the settings', async ({
  page,
}) => {
  const word = uniqueWord('r');
  const name = `Inbox Visitor ${word}`;
  const email = `demo.${word}@example.com`;
  const demo = await page.request.post('/api/demo-requests', {
    data: {
      name,
      email,
      communityInterest: 'creatives',
      preferredTime: 'midday',
      specificInterests: ['Industry Insights'],
      agreeToContact: true,
    },
  });
  expect(demo.status()).toBe(201);
  const { confirmationId } = (await demo.json()) as { confirmationId: string };
  const title = `Inbox workshop ${word}`;
  const event = await page.request.post('/api/event-requests', {
    data: {
      eventType: 'workshop',
      title,
      description: 'A hands-on prompting workshop for shop owners.',
      preferredLocation: 'Leeds',
      contactEmail: `events.${word}@example.com`,
    },
  });
  expect(event.status()).toBe(201);

  // The Overview counts what waits.
  await openAdminSession(page);
  await page.goto('/admin');
  await expect(page.getByTestId('waiting-requests')).toContainText(/[1-9]\d* request/);
  await expect(page.getByTestId('recent-activity')).toContainText(`Demo request from ${name}`);
  await shootBothWidths(page, SHOTS, 'admin-overview');

  await page.goto('/admin/requests');
  const card = page.getByTestId('event-request').filter({ hasText: title });
  await card.getByRole('button', { name: `Mark handled ${title}` }).click();
  const handle = page.getByRole('dialog', { name: `Mark handled: ${title}` });
  await handle.getByLabel('Note (optional)').fill('Booked the Leeds library room for 3 March.');
  await handle.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toasts(page).filter({ hasText: 'is handled' })).toBeVisible();
  await expect(card).toContainText('Handled by Shared password');
  await expect(card).toContainText('Booked the Leeds library room for 3 March.');
  await shootBothWidths(page, SHOTS, 'admin-requests');

  await page.getByRole('tab', { name: /Demo Requests/ }).click();
  const demoCard = page.getByTestId('demo-request').filter({ hasText: name });
  await demoCard.getByRole('button', { name: `Reply by e-mail to ${name}` }).click();
  const reply = page.getByRole('dialog', { name: `Reply to ${name}` });
  await expect(reply.getByLabel('Message')).toHaveValue(new RegExp(`^Hi ${name},`));
  await shootDialog(page, 'admin-demo-reply');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(toasts(page).filter({ hasText: 'Reply sent' })).toBeVisible();
  const mail = await waitForMail(email, (m) => m.text.includes(confirmationId));
  expect(mail.text).toContain(`Hi ${name},`);
  await expect(demoCard).toContainText('Handled by Shared password');
  const csv = await page.request.get('/api/admin/requests/demo-requests?format=csv');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(email);
  await expectNoSeriousViolations(page, 'admin requests');

  // Communications: the settings are real, and saved at once.
  await page.goto('/admin/communications');
  const gate = page.getByLabel('Admin password');
  const settings = page.getByTestId('notification-settings');
  // The gate shows once the page knows the staff session is gone; else the panel (isVisible does not wait).
  await expect(gate.or(settings)).toBeVisible();
  if (await gate.isVisible()) {
    await gate.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Panel' }).click();
  }
  const onApproval = settings.getByRole('checkbox', { name: 'Send the welcome e-mail when a membership is approved' });
  await expect(onApproval).not.toBeChecked();
  await onApproval.check();
  await expect(toasts(page).filter({ hasText: 'Welcome e-mails go out on approval' })).toBeVisible();
  await expect
    .poll(async () => (await queryTestDb<{ v: unknown }>(`SELECT value AS v FROM site_settings WHERE key = 'welcomeOnApproval'`))[0]?.v)
    .toBe(true);
  await shootBothWidths(page, SHOTS, 'admin-communications');
  await onApproval.uncheck();
  await expect(toasts(page).filter({ hasText: 'Welcome e-mails are sent by hand' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin communications');
});
