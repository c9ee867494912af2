import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { type Page } from '@playwright/test';
import { openInApp } from '../support/navigation';

const SIGNED_IN = { id: 7, firstName: 'Ada', email: 'ada@example.com' };

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Home (/)', () => {
  test('a visitor sees the hero, promo video, value points, coach teaser, communities and the closing call to action', async ({
    page,
    request,
  }) => {
    const communities: { name: string; slug: string }[] = await (await request.get('/api/communities')).json();
    expect(communities).toHaveLength(8);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect, Create, Innovate' })).toBeVisible();
    await expect(page).toHaveTitle(/The AI Network/);
    const main = page.getByRole('main');

    // hero buttons (spec §2): register and login for a visitor
    await expect(main.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Go to My Dashboard' })).toHaveCount(0);

    // featured promo video with controls, only its metadata loaded up front
    const promo = page.getByTestId('promo-video');
    await expect(promo).toHaveAttribute('src', '/videos/promo.mp4');
    await expect(promo).toHaveAttribute('controls', '');
    await expect(promo).toHaveAttribute('preload', 'metadata');
    await expect(page.getByTestId('promo-video-fallback')).toHaveCount(0);

    // value section: three points
    for (const name of ['Find Your Tribe', 'Share Knowledge', 'Shape the Future']) {
      await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('value-point')).toHaveCount(3);

    // AI Coach teaser: Coming Soon, to /ai-agent and /demo
    const coach = page.getByTestId('coach-teaser');
    await expect(coach).toContainText('Coming Soon');
    await expect(coach.getByRole('link', { name: 'Explore the AI Coach' })).toHaveAttribute('href', '/ai-agent');
    await expect(coach.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');

    // Find Your Community: one card per community from the API, then the full list
    await expect(main.getByRole('heading', { level: 2, name: 'Find Your Community' })).toBeVisible();
    const cards = page.getByTestId('community-card');
    await expect(cards).toHaveCount(8);
    for (const c of communities) {
      await expect(cards.filter({ has: page.getByRole('heading', { name: c.name, exact: true }) })).toHaveAttribute(
        'href',
        `/community/${c.slug}`,
      );
    }
    await expect(page.getByTestId('community-card-skeleton')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Explore All Communities' })).toHaveAttribute('href', '/community');

    // closing call to action
    await expect(main.getByRole('link', { name: 'Join The Network Today' })).toHaveAttribute('href', '/register');
    await expect(main.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/demo');
  });

  test('the hero video is a looping, muted, inline background that plays from the site itself', async ({ page, request }) => {
    const file = await request.get('/videos/promo.mp4');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('video/mp4');
    expect((await request.get('/videos/promo-poster.jpg')).status()).toBe(200);

    await page.goto('/');
    const hero = page.getByTestId('hero-video');
    await expect(hero).toHaveAttribute('src', '/videos/promo.mp4');
    await expect(hero).toHaveAttribute('poster', '/videos/promo-poster.jpg');
    await expect(hero).toHaveAttribute('preload', 'auto');
    expect(
      await hero.evaluate((v: HTMLVideoElement) => ({ loop: v.loop, muted: v.muted, autoplay: v.autoplay, playsInline: v.playsInline })),
    ).toEqual({
      loop: true,
      muted: true,
      autoplay: true,
      playsInline: true,
    });
    // it really decodes and plays (autoplay is allowed because it is muted)
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test('shows exactly 8 community skeletons while the communities load', async ({ page }) => {
    const release = await holdRequests(page, '**/api/communities');
    await openInApp(page, '/');
    // the hero does not wait for the API
    await expect(page.getByRole('heading', { level: 1, name: 'Connect, Create, Innovate' })).toBeVisible();
    await expect(page.getByTestId('community-card-skeleton')).toHaveCount(8);
    await expect(page.getByTestId('community-card')).toHaveCount(0);
    release();
    await expect(page.getByTestId('community-card')).toHaveCount(8);
    await expect(page.getByTestId('community-card-skeleton')).toHaveCount(0);
  });

  test('a failed communities read offers Try again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/communities', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    await openInApp(page, '/');
    await expect(page.getByRole('alert').filter({ hasText: 'Communities could not be loaded' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('community-card')).toHaveCount(8);
  });

  test('when the promo video cannot load: it is logged, the hero video is hidden and the "Promotional Video" panel shows', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.route('**/videos/promo.mp4', (route) => route.abort());
    await page.goto('/');

    const fallback = page.getByTestId('promo-video-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: 'Promotional Video' })).toBeVisible();
    await expect(page.getByTestId('promo-video')).toHaveCount(0);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    // the hero keeps its text and buttons on the gradient
    await expect(page.getByRole('heading', { level: 1, name: 'Connect, Create, Innovate' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    expect(logs.some((l) => /video could not be loaded/i.test(l))).toBe(true);
  });

  test('a signed-in member gets the dashboard instead of the register and login prompts', async ({ page }) => {
    await page.route('**/api/auth/user', (route) => route.fulfill({ json: SIGNED_IN }));
    await page.goto('/');
    const main = page.getByRole('main');
    const dashboard = main.getByRole('link', { name: 'Go to My Dashboard' });
    await expect(dashboard).toHaveCount(2); // hero and closing call to action
    for (const link of await dashboard.all()) await expect(link).toHaveAttribute('href', '/dashboard/entrepreneurs');
    await expect(main.getByRole('link', { name: 'Get Started Today' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Join The Network Today' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/demo');

    await dashboard.first().click();
    await expect(page).toHaveURL(/\/dashboard\/entrepreneurs$/);
  });

  test('a community card opens its community page', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('community-card').filter({ hasText: 'Parents' }).click();
    await expect(page).toHaveURL(/\/community\/parents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Parents' })).toBeVisible();
  });
});

test.describe('Home at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('community-card')).toHaveCount(8);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started Today' })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
