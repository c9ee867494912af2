import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { createReplyByApi, createThreadByApi, forumMember, shootBothWidths, uniqueWord } from '../support/discussions';

/**
 * The /search page against the real API and PostgreSQL full-text search: a reply found by a word of its
 * body, the query in the address, the community filter, "/" to focus, the empty state. Screenshots: /tmp/shots-h4.
 */
const SHOTS = '/tmp/shots-h4';
test.describe.configure({ timeout: 90_000 });

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test.describe('Search', () => {
  test('finds a reply by a word in its body; the result links to the reply on the thread page; the query is in the address', async ({
    page,
    browser,
  }) => {
    const ada = await forumMember(browser, 'Ada');
    const grace = await forumMember(browser, 'Grace');
    const word = uniqueWord('zebrafish');
    const title = `Evaluating summarisers ${uniqueWord('e')}`;
    const thread = await createThreadByApi(ada.context.request, 'entrepreneurs', {
      title,
      body: 'How do you evaluate summaries at scale?',
    });
    const reply = await createReplyByApi(grace.context.request, thread.id, `We score them against a ${word} rubric with two reviewers.`);
    await ada.context.close();
    await grace.context.close();

    await page.goto('/search');
    await waitForRealContent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    // "/" focuses the search field.
    await page.locator('body').press('/');
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toBeFocused();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    const hit = page.getByTestId('search-hit').filter({ hasText: title });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('mark')).toContainText(word);
    await expect(hit.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/community/entrepreneurs/discussions/${thread.id}#reply-${reply.id}`,
    );
    await expectNoSeriousViolations(page, 'search results');
    await shoot(page, 'search');

    // The community filter: not in "students"; found in "entrepreneurs". Both are links anyone can share.
    await page.goto(`/search?q=${word}&community=students`);
    await waitForRealContent(page);
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(page.getByLabel('Community')).toHaveValue('students');
    await expectNoSeriousViolations(page, 'search, no results');
    await page.getByLabel('Community').selectOption('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByTestId('search-hit')).toHaveCount(1);

    // A typo finds nothing as typed, and "Did you mean" offers the title (pg_trgm), which finds it.
    await page.goto(`/search?q=${encodeURIComponent(title.replace('Evaluating', 'Evalauting'))}`);
    await waitForRealContent(page);
    const suggestion = page.getByTestId('search-suggestion').getByRole('link');
    await expect(suggestion).toHaveText(title);
    await suggestion.click();
    await expect(page.getByTestId('search-hit').filter({ hasText: title }).first()).toBeVisible();

    await page.goto(`/search?q=${word}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/discussions/${thread.id}#reply-${reply.id}$`));
    await expect(page.locator(`#reply-${reply.id}`)).toContainText(word);
  });

  test('a query too long gets the API’s message, not an empty page', async ({ page }) => {
    await page.goto(`/search?q=${'x'.repeat(210)}`);
    await expect(page.getByRole('alert')).toContainText('Search for 1 to 200 characters');
  });
});
