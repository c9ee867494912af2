import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { queryTestDb } from '../support/db';
import { createThreadByApi, forumMember, shootBothWidths, spacePosts, uniqueWord } from '../support/discussions';

/**
 * Search of everything public and the composer's similar threads, against the real API and PostgreSQL: an event, an
 * article and a member found by typing in the site's search, in their sections; a thread like the one being written
 * suggested under the title before posting. Screenshots: /tmp/shots-search.
 */
const SHOTS = '/tmp/shots-search';
test.describe.configure({ timeout: 120_000 });

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
/** A unique word of letters only (a first name takes no digits). */
const letters = (prefix: string) => uniqueWord(prefix).replace(/\d/g, (d) => 'qwertyuiop'[Number(d)]);

test.describe('Site search', () => {
  test('finds an event, an article and a member, each in its section; the type tabs keep the query in the address', async ({
    page,
    browser,
  }) => {
    const word = letters('zorblax');
    const name = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
    const alex = await forumMember(browser, 'Alex');
    await queryTestDb(`UPDATE users SET first_name = $1 WHERE id = $2`, [name, alex.id]);
    const thread = await createThreadByApi(alex.context.request, 'entrepreneurs', {
      title: `Notes from the ${word} workshop`,
      body: `We built a **small** agent.\n\n\`\`\`python\nprint("hello")\n\`\`\`\n\nThe ${word} demo worked.`,
    });
    await alex.context.close();
    const [{ id: eventId }] = await queryTestDb<{ id: number }>(
      `INSERT INTO events (title, description, date, location, starts_at)
       VALUES ($1, 'Bring a laptop: we build a **small** agent together.', 'Soon', 'Leeds Central Library', now() + interval '5 days') RETURNING id`,
      [`The ${word} workshop`],
    );
    const [{ slug }] = await queryTestDb<{ slug: string }>(
      `INSERT INTO articles (title, excerpt, content) VALUES ($1, $2, 'A body with **bold** words and a [link](https://x.example).') RETURNING slug`,
      [`Why ${word} matters`, `A short summary on ${word} for everyone.`],
    );

    await page.goto('/');
    await waitForRealContent(page);
    await page.getByTestId('nav-search').first().click();
    const box = page.getByRole('searchbox', { name: 'Search', exact: true });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));

    const events = page.getByTestId('search-section-events');
    await expect(events.getByRole('heading', { name: 'Events (1)' })).toBeVisible();
    await expect(events.getByRole('link', { name: `The ${word} workshop` })).toHaveAttribute('href', `/events/${eventId}`);
    const articles = page.getByTestId('search-section-articles');
    await expect(articles.getByRole('heading', { name: 'Articles (1)' })).toBeVisible();
    await expect(articles.getByRole('link', { name: `Why ${word} matters` })).toHaveAttribute('href', `/ai-evolution/${slug}`);
    await expect(articles.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(articles.getByTestId('search-article')).not.toContainText('**');
    const members = page.getByTestId('search-section-members');
    await expect(members.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    await expect(members.getByRole('link', { name: new RegExp(`^${name} [A-Z]\\.$`) })).toHaveAttribute('href', `/members/${alex.id}`);
    // The discussion's snippet is the words a reader sees: no Markdown syntax.
    const posts = page.getByTestId('search-section-posts');
    await expect(posts.getByRole('heading', { name: 'Discussions (1)' })).toBeVisible();
    await expect(posts.getByRole('link', { name: thread.title })).toHaveAttribute(
      'href',
      `/community/entrepreneurs/discussions/${thread.id}`,
    );
    await expect(posts.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(posts.getByTestId('search-hit')).not.toContainText('**');
    await expect(posts.getByTestId('search-hit')).not.toContainText('```');
    await expectNoSeriousViolations(page, 'search results by type');
    await shoot(page, 'search-by-type');

    // The Events tab: only events, in the address; All comes back to the sections.
    const tabs = page.getByRole('tablist', { name: 'Result types' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Events' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&type=events$`));
    await expect(page.getByTestId('search-event')).toHaveCount(1);
    await expect(page.getByTestId('search-member')).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Members' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&type=members$`));
    await expect(page.getByTestId('search-member')).toHaveCount(1);
    await page.getByTestId('search-member').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/members/${alex.id}$`));

    // A name as the nav shows it: the first letters of the first name find the member.
    await page.goto(`/search?q=${encodeURIComponent(name.slice(0, 9))}&type=members`);
    await expect(page.getByTestId('search-member').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  });

  test('a thread like the one being written is suggested under the title before posting', async ({ browser }) => {
    const topic = letters('quillet');
    const ada = await forumMember(browser, 'Ada');
    const existing = await createThreadByApi(ada.context.request, 'entrepreneurs', {
      title: `How should I price my ${topic} consulting service?`,
      body: 'I am starting out and unsure what to charge per hour.',
    });
    await spacePosts(ada.id);

    const p = ada.page;
    await p.goto('/community/entrepreneurs/discussions');
    await waitForRealContent(p);
    await p.getByRole('button', { name: 'New discussion' }).click();
    const dialog = p.getByRole('dialog', { name: 'New discussion' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title').pressSequentially(`Pricing my ${topic} consulting service`);
    const similar = dialog.getByTestId('similar-threads');
    await expect(similar.getByText('Your topic is similar to…')).toBeVisible();
    const link = similar.getByRole('link', { name: new RegExp(existing.title.replace('?', '\\?')) });
    await expect(link).toHaveAttribute('href', `/community/entrepreneurs/discussions/${existing.id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoSeriousViolations(p, 'similar threads', { include: 'dialog[open]' });
    await shoot(p, 'similar-threads');

    // A short title asks nothing: the suggestion goes.
    await dialog.getByLabel('Title').fill('Price');
    await expect(similar).toHaveCount(0);
    await ada.context.close();
  });
});
