import { mkdirSync } from 'node:fs';
import { expect, newClientContext, test, type Page } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { ADMIN_PASSWORD } from '../support/admin';
import { forumMember, shootBothWidths, uniqueWord } from '../support/discussions';
import { mailTo, waitForMail } from '../support/mail';
import { loginThroughUi } from '../support/members';
import { toasts } from '../support/toast';

/**
 * Announcements (issue 30 §4) and the list of signed-in devices (§7). An announcement to one community reaches the bell
 * of its members and the mailbox of the one who allowed announcement e-mails, not of the one who did not, and shows as
 * a banner until dismissed. Screenshots for review go to /tmp/shots-announce.
 */
const SHOTS = '/tmp/shots-announce';
// A community no other browser test's members belong to: its banner shows on no other test's pages.
const COMMUNITY = 'health-fitness';
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string, target?: ReturnType<Page['getByTestId']>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await (target ?? page).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an announcement reaches the bell and the outbox of a consenting member, not a non-consenting one; the banner, then dismissed', async ({
  browser,
  page,
}) => {
  const keen = await forumMember(browser, 'Keen', { community: COMMUNITY });
  const quiet = await forumMember(browser, 'Quiet', { community: COMMUNITY });
  const consent = await keen.context.request.patch('/api/me', { data: { notifications: { announcements: true } } });
  expect(consent.status()).toBe(200);
  const title = `Gym hours change ${uniqueWord('a')}`;

  // Staff write it in Communications, to the community.
  await page.goto('/admin/communications');
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Panel' }).click();
  const section = page.getByTestId('admin-announcements');
  await expect(section.getByRole('heading', { name: 'Announcements', exact: true })).toBeVisible();
  await section.getByLabel('Title').fill(title);
  await section.getByLabel('Message').fill('From Monday the gym opens at **7:00**.');
  await section.getByLabel('Audience').selectOption({ label: 'Health & Fitness' });
  await section.getByRole('button', { name: 'Send announcement' }).click();
  await expect(toasts(page).filter({ hasText: 'Announcement sent' })).toBeVisible();
  const row = section.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toContainText('To Health & Fitness');
  // Live progress: the list is read again while it sends, until every member is reached.
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('announcement-progress')).toHaveText(/^Delivered to (\d+) of \1 members · [1-9]\d* e-mailed$/);
  await expect(section.getByLabel('Title')).toHaveValue('');
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, 'admin communications with announcements');
  await shoot(page, 'admin-announcements', section);

  // The consenting member: the mail, the banner, the bell.
  const mail = await waitForMail(keen.email, (m) => m.subject === `Announcement: ${title}`);
  expect(mail.text).toContain('From Monday the gym opens at **7:00**.');
  // Sent means every e-mail of it went: the non-consenting member has none.
  expect((await mailTo(quiet.email)).filter((m) => m.subject.startsWith('Announcement: '))).toEqual([]);

  const p = keen.page;
  await p.goto(`/dashboard/${COMMUNITY}`);
  const banner = p.getByTestId('announcement-banner');
  await expect(banner).toContainText(title);
  await expect(banner.getByText('7:00')).toBeVisible();
  await waitForRealContent(p);
  await expectNoSeriousViolations(p, 'dashboard with the announcement banner');
  await shootBothWidths(p, SHOTS, 'banner');
  await p.setViewportSize({ width: 1280, height: 800 });

  await p.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const item = p.getByTestId('notification').filter({ hasText: `Announcement: ${title}` });
  await expect(item).toBeVisible();
  await shoot(p, 'bell');
  await p.keyboard.press('Escape');

  // Dismissed: gone, and still gone after a reload.
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await p.reload();
  await expect(p.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(p.getByTestId('announcement-banner')).toHaveCount(0);

  // The non-consenting member has it in the bell too.
  await quiet.page.goto(`/dashboard/${COMMUNITY}`);
  await expect(quiet.page.getByTestId('announcement-banner')).toContainText(title);
  await quiet.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(quiet.page.getByTestId('notification').filter({ hasText: `Announcement: ${title}` })).toBeVisible();
  for (const m of [keen, quiet]) await m.context.close();
});

test('signed in on two devices: both listed, "Sign out this one" signs the other out', async ({ browser }) => {
  const laptop = await forumMember(browser, 'Dev');
  // The phone's browser is in Lisbon: its sign-in sends the zone, whose city is the device's place.
  const phone = await newClientContext(browser, { viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Lisbon' });
  const phonePage = await phone.newPage();
  await loginThroughUi(phonePage, laptop.email, laptop.password);
  // Signed in there once the member's sessions are two (the registration's, and the phone's).
  await expect.poll(async () => ((await (await laptop.context.request.get('/api/me/sessions')).json()) as unknown[]).length).toBe(2);

  const p = laptop.page;
  await p.goto('/settings');
  const sessions = p.getByTestId('settings-sessions');
  const devices = sessions.getByTestId('signed-in-device');
  await expect(devices).toHaveCount(2);
  const mine = devices.filter({ has: p.getByText('This device') });
  await expect(mine.getByRole('button', { name: /^Log out/ })).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
  const other = devices.filter({ hasNot: p.getByText('This device') });
  await expect(other).toContainText('Chrome on Linux');
  await expect(other).toContainText('Lisbon · Last seen');
  await waitForRealContent(p);
  await expectNoSeriousViolations(p, 'settings with the signed-in devices');
  await shoot(p, 'sessions', sessions);

  await other.getByRole('button', { name: /^Sign out this one/ }).click();
  await expect(toasts(p).filter({ hasText: 'Device signed out' })).toBeVisible();
  await expect(devices).toHaveCount(1);
  // The other device is signed out: its next page is a visitor's.
  await phonePage.goto('/settings');
  await expect(phonePage).toHaveURL(/\/login$/);
  await laptop.context.close();
  await phone.close();
});
