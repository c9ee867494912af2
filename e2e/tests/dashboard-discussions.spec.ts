import { mkdirSync } from 'node:fs';
import { waitForLiveStream } from '../support/network';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { queryTestDb } from '../support/db';
import {
  createReplyByApi,
  createThreadByApi,
  forumMember,
  scrollsSideways,
  spacePosts,
  uniqueWord,
  type ForumMember,
} from '../support/discussions';

/**
 * The forum in the member dashboard, against the real API and PostgreSQL: the Feed's real activity (live), the
 * example posts only while nobody has posted, Trending and Community Stats (agreeing with the header), the composer's
 * Share and its refusals, and the Discussions tab with its empty state opening the thread composer. Each test gets a
 * community of its own (inserted here), so "nobody has posted yet" is true at its start. Screenshots for review go to
 * /tmp/shots-h5 (not the repository).
 */
const SHOTS = '/tmp/shots-h5';
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // A phone's full page is too tall to read once scaled down: its first screens as well.
    if (width === 390)
      for (const [i, y] of [0, 844, 1688].entries())
        await page.screenshot({
          path: `${SHOTS}/${name}-390-part${i + 1}.png`,
          clip: { x: 0, y, width: 390, height: 844 },
          fullPage: true,
        });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The communities this file inserted: removed after each test (other files count the site's 8 communities). */
const inserted: string[] = [];
test.afterEach(async () => {
  // Threads, replies, memberships... go with it (ON DELETE CASCADE); the table's trigger tells every cache.
  for (const slug of inserted.splice(0)) await queryTestDb(`DELETE FROM communities WHERE slug = $1`, [slug]);
});

/** A community of its own for one test (nobody has posted there), with `member` as its one approved member. */
async function freshCommunity(member: ForumMember): Promise<{ slug: string; name: string }> {
  const slug = `feed-${uniqueWord('c')}`;
  inserted.push(slug);
  const name = `Feed Test ${slug.slice(-6)}`;
  const [row] = await queryTestDb<{ id: number }>(
    `INSERT INTO communities (slug, name, description, image, icon, color)
     VALUES ($1, $2, 'A community of one browser test.', '/images/communities/entrepreneurs.svg', 'rocket', '#2563EB') RETURNING id`,
    [slug, name],
  );
  await queryTestDb(`INSERT INTO user_communities (user_id, community_id, status) VALUES ($1, $2, 'approved')`, [member.id, row.id]);
  return { slug, name };
}

const headerCount = async (page: Page) => Number((await page.getByTestId('member-count').locator('strong').innerText()).replace(/\D/g, ''));

test.describe('The dashboard Feed and Discussions tab', () => {
  test('examples only while nobody has posted; a thread posted by API shows live, in Trending and in the stats; stats agree with the header', async ({
    browser,
  }) => {
    const fiona = await forumMember(browser, 'Fiona');
    const { slug } = await freshCommunity(fiona);
    const page = fiona.page;
    await page.goto(`/dashboard/${slug}`);

    // Nobody has posted: the member's own joining is the one line, then the spec's three posts marked as examples.
    const feed = page.getByTestId('activity-feed');
    await expect(feed.getByTestId('activity-item')).toHaveCount(1);
    await expect(feed.getByTestId('activity-item').first()).toHaveAttribute('data-kind', 'member');
    await expect(feed.getByTestId('activity-item').first().getByRole('link')).toHaveAttribute('href', `/members/${fiona.id}`);
    const examples = page.getByTestId('feed-examples');
    await expect(examples.getByRole('heading', { name: /Example posts/ })).toBeVisible();
    await expect(examples.getByTestId('feed-post')).toHaveCount(3);
    await expect(examples.getByTestId('feed-post').getByText('Example', { exact: true })).toHaveCount(3);
    await expect(page.getByTestId('trending-examples-note')).toContainText('Examples');
    await expect(page.getByTestId('trending-examples').locator('li')).toHaveCount(4);

    // Community Stats: real figures, members equal to the header's count (1: this member), no made-up challenges.
    const stats = page.getByTestId('community-stats');
    await expect(stats.getByTestId('stat-total-members').locator('dd')).toHaveText('1');
    expect(await headerCount(page)).toBe(1);
    await expect(stats.getByTestId('stat-online-now').locator('dd')).toHaveText('1'); // this member, seen just now
    await expect(stats.getByTestId('stat-discussions-today').locator('dd')).toHaveText('0');
    // The spec's fourth line counts the challenges running now.
    await expect(stats.getByTestId('stat-active-challenges')).toContainText(/Active challenges\s*\d+/);
    await expectNoSeriousViolations(page, 'dashboard feed, no posts yet');
    await shoot(page, 'dashboard-feed-empty');

    // A thread posted through the API appears without a reload (the live stream), linking to the thread.
    await waitForLiveStream(page, { community: slug });
    const title = `Which model for invoices ${uniqueWord('t')}`;
    const thread = await createThreadByApi(fiona.context.request, slug, {
      title,
      body: 'Has anyone compared models for reading invoices?',
    });
    const line = feed.locator('[data-testid="activity-item"][data-kind="thread"]').filter({ hasText: title });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: title })).toHaveAttribute('href', `/community/${slug}/discussions/${thread.id}`);
    await expect(page.getByTestId('feed-examples')).toHaveCount(0);
    await expect(page.getByTestId('trending-threads').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/community/${slug}/discussions/${thread.id}`,
    );
    await expect(page.getByTestId('trending-examples')).toHaveCount(0);
    await expect(stats.getByTestId('stat-discussions-today').locator('dd')).toHaveText('1');

    // A reply is in the Feed too (after a reload: replies are thread events, not community ones), newest first.
    await spacePosts(fiona.id);
    await createReplyByApi(fiona.context.request, thread.id, 'Replying to my own question with what I found so far.');
    await page.reload();
    await expect(feed.getByTestId('activity-item').first()).toHaveAttribute('data-kind', 'reply');
    await expect(feed.getByTestId('activity-item').first()).toContainText('replied');
    await expect(feed.getByTestId('activity-item')).toHaveCount(3);

    // The line leads to the thread.
    await line.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/community/${slug}/discussions/${thread.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fiona.context.close();
  });

  test('the composer: Share posts the text as a discussion, refusals show (title, the 5 s limit), Discussion and Quick Actions open the composer', async ({
    browser,
  }) => {
    const gus = await forumMember(browser, 'Gus');
    const { slug } = await freshCommunity(gus);
    const page = gus.page;
    await page.goto(`/dashboard/${slug}`);
    const composer = page.getByTestId('post-composer');
    await expect(composer.getByPlaceholder('Share your AI insights with the community...')).toBeVisible();
    for (const name of ['Discussion', 'Challenge', 'Share']) await expect(composer.getByRole('button', { name })).toBeVisible();

    // The Title is optional: shared without one, the text's first line is the title (issue 30: a Title the member had
    // not been asked for made Share fail).
    const title = `Contract review checklist ${uniqueWord('s')}`;
    await composer.getByLabel('Write a post').fill(`${title}\nMy checklist for reviewing an AI-drafted contract clause.`);
    await composer.getByRole('button', { name: 'Share' }).click();
    await expect(composer.getByTestId('composer-posted').getByRole('link', { name: title })).toBeVisible();
    await expect(composer.getByLabel('Write a post')).toHaveValue('');
    await expect(page.getByTestId('activity-feed').getByRole('link', { name: title })).toBeVisible();

    // At once a second post: the API's "5 s between posts" refusal shows as it is sent.
    await composer.getByLabel('Write a post').fill('A second thought straight after the first one.');
    await composer.getByLabel('Title').fill(`Second thought ${uniqueWord('s')}`);
    await composer.getByRole('button', { name: 'Share' }).click();
    const alert = composer.getByTestId('post-alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('between posts. You can post again in');
    const rows = await queryTestDb<{ n: number }>(
      `SELECT count(*)::int AS n FROM threads t JOIN communities c ON c.id = t.community_id WHERE c.slug = $1`,
      [slug],
    );
    expect(rows[0].n).toBe(1);

    // The Discussion button and Quick Actions' "Start a Discussion" open the thread composer in a dialog.
    await composer.getByRole('button', { name: 'Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a Discussion' });
    await expect(dialog.getByTestId('thread-composer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('quick-actions').getByRole('button', { name: 'Start a Discussion' }).click();
    await expect(dialog.getByTestId('thread-composer')).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard composer dialog');
    await gus.context.close();
  });

  test('the Discussions tab: the empty state button opens the composer, posting shows the thread; axe and 390 px', async ({ browser }) => {
    const hana = await forumMember(browser, 'Hana');
    const { slug, name } = await freshCommunity(hana);
    const page = hana.page;
    await page.goto(`/dashboard/${slug}`);
    await page.getByRole('tab', { name: 'Discussions' }).click();

    const empty = page.getByTestId('placeholder-discussions');
    await expect(empty.getByRole('heading', { name: 'Community Discussions' })).toBeVisible();
    await expect(empty).toContainText(`fellow ${name.toLowerCase()} members`);
    await expectNoSeriousViolations(page, 'dashboard discussions tab, empty');
    await shoot(page, 'dashboard-discussions-empty');

    await empty.getByRole('button', { name: 'Start a Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a Discussion' });
    const title = `Teaching my team prompt hygiene ${uniqueWord('d')}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Body')
      .fill('What rules do you give a team that is new to AI tools? Mine so far: no customer data in prompts.');
    await dialog.getByRole('button', { name: 'Post discussion' }).click();
    await expect(dialog).toBeHidden();

    const list = page.getByTestId('thread-list');
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByTestId('placeholder-discussions')).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'New discussion' })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard discussions tab with a thread');
    await shoot(page, 'dashboard-discussions');

    await page.getByRole('tab', { name: 'Feed' }).click();
    await expect(page.getByTestId('activity-feed').getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard feed with a thread');
    await shoot(page, 'dashboard-feed');
    await hana.context.close();
  });
});
