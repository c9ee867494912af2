import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { openInApp } from '../support/navigation';

interface Trend {
  id: number;
  title: string;
  url: string | null;
  discussions: number;
  engagement: string;
  source: string;
  trend_type: string;
}
interface Article {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: string | null;
}

const typeLabel = (t: string) =>
  new RegExp(
    t
      .replace(/[_-]+/g, ' ')
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    'i',
  );

test.describe('About (/about)', () => {
  test('story, mission, three claims and the two badges', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'About The AI Network' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByTestId('about-claims').locator('li')).toHaveCount(3);
    const badges = page.getByTestId('about-badges');
    await expect(badges.getByText('8 Communities', { exact: true })).toBeVisible();
    await expect(badges.getByText('New Platform', { exact: true })).toBeVisible();
    // the illustration is local and loads
    const img = page.getByRole('main').locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });
});

test.describe('The AI Evolution (/ai-evolution)', () => {
  test('featured article is the first of /api/articles/featured; Read Full Article opens its page', async ({ page, request }) => {
    const articles: Article[] = await (await request.get('/api/articles/featured')).json();
    expect(articles.length).toBeGreaterThan(0);
    const [featured] = articles;

    await page.goto('/ai-evolution');
    await expect(page.getByRole('heading', { level: 1, name: 'The AI Evolution' })).toBeVisible();
    const card = page.getByTestId('featured-article');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(featured.title);
    await expect(card).toContainText(featured.excerpt);
    const img = card.locator('img');
    if (featured.image) await expect(img).toHaveAttribute('src', featured.image);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // The spec's button scrolled to the top (there was no article page); it keeps its label and opens the article.
    await card.getByRole('link', { name: 'Read Full Article' }).click();
    await expect(page).toHaveURL(new RegExp(`/ai-evolution/${featured.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
    await expect(page.getByTestId('article')).toContainText(featured.excerpt);
  });

  test('Trending This Week shows the first trends (at most 6) with their details; a trend with a url opens it in a new tab', async ({
    page,
    request,
  }) => {
    const trends: Trend[] = await (await request.get('/api/trends')).json();
    expect(trends.length).toBeGreaterThanOrEqual(6);
    const shown = trends.slice(0, 6);

    await page.goto('/ai-evolution');
    await expect(page.getByRole('heading', { level: 2, name: 'Trending This Week' })).toBeVisible();
    const cards = page.getByTestId('trend-card');
    await expect(cards).toHaveCount(shown.length);
    expect(await cards.count()).toBeLessThanOrEqual(6);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      shown.map((t) => new RegExp(t.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    );

    for (const [i, t] of shown.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(`${t.discussions.toLocaleString('en-US')} comment`);
      await expect(card).toContainText(String(t.engagement));
      await expect(card).toContainText(String(t.source));
      await expect(card).toContainText(typeLabel(t.trend_type));
      if (t.url) {
        const link = card.getByRole('link');
        await expect(link).toHaveAttribute('href', new URL(t.url).href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toContainText(t.title);
      } else {
        await expect(card.getByRole('link')).toHaveCount(0);
      }
    }
    expect(
      shown.some((t) => t.url),
      'the seed has trends with a url',
    ).toBe(true);

    // clicking a trend with a url opens a new tab (the external site itself is not loaded)
    const withUrl = shown.findIndex((t) => t.url);
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
      );
    const [popup] = await Promise.all([page.waitForEvent('popup'), cards.nth(withUrl).getByRole('link').click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(new URL(shown[withUrl].url!).href);
    await popup.close();

    await expect(page.getByRole('link', { name: 'View All Trends' })).toHaveAttribute('href', '/community');
  });

  test('never shows more than 6 trends, whatever the server returns', async ({ page }) => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      title: `Example trend ${i + 1}`,
      discussionCount: 0,
      icon: 'trending-up',
      color: '#4F46E5',
      url: i % 2 ? null : `https://example.com/trend-${i + 1}`,
      discussions: 10 + i,
      engagement: 'High',
      source: 'Example',
      trend_type: 'news',
    }));
    await page.route('**/api/trends', (route) => route.fulfill({ json: nine }));
    await openInApp(page, '/ai-evolution');
    const cards = page.getByTestId('trend-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(nine.slice(0, 6).map((t) => new RegExp(`^${t.title}\\b`)));
    await expect(page.getByText('Example trend 7')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Example trend 1\b/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Example trend 2\b/ })).toHaveCount(0);
  });

  test('loading skeletons, then an error state with Try again', async ({ page }) => {
    let fail = true;
    const release = await holdRequests(page, '**/api/trends', (route) =>
      fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await openInApp(page, '/ai-evolution');
    await expect(page.getByTestId('trend-card-skeleton')).toHaveCount(6);
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Trends could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('500: boom');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('trend-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a failed featured-article read shows an error with Try again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/articles/featured', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await openInApp(page, '/ai-evolution');
    const alert = page.getByRole('alert').filter({ hasText: 'The featured article could not be loaded' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('featured-article')).toBeVisible();
  });

  test('AI Tips & Tricks: three cards leading to the guides', async ({ page }) => {
    await page.goto('/ai-evolution');
    await expect(page.getByRole('heading', { level: 2, name: 'AI Tips & Tricks' })).toBeVisible();
    const tips = page.getByTestId('ai-tip-card');
    await expect(tips).toHaveCount(3);
    const expected = [
      ['Prompt Engineering', '/prompt-engineering'],
      ['AI Safety', '/ai-safety'],
      ['Tool Integration', '/tool-integration'],
    ];
    for (const [i, [title, href]] of expected.entries()) {
      await expect(tips.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(tips.nth(i)).toHaveAttribute('href', href);
    }
    await tips.filter({ hasText: 'AI Safety' }).click();
    await expect(page).toHaveURL(/\/ai-safety$/);
  });
});

test.describe('About and The AI Evolution at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/about', '/ai-evolution']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/ai-evolution') await expect(page.getByTestId('trend-card').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
