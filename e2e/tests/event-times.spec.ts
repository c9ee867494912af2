import { expect, newClientContext, test } from '../support/test';
import { openAdminSession } from '../support/admin';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { forumMember, shootBothWidths, uniqueWord } from '../support/discussions';

/**
 * Issue 30 §5: times in the reader's zone (the member's Settings zone, else the browser's) and the venue's for an event
 * in a place; an event created scheduled in one step; and the defects seen on the way (/events, the admin's events
 * table and tabs, a challenge's time left).
 */

test('an event created with its venue time is seen in two time zones, and at the venue’s local time', async ({ page, browser }) => {
  const title = uniqueWord('Berlin Meetup ');
  await openAdminSession(page);
  await page.goto('/admin?tab=events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Demos and talk over dinner.');
  await dialog.getByLabel('Starts').fill('2027-07-01T09:00');
  await dialog.getByLabel('Ends (optional)').fill('2027-07-01T11:30');
  await dialog.getByLabel('Venue time zone').selectOption('Europe/Berlin');
  await dialog.getByLabel('Location').fill('Berlin, Factory Görlitzer Park');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();

  // One step: stored with its start and end in UTC, the venue's zone, and the spec's Date text written from the start.
  const [row] = await queryTestDb<{ id: number; date: string; starts_at: Date; ends_at: Date; time_zone: string }>(
    `SELECT id, date, starts_at, ends_at, time_zone FROM events WHERE title = $1`,
    [title],
  );
  expect(row.starts_at.toISOString()).toBe('2027-07-01T07:00:00.000Z');
  expect(row.ends_at.toISOString()).toBe('2027-07-01T09:30:00.000Z');
  expect(row.time_zone).toBe('Europe/Berlin');
  expect(row.date).toBe('July 1, 2027 · 9:00 AM GMT+2');

  // A visitor in New York sees 03:00 their time; the venue's 09:00 is beside it.
  const visitor = await newClientContext(browser, { timezoneId: 'America/New_York' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/events/${row.id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.locator('main time').first()).toHaveText(/Thu,? 1 Jul 2027, 03:00 GMT-4/);
  await expect(visitorPage.getByTestId('venue-time')).toHaveText(/Thu,? 1 Jul, 09:00 CEST at the venue/);

  // A member whose browser says London but whose Settings say Kolkata sees 12:30 IST-ish (GMT+5:30).
  const member = await forumMember(browser, 'Priya', { veteran: true });
  await member.context.close();
  const memberContext = await newClientContext(browser, { timezoneId: 'Europe/London' });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage).not.toHaveURL(/\/login/);
  const patch = await memberPage.request.patch('/api/me', { data: { timeZone: 'Asia/Calcutta' } });
  expect(patch.status()).toBe(200);
  // The retired name is stored under today's.
  expect(((await patch.json()) as { timeZone: string }).timeZone).toBe('Asia/Kolkata');
  await memberPage.goto(`/events/${row.id}`);
  await expect(memberPage.locator('main time').first()).toHaveText(/Thu,? 1 Jul 2027, 12:30 GMT\+5:30/);
  await expect(memberPage.getByTestId('venue-time')).toHaveText(/09:00 CEST at the venue/);
  await visitor.close();
  await memberContext.close();
});

test('/events: the first event is on the first screen at 390 px, before the spec’s banner; an ISO date is a real date', async ({
  page,
}) => {
  await openAdminSession(page);
  const title = uniqueWord('Typed Date ');
  const created = await page.request.post('/api/events', {
    data: {
      title,
      description: 'A date typed as ISO text.',
      date: '2027-02-03',
      location: 'Online',
      image: null,
      featured: false,
      communityId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events');
  const first = page.getByTestId('event-card').first();
  await expect(first).toBeVisible();
  const card = (await first.boundingBox())!;
  expect(card.y, 'the first event starts on the first screen').toBeLessThan(844);
  const banner = (await page.getByTestId('watch-this-space').boundingBox())!;
  expect(banner.y, 'the spec’s banner comes after the list').toBeGreaterThan(card.y);

  // The event with the typed ISO date is listed with that date as its start, never as the raw text.
  const typed = page.getByTestId('event-card').filter({ hasText: title });
  await expect(async () => {
    if ((await typed.count()) === 0) await page.getByRole('button', { name: /Load more/ }).click();
    await expect(typed).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await expect(typed).toContainText('3 Feb 2027');
  await expect(typed).not.toContainText('2027-02-03');
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, '/events at 390 px');
  await shootBothWidths(page, '/tmp/shots-time', 'events');
});

test('the admin’s events table at 1280 px: titles read on one or two lines, Delete inside the screen; the tab survives a reload and Back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\?tab=events$/);
  const table = page.getByRole('table', { name: 'Events' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const title = rows.first().getByRole('cell').first();
  expect((await title.boundingBox())!.width, 'the title column is not squashed').toBeGreaterThan(150);
  const del = rows.first().getByRole('button', { name: /^Delete/ });
  const box = (await del.boundingBox())!;
  expect(box.x + box.width, 'Delete is inside the screen').toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/\?tab=articles$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await shootBothWidths(page, '/tmp/shots-time', 'admin-events');
});

test('a challenge with days left says when it ends in the future, never "Ends just now"', async ({ page }) => {
  await openAdminSession(page);
  // 3 days and 12 hours left (the issue saw "Ends just now" beside "Time left 23d 12h").
  const res = await page.request.post('/api/challenges', {
    data: {
      community: 'creatives',
      title: `Poster sprint ${uniqueWord('ch')}`,
      brief: 'Design a poster for a community meetup with an image model as your sketching partner.',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + (3 * 24 + 12) * 3_600_000).toISOString(),
    },
  });
  expect(res.status(), `POST /api/challenges: ${await res.text()}`).toBe(201);
  const { id } = (await res.json()) as { id: number };
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 400)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.goto(`/community/creatives/challenges/${id}`);
  const ends = page.getByRole('listitem').filter({ hasText: /\bEnds\b/ });
  await expect(ends).toHaveText(/^\s*Ends in 3 d\s*$/);
});
