import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { type APIRequestContext, type Page } from '@playwright/test';
import { openInApp, waitForApp } from '../support/navigation';
import { expectWholeTabStrip } from '../support/tab-strip';

// The shapes the page reads (contracts/src/content.ts); only the fields these tests look at.
interface Spotlight {
  id: number;
  title: string;
  communityId: string;
  story: string;
  aiToolsUsed: string[];
  results: string;
  featured: boolean;
  author: string;
}
interface Challenge {
  id: number;
  title: string;
  communityId: string;
  description: string;
  difficulty: string;
  startDate: string;
  endDate: string;
  prize: string;
  status: string;
  submissions: number;
}
interface Mentor {
  id: number;
  name: string;
  communityId: string;
  expertise: string[];
  experience: string;
  availability: string;
  maxMentees: number;
  currentMentees: number;
  bio: string;
  linkedinUrl: string | null;
  rating: number;
}
interface Category {
  id: number;
  name: string;
  description: string;
  communityId: string;
  color: string;
  topics: number;
  lastActivity: string;
}

const TABS = ['Member Spotlights', 'Discussion Forums', 'AI Challenges', 'Mentor Matching'];

async function list<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as T[];
  expect(Array.isArray(body)).toBe(true);
  expect(body.length, `${path} is seeded`).toBeGreaterThan(0);
  return body;
}

const panel = (page: Page) => page.getByRole('tabpanel'); // only the selected panel is visible
const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};
const availabilityOf = (value: string) => (value === 'high' || value === 'medium' ? value : 'low');
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe('Community engagement (/community-engagement)', () => {
  test('title, Preview Mode badge, the example-content note and four tabs with Member Spotlights first', async ({ page }) => {
    await page.goto('/community-engagement');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Engagement' })).toBeVisible();
    await expect(page).toHaveTitle(/Community Engagement/);
    await expect(page.getByText('Preview Mode', { exact: true })).toBeVisible();
    const note = page.getByTestId('example-note');
    await expect(note).toContainText('example material');
    await expect(note).toContainText('Real spotlights, challenges, mentors and discussions arrive once the community launches.');

    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Member Spotlights' })).toHaveAttribute('aria-selected', 'true');
    for (const name of TABS.slice(1)) await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
  });

  test('Member Spotlights: one card per spotlight from the API, labelled Example Content', async ({ page, request }) => {
    const spotlights = await list<Spotlight>(request, '/api/member-spotlights');
    await page.goto('/community-engagement');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Member Spotlights' })).toBeVisible();
    await expect(panel(page).getByText('Example Content', { exact: true })).toBeVisible();
    await expect(panel(page).getByTestId('spotlight-card')).toHaveCount(spotlights.length);

    expect(spotlights.some((s) => s.featured)).toBe(true);
    for (const s of spotlights) {
      const card = panel(page)
        .getByTestId('spotlight-card')
        .filter({ has: page.getByRole('heading', { level: 3, name: s.title, exact: true }) });
      await expect(card).toContainText(s.author);
      await expect(card).toContainText(s.communityId);
      await expect(card).toContainText(s.story);
      await expect(card).toContainText(s.results);
      for (const tool of s.aiToolsUsed) await expect(card.getByText(tool, { exact: true })).toBeVisible();
      await expect(card.getByText('Featured', { exact: true })).toHaveCount(s.featured ? 1 : 0);
    }
  });

  test('AI Challenges: cards with difficulty, dates, prize, status and submissions; each difficulty has its own tone', async ({
    page,
    request,
  }) => {
    const challenges = await list<Challenge>(request, '/api/challenges');
    await page.goto('/community-engagement');
    await openTab(page, 'AI Challenges');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'AI Challenges' })).toBeVisible();
    await expect(panel(page).getByText('Example Content', { exact: true })).toBeVisible();
    await expect(panel(page).getByTestId('challenge-card')).toHaveCount(challenges.length);

    const toneOf = new Map<string, string>();
    for (const c of challenges) {
      const card = panel(page)
        .getByTestId('challenge-card')
        .filter({ has: page.getByRole('heading', { level: 3, name: c.title, exact: true }) });
      await expect(card).toContainText(c.communityId);
      await expect(card).toContainText(c.description);
      await expect(card.getByTestId('challenge-difficulty')).toHaveText(new RegExp(`^\\s*${c.difficulty}\\s*$`, 'i'));
      await expect(card.getByTestId('challenge-status')).toHaveText(new RegExp(`^${c.status}$`, 'i'));
      await expect(card).toContainText(`${day(c.startDate)} – ${day(c.endDate)}`);
      await expect(card).toContainText(c.prize);
      await expect(card).toContainText(`${c.submissions} submission${c.submissions === 1 ? '' : 's'}`);
      toneOf.set(c.difficulty, await card.getByTestId('challenge-difficulty').evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    expect(new Set(toneOf.values()).size).toBe(toneOf.size);
  });

  test('Mentor Matching: heading, buttons and one card per mentor with the spec figures', async ({ page, request }) => {
    const mentors = await list<Mentor>(request, '/api/mentor-profiles');
    // Spec §9 example figures: maximum mentees 3, 2, 4 with current 1, 2, 1; ratings 4.9, 4.8, 5.
    expect(mentors.map((m) => [m.maxMentees, m.currentMentees, m.rating]).sort()).toEqual([
      [2, 2, 4.8],
      [3, 1, 4.9],
      [4, 1, 5],
    ]);

    await page.goto('/community-engagement');
    await openTab(page, 'Mentor Matching');
    const tab = panel(page);
    await expect(tab.getByRole('heading', { level: 2, name: 'Expert Mentors' })).toBeVisible();
    await expect(tab.getByText('Example Content', { exact: true })).toBeVisible();
    await expect(tab.getByText('Connect with experienced AI practitioners', { exact: true })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Become a Mentor' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Find a Mentor' })).toBeVisible();
    await expect(tab.getByTestId('mentor-card')).toHaveCount(mentors.length);
    await expect(tab.getByRole('link', { name: /View LinkedIn/ })).toHaveCount(mentors.filter((m) => m.linkedinUrl).length);

    for (const m of mentors) {
      const card = tab.getByTestId('mentor-card').filter({ has: page.getByRole('heading', { level: 3, name: m.name, exact: true }) });
      await expect(card.getByTestId('mentor-initials')).toHaveText(initialsOf(m.name));
      await expect(card).toContainText(m.communityId);
      await expect(card.getByTestId('mentor-availability')).toHaveText(`${availabilityOf(m.availability)} availability`);
      await expect(card).toContainText(m.experience);
      await expect(card.getByTestId('mentor-rating')).toContainText(m.rating.toFixed(1));
      await expect(card).toContainText(m.bio);
      for (const e of m.expertise) await expect(card.getByText(e, { exact: true })).toBeVisible();
      await expect(card).toContainText(`${m.currentMentees}/${m.maxMentees} mentees`);

      const linkedIn = card.getByRole('link', { name: /View LinkedIn/ });
      if (m.linkedinUrl) {
        await expect(linkedIn).toHaveAttribute('href', m.linkedinUrl);
        await expect(linkedIn).toHaveAttribute('target', '_blank');
        await expect(linkedIn).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(linkedIn).toHaveCount(0);
      }

      if (m.currentMentees >= m.maxMentees) {
        await expect(card.getByRole('button', { name: 'Fully Booked' })).toBeDisabled();
        await expect(card.getByRole('button', { name: 'Request Mentorship' })).toHaveCount(0);
      } else {
        await expect(card.getByRole('button', { name: 'Request Mentorship' })).toBeEnabled();
        await expect(card.getByRole('button', { name: 'Fully Booked' })).toHaveCount(0);
      }
    }
    await expect(tab.getByRole('button', { name: 'Fully Booked' })).toHaveCount(1);
  });

  test('Discussion Forums: categories with coloured icon, name, community, topic count and last activity', async ({ page, request }) => {
    const categories = await list<Category>(request, '/api/discussion-categories');
    await page.goto('/community-engagement');
    await openTab(page, 'Discussion Forums');
    const tab = panel(page);
    await expect(tab.getByRole('heading', { level: 2, name: 'Discussion Forums' })).toBeVisible();
    await expect(tab.getByText('Example Content', { exact: true })).toBeVisible();
    await expect(tab.getByText('Connect and collaborate with community members', { exact: true })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Start Discussion' })).toBeVisible();
    await expect(tab.getByTestId('category-card')).toHaveCount(categories.length);

    for (const c of categories) {
      const card = tab.getByTestId('category-card').filter({ has: page.getByRole('heading', { level: 3, name: c.name, exact: true }) });
      await expect(card).toContainText(c.description);
      await expect(card).toContainText(c.communityId);
      await expect(card).toContainText(`${c.topics.toLocaleString('en-GB')} topic${c.topics === 1 ? '' : 's'}`);
      await expect(card).toContainText(c.lastActivity);
      await expect(card.getByTestId('category-icon')).toHaveCSS('background-color', rgb(c.color));
    }
  });

  test('tabs work from the keyboard and the choice is not kept on reload', async ({ page }) => {
    await page.goto('/community-engagement');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Member Spotlights' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Discussion Forums' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Discussion Forums' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Discussion Forums' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Mentor Matching' })).toBeFocused();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Expert Mentors' })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'AI Challenges' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'AI Challenges' })).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Member Spotlights' })).toHaveAttribute('aria-selected', 'true');
  });

  test('skeletons while a list loads; a failed read shows an error with Try again', async ({ page }) => {
    const release = await holdRequests(page, '**/api/member-spotlights');
    // Fails until the test says otherwise: SWR may read again when the tab opens, and that must fail too.
    let mentorsDown = true;
    await page.route('**/api/mentor-profiles', async (route) => {
      if (mentorsDown)
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) });
      return route.continue();
    });

    await openInApp(page, '/community-engagement');
    await expect(panel(page).getByTestId('engagement-loading')).toBeVisible();
    release();
    await expect(panel(page).getByTestId('spotlight-card').first()).toBeVisible();
    await expect(panel(page).getByTestId('engagement-loading')).toHaveCount(0);

    await openTab(page, 'Mentor Matching');
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('Mentors could not be loaded');
    mentorsDown = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(panel(page).getByTestId('mentor-card').first()).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
  });

  test('no horizontal scrolling at 390 px on any tab', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/community-engagement');
    for (const name of TABS) {
      await openTab(page, name);
      await expect(panel(page).locator('article').first()).toBeVisible();
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll, name).toBeLessThanOrEqual(client);
    }
  });

  // One tab-strip pattern on every tabbed page (shared-ui's tabs): every label whole at 390 px.
  test('every tab of the strip is wholly visible at 390 px, focus ring included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/community-engagement');
    await waitForApp(page);
    await expectWholeTabStrip(page, page.getByRole('tablist', { name: 'Community engagement' }));
  });
});
