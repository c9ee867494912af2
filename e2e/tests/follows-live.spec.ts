import type { MentorshipSummary, MyMentorProfile } from '@cci/contracts';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { createThreadByApi, forumMember, shootBothWidths, spacePosts, threadUrl, uniqueWord } from '../support/discussions';
import { queryTestDb } from '../support/db';

/**
 * Following has an effect, and what a member is looking at is live: a followed member's new thread in the Feed's "From
 * people you follow" (and in the bell), a mentorship message arriving without a reload, a waitlist place turning into
 * "You are going." on the event page. Screenshots for review go to /tmp/shots-follows-live.
 */
const COMMUNITY = 'entrepreneurs';
const SHOTS = '/tmp/shots-follows-live';
test.describe.configure({ timeout: 120_000 });

test("a followed member's thread in the Feed, live, and in the bell", async ({ browser }) => {
  const flo = await forumMember(browser, 'Flo');
  const fan = await forumMember(browser, 'Fan');
  const p = fan.page;

  // Fan follows Flo from Flo's profile.
  await p.goto(`/members/${flo.id}`);
  await p.getByRole('button', { name: 'Follow' }).click();
  await expect(p.getByRole('button', { name: 'Following' })).toBeVisible();

  const first = `Grading agent traces ${uniqueWord('f')}`;
  const thread = await createThreadByApi(flo.context.request, COMMUNITY, { title: first, body: 'How do you grade a run of tool calls?' });
  await p.goto(`/dashboard/${COMMUNITY}`);
  const followed = p.getByTestId('followed-activity');
  await expect(followed.getByRole('heading', { name: 'From people you follow' })).toBeVisible();
  await expect(followed).toContainText('Flo');
  await expect(followed.getByRole('link', { name: first })).toHaveAttribute('href', threadUrl(COMMUNITY, thread.id));

  // Flo starts another while Fan looks at the Feed: it shows without a reload.
  await spacePosts(flo.id);
  const second = `Cheap evals first ${uniqueWord('f')}`;
  await createThreadByApi(flo.context.request, COMMUNITY, { title: second, body: 'Start with string checks, then judges.' });
  await expect(followed.getByRole('link', { name: second })).toBeVisible();
  await expect(p.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

  await waitForRealContent(p);
  await expectNoSeriousViolations(p, 'feed with people you follow');
  await shootBothWidths(p, SHOTS, 'feed-followed');

  // The bell says it in words.
  await p.getByRole('button', { name: /Notifications/ }).click();
  await expect(p.getByText(`Flo L. started ‘${second}’`)).toBeVisible();
  for (const m of [flo, fan]) await m.context.close();
});

test('a mentorship message arrives live, and a long thread shows every message', async ({ browser }) => {
  const mo = await forumMember(browser, 'Mo');
  const sam = await forumMember(browser, 'Sam');
  const opted = await mo.context.request.put('/api/me/mentor-profile', {
    data: { community: COMMUNITY, expertise: ['evaluation'], availability: 'high', maxMentees: 3 },
  });
  const { profile } = (await opted.json()) as { profile: MyMentorProfile };
  const asked = await sam.context.request.post(`/api/mentors/${profile.id}/requests`, {
    data: { goal: 'I want to learn to evaluate the answers of our support bot.' },
  });
  const request = (await asked.json()) as MentorshipSummary;
  expect((await mo.context.request.post(`/api/mentorships/${request.id}/accept`)).status()).toBe(200);
  // Twenty-two earlier messages: more than a page.
  await queryTestDb(
    `INSERT INTO mentorship_messages (request_id, author_id, body, body_html)
     SELECT $1, $2, 'Earlier note ' || i, '<p>Earlier note ' || i || '</p>' FROM generate_series(1, 22) AS i`,
    [request.id, mo.id],
  );

  const path = `/dashboard/mentorships/${request.id}`;
  await Promise.all([mo.page.goto(path), sam.page.goto(path)]);
  const samThread = sam.page.getByTestId('mentorship-messages');
  const moThread = mo.page.getByTestId('mentorship-messages');
  await expect(samThread.getByText('Earlier note 22', { exact: true })).toBeVisible();
  await expect(samThread.locator('li')).toHaveCount(22);

  await sam.page.getByRole('textbox', { name: 'Write a message' }).fill('Here are **three** answers to look at.');
  await sam.page.getByRole('button', { name: 'Send message' }).click();
  // Mo's open page shows it without a reload, after the earlier ones.
  await expect(moThread.locator('li').last()).toContainText('Here are three answers to look at.');
  await expect(moThread.locator('li')).toHaveCount(23);

  await mo.page.getByRole('textbox', { name: 'Write a message' }).fill('The second one cites nothing: start there.');
  await mo.page.getByRole('button', { name: 'Send message' }).click();
  await expect(samThread.locator('li').last()).toContainText('The second one cites nothing');

  // Completing it shows on the other side too.
  await mo.page.getByRole('button', { name: 'Mark as complete' }).click();
  await mo.page.getByRole('dialog', { name: 'Complete this mentorship?' }).getByRole('button', { name: 'Complete mentorship' }).click();
  await expect(sam.page.getByTestId('mentorship-status')).toHaveText('Completed');
  await waitForRealContent(sam.page);
  await expectNoSeriousViolations(sam.page, 'live mentorship page');
  for (const m of [mo, sam]) await m.context.close();
});

test('a waitlisted member sees their place open up on the event page without a reload', async ({ browser }) => {
  const ann = await forumMember(browser, 'Ann');
  const wes = await forumMember(browser, 'Wes');
  const start = new Date(Date.now() + 72 * 3_600_000);
  const [{ id }] = await queryTestDb<{ id: number }>(
    `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at, capacity)
     VALUES ($1, 'One seat only', 'Soon', 'Online', (SELECT id FROM communities WHERE slug = $2), $3, $4, 1) RETURNING id`,
    [`One-seat workshop ${uniqueWord('e')}`, COMMUNITY, start, new Date(start.getTime() + 3_600_000)],
  );
  expect((await ann.context.request.put(`/api/events/${id}/rsvp`, { data: { status: 'going' } })).status()).toBe(200);

  const p = wes.page;
  await p.goto(`/events/${id}`);
  await p.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(p.getByText('You are 1st on the waitlist.')).toBeVisible();

  // Ann cannot come after all: Wes's page says he is going, and the waitlist is empty.
  expect((await ann.context.request.delete(`/api/events/${id}/rsvp`)).status()).toBe(200);
  await expect(p.getByText('You are going.')).toBeVisible();
  await expect(p.getByText('You are 1st on the waitlist.')).toBeHidden();
  await waitForRealContent(p);
  await expectNoSeriousViolations(p, 'event page after a promotion');
  for (const m of [ann, wes]) await m.context.close();
});
