import type { AppNotification, ModerationItem, NotificationList, ThreadPage } from '@cci/contracts';
import { mkdirSync } from 'node:fs';
import { expect, newClientContext, test, type Page } from '../support/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { openAdminSession } from '../support/admin';
import { expectNoSeriousViolations, expectVisibleFocus, waitForRealContent } from '../support/axe';
import {
  createReplyByApi,
  createThreadByApi,
  forumMember,
  scrollsSideways,
  spacePosts,
  threadUrl,
  uniqueWord,
} from '../support/discussions';
import { toasts } from '../support/toast';

/**
 * The guidelines' four steps in the browser against the real API and PostgreSQL: a member reports a
 * post → staff review it in the admin dashboard's Moderation tab → act → the author and the reporter are told.
 * Also: three reports from distinct members hide a post until review. Screenshots go to /tmp/shots-h6.
 */
const SHOTS = '/tmp/shots-h6';
const COMMUNITY = 'creatives';
/** The API's refusal of a dismiss once no report is open (api/src/moderation/moderation.service.ts). */
const NO_OPEN_REPORTS = 'This post has no open reports to dismiss';
test.describe.configure({ timeout: 180_000 });

/** A page of a context other than the fixture's: wait for hydration ourselves (support/test.ts does it for `page`). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await waitForRealContent(page);
}

async function adminModerationTab(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await newClientContext(browser, { viewport });
  const page = await context.newPage();
  await openAdminSession(page);
  await open(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: /^Moderation/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Moderation' })).toBeVisible();
  await waitForRealContent(page, page.getByRole('tabpanel'));
  return { context, page };
}

const queueItem = (page: Page, kind: 'thread' | 'reply', id: number) =>
  page.locator(`[data-testid="moderation-item"][data-post="${kind}-${id}"]`);

async function notifications(request: APIRequestContext): Promise<NotificationList> {
  const res = await request.get('/api/notifications');
  expect(res.status()).toBe(200);
  return (await res.json()) as NotificationList;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Moderation', () => {
  test('report → the Moderation tab shows it in context → Hide with a reason → "Hidden by a moderator" for the reporter, the reason for the author; both notified (API and bell)', async ({
    browser,
  }) => {
    const bo = await forumMember(browser, 'Bo', { community: COMMUNITY });
    const ada = await forumMember(browser, 'Ada', { community: COMMUNITY });
    const title = `Feedback on my portfolio ${uniqueWord('m')}`;
    const thread = await createThreadByApi(bo.context.request, COMMUNITY, {
      title,
      body: 'I would love honest feedback on the colour palette of my new site.',
    });
    const reply = await createReplyByApi(ada.context.request, thread.id, `Your work is **worthless**, give up ${uniqueWord('r')}.`);

    // Step 1, report: Bo reports Ada's reply on the thread page, with a reason and a note.
    await open(bo.page, threadUrl(COMMUNITY, thread.id));
    const boReply = bo.page.locator(`#reply-${reply.id}`);
    await boReply.getByRole('button', { name: 'Report' }).click();
    const report = bo.page.getByRole('dialog', { name: 'Report this post' });
    await report.getByLabel('Harassment').check();
    await report.getByLabel('Note for the moderators (optional)').fill('A personal attack, not feedback.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(toasts(bo.page).getByText('Thanks for reporting')).toBeVisible();

    // Step 2, review: the queue holds the reply with its thread, author, the post before it, and the report.
    const admin = await adminModerationTab(browser);
    const item = queueItem(admin.page, 'reply', reply.id);
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `${threadUrl(COMMUNITY, thread.id)}#reply-${reply.id}`);
    await expect(item).toContainText('Creatives');
    await expect(item).toContainText(`The reply by ${ada.firstName}`);
    await expect(item.getByTestId('post-body')).toContainText('Your work is worthless');
    await expect(item.locator('strong', { hasText: 'worthless' })).toHaveCount(1); // rendered Markdown, not source
    await expect(item.getByRole('figure')).toContainText('honest feedback on the colour palette'); // the post before it
    await expect(item.getByRole('heading', { name: '1 report' })).toBeVisible();
    await expect(item.getByRole('listitem')).toContainText(['Harassment from Bo']);
    await expect(item).toContainText('A personal attack, not feedback.');
    await expect(item).toContainText(/waiting \d+ min/);
    await expect(admin.page.getByTestId('moderation-count')).toBeVisible();
    await expectNoSeriousViolations(admin.page, 'admin Moderation tab');
    await shoot(admin.page, 'moderation-queue');

    // Step 3, action: Hide, with a reason for the author. A keyboard user sees where focus is.
    await item.getByRole('button', { name: 'Dismiss' }).focus();
    await admin.page.keyboard.press('Tab');
    await expect(item.getByRole('button', { name: 'Hide' })).toBeFocused();
    await expectVisibleFocus(admin.page);
    await item.getByRole('button', { name: 'Hide' }).click();
    const hide = admin.page.getByRole('dialog', { name: 'Hide this reply' });
    const reason = 'Personal attacks are not allowed: critique the work, not the person.';
    await hide.getByLabel('Reason for the author (optional)').fill(reason);
    await expectNoSeriousViolations(admin.page, 'Hide dialog', { include: '[role="dialog"]' });
    await admin.page.screenshot({ path: `${SHOTS}/moderation-hide-dialog-1280.png` });
    await hide.getByRole('button', { name: 'Hide post' }).click();
    await expect(toasts(admin.page).getByText('Post hidden')).toBeVisible();
    await expect(hide).toBeHidden();
    await expect(item).toHaveCount(0); // it left the queue

    // Step 4, outcome: the reporter sees "Hidden by a moderator" (no reason), the author sees the reason.
    await open(bo.page, threadUrl(COMMUNITY, thread.id));
    await expect(boReply.getByTestId('post-hidden')).toHaveText('Hidden by a moderator');
    await expect(boReply).not.toContainText('worthless');
    await open(ada.page, threadUrl(COMMUNITY, thread.id));
    const adaReply = ada.page.locator(`#reply-${reply.id}`);
    await expect(adaReply.getByTestId('post-hidden')).toContainText('Hidden by a moderator');
    await expect(adaReply.getByTestId('post-hidden')).toContainText(reason);

    // Both are notified: the author of the decision on their post, the reporter of the outcome of their report.
    const forAda = (await notifications(ada.context.request)).items.filter((n: AppNotification) => n.threadId === thread.id);
    const forBo = (await notifications(bo.context.request)).items.filter((n: AppNotification) => n.threadId === thread.id);
    expect(forAda.map((n) => n.kind)).toContain('moderation');
    expect(forBo.map((n) => n.kind)).toContain('report-outcome');
    const adaNote = forAda.find((n) => n.kind === 'moderation')!;
    const boNote = forBo.find((n) => n.kind === 'report-outcome')!;
    expect(adaNote.read).toBe(false);
    expect(boNote.read).toBe(false);

    // And through the nav's bell: an unread count, and the panel lists the outcome.
    for (const [member, note] of [
      [ada, adaNote],
      [bo, boNote],
    ] as const) {
      await expect(member.page.getByTestId('nav-bell-count')).toBeVisible();
      await member.page.getByTestId('nav-bell').click();
      const panel = member.page.getByTestId('notifications-panel');
      await expect(panel.getByTestId('notification').filter({ hasText: note.text })).toBeVisible();
    }

    await Promise.all([ada.context.close(), bo.context.close(), admin.context.close()]);
  });

  test('three reports from distinct members hide a post until review, and it waits in the queue; the decisions ask to confirm and report refusals', async ({
    browser,
  }) => {
    const ada = await forumMember(browser, 'Ada', { community: COMMUNITY });
    const thread = await createThreadByApi(ada.context.request, COMMUNITY, {
      title: `Free AI art course ${uniqueWord('a')}`,
      body: 'Sign up at my totally legit site for a free course, only today!',
    });
    const reporters = await Promise.all(['Cy', 'Di', 'Ed'].map((name) => forumMember(browser, name, { community: COMMUNITY })));
    const reportedBy = async (i: number) => {
      const res = await reporters[i].context.request.post(`/api/posts/thread/${thread.id}/report`, {
        data: { reason: i === 2 ? 'other' : 'spam', note: i === 0 ? 'Link farm.' : '' },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    };
    const shownTo = async (request: APIRequestContext) =>
      ((await (await request.get(`/api/threads/${thread.id}`)).json()) as ThreadPage).thread;

    await reportedBy(0);
    await reportedBy(1);
    expect((await shownTo(reporters[2].context.request)).hidden, 'two reports do not hide').toBe(false);
    await reportedBy(2);
    // A hidden thread is found by its author only.
    expect((await reporters[2].context.request.get(`/api/threads/${thread.id}`)).status(), 'the third distinct member hides it').toBe(404);
    expect((await shownTo(ada.context.request)).hidden, 'its author still reads it, marked hidden').toBe(true);

    // The queue's API and the tab: hidden, three reports, reasons tallied.
    const admin = await adminModerationTab(browser);
    const queue = (await (await admin.page.request.get('/api/admin/moderation/reports')).json()) as ModerationItem[];
    const queued = queue.find((q) => q.post.kind === 'thread' && q.post.id === thread.id);
    expect(queued?.hidden).toBe(true);
    expect(queued?.reports).toHaveLength(3);
    const item = queueItem(admin.page, 'thread', thread.id);
    await expect(item).toBeVisible();
    await expect(item).toContainText('Opening post');
    await expect(item).toContainText('Hidden');
    await expect(item.getByRole('heading', { name: '3 reports' })).toBeVisible();
    await expect(item).toContainText('Spam × 2');
    await expect(item).toContainText('Something else × 1');
    await shoot(admin.page, 'moderation-auto-hidden');

    // Suspend asks for 7–30 days and a reason before it goes.
    await item.getByRole('button', { name: 'Suspend author' }).click();
    const suspend = admin.page.getByRole('dialog', { name: `Suspend ${ada.firstName}` });
    await suspend.getByLabel('Days').fill('3');
    await suspend.getByRole('button', { name: 'Suspend member' }).click();
    await expect(suspend.getByText('A suspension lasts 7 to 30 days')).toBeVisible();
    await expect(suspend.getByText('Tell the member why they are suspended')).toBeVisible();
    await suspend.getByRole('button', { name: 'Cancel' }).click();
    await expect(suspend).toBeHidden();

    // Delete asks to confirm; Cancel leaves the post as it is.
    await item.getByRole('button', { name: 'Delete' }).click();
    const del = admin.page.getByRole('dialog', { name: 'Delete this opening post?' });
    await expect(del).toContainText('This post was deleted');
    await del.getByRole('button', { name: 'Cancel' }).click();
    await expect(del).toBeHidden();
    await expect(item).toBeVisible();

    // A decision the API refuses shows the API's message: the reports were settled in another tab in the meantime.
    const elsewhere = await admin.context.request.post(`/api/admin/moderation/posts/thread/${thread.id}`, { data: { action: 'hide' } });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    await item.getByRole('button', { name: 'Dismiss' }).click();
    const refused = toasts(admin.page).filter({ hasText: 'Could not dismiss the reports' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(NO_OPEN_REPORTS);
    await admin.page.reload();
    await admin.page.getByRole('tab', { name: /^Moderation/ }).click();
    await expect(admin.page.getByRole('heading', { level: 2, name: 'Moderation' })).toBeVisible();
    await expect(item).toHaveCount(0);

    await Promise.all([ada.context.close(), admin.context.close(), ...reporters.map((r) => r.context.close())]);
  });

  test('Lock thread and Suspend author: toasts, the posts leave the queue, the thread takes no replies and the author is signed out', async ({
    browser,
  }) => {
    const ada = await forumMember(browser, 'Ada', { community: COMMUNITY });
    const cy = await forumMember(browser, 'Cy', { community: COMMUNITY });
    const thread = await createThreadByApi(cy.context.request, COMMUNITY, {
      title: `Which tablet for digital painting ${uniqueWord('l')}`,
      body: 'Looking for advice on a tablet for digital painting.',
    });
    const reply = await createReplyByApi(ada.context.request, thread.id, 'Buy my course instead, link in bio.');
    for (const [kind, id] of [
      ['thread', thread.id],
      ['reply', reply.id],
    ] as const) {
      const reporter = kind === 'thread' ? ada : cy;
      const res = await reporter.context.request.post(`/api/posts/${kind}/${id}/report`, { data: { reason: 'spam' } });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }

    const admin = await adminModerationTab(browser);
    const threadItem = queueItem(admin.page, 'thread', thread.id);
    await threadItem.getByRole('button', { name: 'Lock thread' }).click();
    await expect(toasts(admin.page).getByText('Thread locked')).toBeVisible();
    await expect(threadItem).toHaveCount(0);
    const locked = ((await (await cy.context.request.get(`/api/threads/${thread.id}`)).json()) as ThreadPage).thread;
    expect(locked.locked).toBe(true);
    expect(locked.canReply).toBe(false);

    const replyItem = queueItem(admin.page, 'reply', reply.id);
    await expect(replyItem).toContainText('Thread locked'); // the same thread, now locked
    await replyItem.getByRole('button', { name: 'Suspend author' }).click();
    const suspend = admin.page.getByRole('dialog', { name: `Suspend ${ada.firstName}` });
    await suspend.getByLabel('Days').fill('14');
    await suspend.getByLabel('Reason for the member').fill('Advertising in replies, again.');
    await suspend.getByRole('button', { name: 'Suspend member' }).click();
    await expect(toasts(admin.page).getByText('Member suspended')).toBeVisible();
    await expect(toasts(admin.page)).toContainText('suspended for 14 days');
    await expect(replyItem).toHaveCount(0);

    await spacePosts(cy.id); // past the 5 s between posts (dated back, not waited out)
    const other = await createThreadByApi(cy.context.request, COMMUNITY, {
      title: `Brushes for Procreate ${uniqueWord('b')}`,
      body: 'Which brush packs do you like for Procreate?',
    });
    // The suspension ended Ada's sessions; signing in again says she is suspended.
    const refused = await ada.context.request.post(`/api/threads/${other.id}/replies`, { data: { body: 'Still here?' } });
    expect(refused.status()).toBe(401);
    const again = await ada.context.request.post('/api/login', { data: { email: ada.email, password: ada.password } });
    expect(again.status()).toBe(403);
    expect(((await again.json()) as { message: string }).message).toContain('suspended');

    await Promise.all([ada.context.close(), cy.context.close(), admin.context.close()]);
  });

  test('an empty queue says "No reports to review" and the tab shows no count; a queue that cannot be read says so and retries', async ({
    page,
  }) => {
    // The queue's answer is set here (the shared test database holds other tests' reports): the states are the page's.
    let answer = { status: 200, body: '[]' };
    await page.route('**/api/admin/moderation/reports', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await openAdminSession(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Moderation/ }).click();
    await waitForRealContent(page, page.getByRole('heading', { level: 2, name: 'Moderation' }));
    await expect(page.getByRole('status').filter({ hasText: 'No reports to review' })).toBeVisible();
    await expect(page.getByTestId('moderation-count')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Moderation/ })).toHaveText('Moderation');
    await expectNoSeriousViolations(page, 'admin Moderation tab, empty');
    await shoot(page, 'moderation-empty');

    answer = { status: 503, body: JSON.stringify({ statusCode: 503, message: 'The database is busy' }) };
    await page.reload();
    await page.getByRole('tab', { name: /^Moderation/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Reports could not be loaded' })).toBeVisible();
    answer = { status: 200, body: '[]' };
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No reports to review' })).toBeVisible();
  });
});
