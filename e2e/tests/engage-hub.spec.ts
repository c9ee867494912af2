import type { Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { openAdminSession } from '../support/admin';
import { expectNoSeriousViolations, expectVisibleFocus, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { createThreadByApi, type ForumMember, forumMember, shootBothWidths, uniqueWord } from '../support/discussions';

/**
 * The Engage hub (issue 29 §10): the main menu's "Engage" opens /engage, where a member sees their communities' active
 * discussions, upcoming events, open challenges and suggested mentors, each a link to the real page; a visitor sees the
 * public parts and a call to join instead of mentors. Screenshots for review go to /tmp/shots-engage (never the repository).
 */
test.describe.configure({ timeout: 180_000 });
const SHOTS = '/tmp/shots-engage';

/**
 * A community of this test's own (the hub spans a member's communities: with only this one, what it shows is this
 * test's), and the members moved into it from their registration community. Removed with `drop`.
 */
async function ownCommunity() {
  const slug = `engage-${uniqueWord('c')}`;
  const name = `Engage ${slug.slice(-5)}`;
  const [row] = await queryTestDb<{ id: number }>(
    `INSERT INTO communities (slug, name, description, image, icon, color)
     VALUES ($1, $2, 'A community of one browser test.', '/images/communities/entrepreneurs.svg', 'rocket', '#2563EB') RETURNING id`,
    [slug, name],
  );
  const moveIn = (userId: number) => queryTestDb(`UPDATE user_communities SET community_id = $2 WHERE user_id = $1`, [userId, row.id]);
  const drop = async () => {
    for (const table of ['mentor_profiles', 'challenges', 'events', 'threads'])
      await queryTestDb(`DELETE FROM ${table} WHERE community_id = $1`, [row.id]);
    await queryTestDb(`DELETE FROM communities WHERE id = $1`, [row.id]);
  };
  return { id: row.id, slug, name, moveIn, drop };
}

/**
 * Errors the page logs from now on (a hydration mismatch is one: React reports it as an error), but the browser's note of
 * an HTTP error status (a visitor's session read is a 401).
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  return errors;
}

/** What the hub of this test shows: a thread, an event, a challenge and a mentor of the community. */
async function seedHub(admin: Page, community: Awaited<ReturnType<typeof ownCommunity>>, poster: ForumMember, seeker: ForumMember) {
  const tag = uniqueWord('goal');
  await queryTestDb(`UPDATE users SET goals = ARRAY[$2] WHERE id = $1`, [seeker.id, tag]);
  const thread = await createThreadByApi(poster.context.request, community.slug, {
    title: `Grading essays with an LLM ${uniqueWord('t')}`,
    body: 'Which rubric prompts have worked for you?',
  });
  // Sooner than any other test's event, and ending sooner than any other's challenge: first in a visitor's lists too.
  const eventTitle = `Prompt clinic ${uniqueWord('e')}`;
  const [event] = await queryTestDb<{ id: number }>(
    `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at, capacity)
     VALUES ($1, 'Bring a prompt, leave with a better one.', 'Soon', 'Online', $2, now() + interval '20 minutes', now() + interval '80 minutes', 12)
     RETURNING id`,
    [eventTitle, community.id],
  );
  const challengeTitle = `Rubric sprint ${uniqueWord('ch')}`;
  const res = await admin.request.post('/api/challenges', {
    data: {
      community: community.slug,
      title: challengeTitle,
      brief: 'Write a rubric prompt that grades a short essay.',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(res.status(), `POST /api/challenges: ${await res.text()}`).toBe(201);
  await queryTestDb(
    `INSERT INTO mentor_profiles (user_id, expertise, experience, availability, community_id, max_mentees, bio)
     VALUES ($1, $2, '8 years teaching with AI', 'high', $3, 3, 'I help teachers use AI well.')`,
    [poster.id, [tag], community.id],
  );
  return { thread, event: { id: event.id, title: eventTitle }, challengeTitle, tag };
}

test('a member clicks Engage in the main menu and finds their community’s discussion, event, challenge and mentor', async ({
  browser,
  page,
}) => {
  const community = await ownCommunity();
  const bo = await forumMember(browser, 'Bo');
  const ada = await forumMember(browser, 'Ada');
  try {
    await community.moveIn(bo.id);
    await community.moveIn(ada.id);
    await openAdminSession(page);
    const seeded = await seedHub(page, community, bo, ada);

    const p = ada.page;
    await p.goto('/community');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Engage', exact: true }).click();
    await expect(p).toHaveURL(/\/engage$/);
    await expect(p.getByRole('heading', { level: 1, name: 'Engage' })).toBeVisible();
    await expect(p).toHaveTitle(/^Engage/);

    const discussions = p.getByTestId('engage-discussions');
    await expect(discussions.getByRole('link', { name: seeded.thread.title })).toBeVisible();
    await expect(discussions.getByRole('listitem').first()).toContainText(community.name);
    await expect(discussions.getByRole('listitem').first()).toContainText('0 replies');
    await expect(discussions.getByRole('link', { name: community.name })).toHaveAttribute(
      'href',
      `/community/${community.slug}/discussions`,
    );

    const events = p.getByTestId('engage-events');
    const event = events.getByRole('listitem').filter({ hasText: seeded.event.title });
    await expect(event).toContainText('12 of 12 places left');
    await expect(events.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');

    const challenges = p.getByTestId('engage-challenges');
    const challenge = challenges.getByRole('listitem').filter({ hasText: seeded.challengeTitle });
    await expect(challenge).toContainText(/Ends in (1 hour|2 hours)/);
    await expect(challenges.getByRole('link', { name: 'See all challenges' })).toHaveAttribute(
      'href',
      `/dashboard/${community.slug}#challenges`,
    );

    const mentors = p.getByTestId('engage-mentors');
    const mentor = mentors.getByRole('listitem').filter({ has: p.getByRole('link', { name: 'Bo L.', exact: true }) });
    await expect(mentor).toContainText(`Shares: ${seeded.tag}`);
    await expect(mentors.getByRole('link', { name: 'See all mentors' })).toHaveAttribute('href', `/dashboard/${community.slug}#mentoring`);

    await waitForRealContent(p);
    await expectNoSeriousViolations(p, 'the Engage hub (member)');
    // From the section's heading, Tab reaches its first thread with a visible focus ring.
    await discussions.getByRole('heading', { level: 2, name: 'Active discussions' }).click();
    await p.keyboard.press('Tab');
    await expect(discussions.getByRole('link', { name: seeded.thread.title })).toBeFocused();
    await expectVisibleFocus(p);
    await shootBothWidths(p, SHOTS, 'engage-member');

    // The RSVP made on the event page shows on the hub; then a link into the forum.
    await event.getByRole('link', { name: seeded.event.title }).click();
    await expect(p.getByRole('heading', { level: 1, name: seeded.event.title })).toBeVisible();
    await p.getByRole('group', { name: 'Your RSVP' }).getByRole('button', { name: 'Going', exact: true }).click();
    await expect(p.getByTestId('my-rsvp')).toHaveText('You are going.');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Engage', exact: true }).click();
    await expect(p.getByTestId('engage-events').getByRole('listitem').filter({ hasText: seeded.event.title })).toContainText('Going');
    await p.getByTestId('engage-discussions').getByRole('link', { name: seeded.thread.title }).click();
    await expect(p).toHaveURL(new RegExp(`/community/${community.slug}/discussions/${seeded.thread.id}$`));
    await expect(p.getByRole('heading', { level: 1, name: seeded.thread.title })).toBeVisible();

    // Loaded afresh, the member's own hub comes from the server and hydrates without a mismatch; "See all mentors"
    // opens the dashboard's Mentoring tab.
    expect(await (await p.request.get('/engage')).text(), "the member's hub in the server's HTML").toContain('Request mentorship');
    const errors = errorsOf(p);
    await p.goto('/engage');
    await expect(p.getByTestId('engage-mentors').getByRole('link', { name: 'Bo L.', exact: true })).toBeVisible();
    await waitForRealContent(p);
    expect(errors).toEqual([]);
    await p.getByTestId('engage-mentors').getByRole('link', { name: 'See all mentors' }).click();
    await expect(p.getByRole('tab', { name: 'Mentoring' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    for (const m of [ada, bo]) await m.context.close();
    await community.drop();
  }
});

test('a visitor sees the public parts and a call to join instead of mentors; a member with no community is pointed to them', async ({
  browser,
  page,
}) => {
  const community = await ownCommunity();
  const bo = await forumMember(browser, 'Bo');
  const cy = await forumMember(browser, 'Cy');
  try {
    await community.moveIn(bo.id);
    await openAdminSession(page);
    const seeded = await seedHub(page, community, bo, bo);

    const visitor = await newClientContext(browser);
    const v = await visitor.newPage();
    await v.goto('/about');
    await v.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Engage', exact: true }).click();
    await expect(v).toHaveURL(/\/engage$/);
    await expect(v.getByTestId('engage-discussions').getByRole('link', { name: seeded.thread.title })).toBeVisible();
    await expect(v.getByTestId('engage-events').getByRole('link', { name: seeded.event.title })).toBeVisible();
    await expect(v.getByTestId('engage-challenges').getByRole('link', { name: seeded.challengeTitle })).toBeVisible();
    const mentors = v.getByTestId('engage-mentors');
    await expect(mentors.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    await expect(mentors.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(mentors.getByRole('listitem')).toHaveCount(0);
    await expect(v.getByRole('link', { name: 'See the preview' })).toHaveAttribute('href', '/community-engagement');
    // The hub is in the server's HTML for a visitor (pre-rendered like its neighbours), and hydrates without a mismatch.
    const html = await (await v.request.get('/engage')).text();
    expect(html).toContain(seeded.thread.title);
    const errors = errorsOf(v);
    await v.goto('/engage');
    await expect(v.getByTestId('engage-events').getByRole('link', { name: seeded.event.title })).toBeVisible();
    await waitForRealContent(v);
    expect(errors).toEqual([]);

    await expectNoSeriousViolations(v, 'the Engage hub (visitor)');
    await shootBothWidths(v, SHOTS, 'engage-visitor');
    await v.getByTestId('engage-challenges').getByRole('link', { name: seeded.challengeTitle }).click();
    await expect(v.getByRole('heading', { level: 1, name: seeded.challengeTitle })).toBeVisible();
    await visitor.close();

    // Cy left every community: the hub points to them.
    await queryTestDb(`DELETE FROM user_communities WHERE user_id = $1`, [cy.id]);
    await cy.page.goto('/engage');
    await expect(cy.page.getByRole('heading', { name: 'Join a community to get started' })).toBeVisible();
    await cy.page.getByRole('link', { name: 'Explore communities' }).click();
    await expect(cy.page).toHaveURL(/\/community$/);
  } finally {
    for (const m of [bo, cy]) await m.context.close();
    await community.drop();
  }
});
