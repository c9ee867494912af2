import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { expectHeroScrim } from '../support/hero-scrim';
import { openInApp, waitForApp } from '../support/navigation';
import { expectWholeTabStrip } from '../support/tab-strip';

test.describe('Community detail (/community/:slug)', () => {
  test('hero, coach banner with 3 + 3 examples, and the four tabs', async ({ page, request }) => {
    const community = await (await request.get('/api/communities/entrepreneurs')).json();
    await page.goto('/community/entrepreneurs');

    await expect(page.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();
    await expect(page.getByText(community.description).first()).toBeVisible();
    await expect(page.getByTestId('member-count')).toHaveText(`${community.memberCount.toLocaleString('en-US')} members`);

    const banner = page.getByTestId('coach-banner');
    await expect(banner).toContainText('Coming Soon');
    await expect(banner).toContainText('Premium Feature');
    await expect(banner.getByRole('heading', { name: 'How the AI Coach Will Help You:' })).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'More AI Coaching Features:' })).toBeVisible();
    await expect(banner.locator('li')).toHaveCount(6);
    await expect(banner.getByRole('link', { name: 'Explore AI Coach Features' })).toHaveAttribute('href', '/ai-agent');
    await expect(banner).toContainText('Join the early access waitlist');

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Topics & Benefits', 'Community Support', 'Events']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // Overview
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'About Entrepreneurs' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Join the Network' })).toHaveAttribute('href', '/register');
    await expect(panel.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/demo');

    // Topics & Benefits: 8 topics, 6 benefits
    await page.getByRole('tab', { name: 'Topics & Benefits' }).click();
    await expect(panel.getByRole('heading', { name: 'Popular Discussion Topics' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Benefits of Joining' })).toBeVisible();
    await expect(panel.locator('ul').first().locator('li')).toHaveCount(8);
    await expect(panel.locator('ul').nth(1).locator('li')).toHaveCount(6);

    // Community Support: 3 + 3 help items and the join button
    await page.getByRole('tab', { name: 'Community Support' }).click();
    await expect(panel.getByRole('heading', { name: 'Support & Guidance' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Growth Opportunities' })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(6);
    await expect(panel.getByRole('link', { name: 'Join Entrepreneurs Community' })).toHaveAttribute('href', '/register');

    // Events: cards from the API, featured badge
    const events = await (await request.get(`/api/events/community/${community.id}`)).json();
    expect(events.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(panel.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(panel.getByTestId('event-card')).toHaveCount(events.length);
    for (const e of events) {
      const card = panel.getByTestId('event-card').filter({ hasText: e.title });
      await expect(card).toContainText(e.description);
      await expect(card).toContainText(e.date);
      await expect(card).toContainText(e.location);
      await expect(card.getByText('Featured', { exact: true })).toHaveCount(e.featured ? 1 : 0);
    }
    // the discussions body has no trigger
    await expect(page.getByText('Community discussions will appear here once members start engaging.')).toHaveCount(0);
  });

  test('tabs work from the keyboard (tab pattern)', async ({ page }) => {
    await page.goto('/community/creatives');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Topics & Benefits' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Topics & Benefits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Popular Discussion Topics' })).toBeVisible();
  });

  // shared-ui's tabs (no Radix): the WAI-ARIA APG tabs pattern, from the server's HTML through hydration to the keys.
  test('tabs follow the APG tabs pattern: roving tabindex, wrapping arrows, Home / End, Tab into the panel', async ({ page, request }) => {
    const names = ['Overview', 'Topics & Benefits', 'Community Support', 'Events'];
    const stops = () => page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')));
    const expectSelected = async (name: string, heading: string) => {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
      expect(await stops()).toEqual(names.map((n) => (n === name ? '0' : '-1')));
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1); // the other panels are hidden
      await expect(panel).toHaveAttribute('id', (await tab.getAttribute('aria-controls'))!);
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    };

    // The server's HTML already has the pattern: the selected tab is the one Tab stop, before any script runs.
    const served = await (await request.get('/community/creatives')).text();
    const tabTags = served.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabTags).toHaveLength(4);
    expect(tabTags.map((t) => /aria-selected="true"/.test(t) && /tabindex="0"/.test(t))).toEqual([true, false, false, false]);
    expect(tabTags.slice(1).every((t) => /tabindex="-1"/.test(t))).toBe(true);

    const hydrationWarnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|mismatch/i.test(m.text())) hydrationWarnings.push(m.text());
    });
    await page.goto('/community/creatives');
    await waitForApp(page);
    expect(await stops()).toEqual(['0', '-1', '-1', '-1']);

    // Tab reaches the selected tab only, then the panel (focusable: tabindex 0); Shift+Tab comes back to the same tab.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab and selects it (automatic activation)
    await expectSelected('Events', 'Upcoming Events');
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expectSelected('Overview', 'About Creatives');
    await page.keyboard.press('End');
    await expectSelected('Events', 'Upcoming Events');
    await page.keyboard.press('Home');
    await expectSelected('Overview', 'About Creatives');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Community Support', 'Support & Guidance');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('tab', { name: 'Community Support' })).toBeFocused();
    // ArrowDown / ArrowUp do nothing on a horizontal strip
    await page.keyboard.press('ArrowDown');
    await expectSelected('Community Support', 'Support & Guidance');
    // a click selects too
    await page.getByRole('tab', { name: 'Topics & Benefits' }).click();
    await expectSelected('Topics & Benefits', 'Popular Discussion Topics');
    expect(hydrationWarnings).toEqual([]);
  });

  test('a tab clicked on the server HTML before the page is live gets selected once it is', async ({ page }) => {
    // Hold the slice's code back so that the click lands on the pre-rendered markup, whose buttons have no handler yet.
    const release = await holdRequests(page, '**/mfe/community/remoteEntry.js');
    await page.goto('/community/creatives', { waitUntil: 'commit' }); // the page as it is, not live (support/test.ts)
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-live', '');
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'false'); // not live: nothing ran
    release();
    await waitForApp(page);
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  });

  test('a community without events shows the empty text', async ({ page, request }) => {
    const seniors = await (await request.get('/api/communities/seniors')).json();
    expect(await (await request.get(`/api/events/community/${seniors.id}`)).json()).toEqual([]);
    await page.goto('/community/seniors');
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText('No upcoming events for this community yet.')).toBeVisible();
  });

  test('no coach banner for a community without extra content', async ({ page }) => {
    await page.goto('/community/financial-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Services' })).toBeVisible();
    await expect(page.getByTestId('coach-banner')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'About Financial Services' })).toBeVisible();
  });

  test('Share Community offers four links that carry the page address', async ({ page, baseURL }) => {
    await page.goto('/community/educators');
    await page.getByRole('button', { name: 'Share Community' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    const address = encodeURIComponent(`${baseURL}/community/educators`);
    const hrefs = await items.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(hrefs[1]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(hrefs[2]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(hrefs[3]).toMatch(/^mailto:/);
    for (const href of hrefs) expect(href).toContain(address);
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
  });

  test('unknown slug shows "Community Not Found"', async ({ page }) => {
    const res = await page.goto('/community/no-such-community');
    expect(res?.status()).toBe(404); // decided by the server before any render (api/src/web/prerender.ts)
    await expect(page.getByRole('heading', { name: 'Community Not Found' })).toBeVisible();
    await expect(page.getByText("The community you're looking for doesn't exist.")).toBeVisible();
  });

  test('shows a skeleton while the community loads', async ({ page }) => {
    const release = await holdRequests(page, '**/api/communities/students');
    await openInApp(page, '/community/students');
    await expect(page.getByTestId('community-loading')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  });

  // The event image's height attribute (675) used to override its CSS aspect ratio (564 × 675 portraits).
  for (const width of [1280, 390]) {
    test(`event images on the Events tab keep their 16:9 box at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/community/entrepreneurs');
      await page.getByRole('tab', { name: 'Events' }).click();
      const images = page.getByTestId('event-card').locator('img');
      await expect(images.first()).toBeVisible();
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        const box = (await img.boundingBox())!;
        expect(box.width / box.height, `rendered box ${box.width} × ${box.height}`).toBeCloseTo(16 / 9, 1);
      }
    });

    // At 390 px the strip was 569 px wide in a 358 px box, "Community Support" and "Events" cut off.
    test(`every tab of the strip is wholly visible at ${width} px, focus ring included`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/community/entrepreneurs');
      await waitForApp(page);
      await expectWholeTabStrip(page, page.getByRole('tablist'));
    });
  }

  // The hero's text over the illustration at 390 px had only a 25 % scrim on its right half.
  test('the hero text sits on a dark scrim at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/community/entrepreneurs');
    await waitForApp(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Entrepreneurs' });
    await expectHeroScrim(page.locator('section').filter({ has: heading }), heading);
  });
});
