import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { openInApp } from '../support/navigation';

test.describe('Community list (/community)', () => {
  test('lists the eight communities from the API with image, name, description and formatted member count', async ({ page, request }) => {
    const api = await (await request.get('/api/communities')).json();
    expect(api).toHaveLength(8);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Communities' })).toBeVisible();
    await expect(page.getByText('If you want to go fast, go alone. If you want to go far, go together.')).toBeVisible();
    const cards = page.getByTestId('community-card');
    await expect(cards).toHaveCount(8);

    for (const c of api) {
      const card = cards.filter({ has: page.getByRole('heading', { name: c.name, exact: true }) });
      await expect(card).toContainText(c.description);
      await expect(card).toContainText(`${c.memberCount.toLocaleString('en-US')} members`);
      await expect(card.locator('img')).toHaveAttribute('src', c.image);
    }
    // thousands separators: at least one community is above 1,000
    await expect(page.getByText(/\d,\d{3} members/).first()).toBeVisible();
    // every image is served locally and loads
    for (const img of await cards.locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('search filters by name or description, case-insensitively, and shows the empty message', async ({ page, request }) => {
    const api: { name: string; description: string }[] = await (await request.get('/api/communities')).json();
    await page.goto('/community');
    const search = page.getByPlaceholder('Search communities...');
    const cards = page.getByTestId('community-card');
    await expect(cards).toHaveCount(8);

    await search.fill('eNtReP');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Entrepreneurs');

    // a word that appears only in one description (not in its name)
    const target = api.find((c) => c.name === 'Seniors')!;
    const word = target.description
      .split(/\W+/)
      .find((w) => w.length > 6 && api.filter((c) => `${c.name} ${c.description}`.toLowerCase().includes(w.toLowerCase())).length === 1);
    expect(word, 'a word unique to the Seniors description').toBeTruthy();
    await search.fill(word!.toUpperCase());
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Seniors');

    await search.fill('zzz-no-such-community');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No communities found matching your search')).toBeVisible();

    await search.fill('');
    await expect(cards).toHaveCount(8);
  });

  test('a card opens the community page', async ({ page }) => {
    await page.goto('/community');
    await page.getByTestId('community-card').filter({ hasText: 'Creatives' }).click();
    await expect(page).toHaveURL(/\/community\/creatives$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Creatives' })).toBeVisible();
  });

  test('shows skeletons while the list loads', async ({ page }) => {
    const release = await holdRequests(page, '**/api/communities');
    await openInApp(page, '/community');
    await expect(page.getByTestId('community-card-skeleton')).toHaveCount(8);
    release();
    await expect(page.getByTestId('community-card')).toHaveCount(8);
  });
});
