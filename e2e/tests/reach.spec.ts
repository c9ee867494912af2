import type { Article, Community, EventView } from '@cci/contracts';
import type { Page } from '@playwright/test';
import { expect, newClientContext, test } from '../support/test';
import { createThreadByApi, forumMember, spacePosts, threadUrl, uniqueWord } from '../support/discussions';
import { queryTestDb } from '../support/db';
import { waitForApp } from '../support/navigation';

/**
 * Reach (issue 29, item 11): what a public page tells people outside the site, in its server HTML (read here with
 * JavaScript off, as a crawler or a link preview reads it), and after a navigation in the live app; and the feeds and
 * the sitemap as served, parsed by the browser's XML parser.
 */

/** The head of a page as its server HTML says it (no script runs). */
async function serverHead(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page.evaluate(() => {
    const meta = (key: string) =>
      [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute('content'));
    const links = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
    const one = (key: string) => {
      const all = meta(key);
      if (all.length !== 1) throw new Error(`${key}: ${all.length} tags`);
      return all[0];
    };
    return {
      title: document.title,
      description: one('description'),
      ogTitle: one('og:title'),
      ogDescription: one('og:description'),
      ogType: one('og:type'),
      ogUrl: one('og:url'),
      ogSiteName: one('og:site_name'),
      ogImage: meta('og:image'),
      twitterCard: one('twitter:card'),
      twitterTitle: one('twitter:title'),
      canonical: links('canonical'),
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute('href')),
    };
  });
}
type Head = Awaited<ReturnType<typeof serverHead>>;

/** The tags every public page has: a canonical absolute URL of this path, which og:url repeats. */
function expectCanonical(head: Head, baseURL: string, path: string) {
  expect(head.canonical).toEqual([`${baseURL}${path}`]);
  expect(head.ogUrl).toBe(`${baseURL}${path}`);
  expect(head.ogSiteName).toBe('The AI Network');
  expect(head.ogDescription).toBe(head.description);
  expect(head.twitterTitle).toBe(head.ogTitle);
}

test('thread, article, event and community pages carry Open Graph and Twitter tags in their server HTML', async ({
  browser,
  request,
  baseURL,
}) => {
  const ada = await forumMember(browser, 'Reach');
  const title = `Prompts with <b>& tags ${uniqueWord('og')}`;
  const body = '# Why\n\nUse **bold** prompts & `code`: see [the guide](/about).\n\n- one item\n- two items';
  const thread = await createThreadByApi(ada.context.request, 'entrepreneurs', { title, body });
  await spacePosts(ada.id);
  const hidden = await createThreadByApi(ada.context.request, 'entrepreneurs', {
    title: `Hidden ${uniqueWord('h')}`,
    body: 'Secret words here',
  });
  await queryTestDb('UPDATE threads SET hidden = true WHERE id = $1', [hidden.id]);

  const context = await newClientContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();

  const threadPath = threadUrl('entrepreneurs', thread.id);
  const t = await serverHead(page, threadPath);
  expectCanonical(t, baseURL!, threadPath);
  expect(t.ogTitle).toBe(title);
  expect(t.title).toBe(`${title} · The AI Network`);
  expect(t.ogType).toBe('article');
  expect(t.description).toBe('Why Use bold prompts & code: see the guide. one item two items');
  expect(t.twitterCard).toBe('summary');
  expect(t.ogImage).toEqual([]);

  // A hidden thread is not found, and its text is nowhere in the answer.
  const gone = await request.get(threadUrl('entrepreneurs', hidden.id));
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain('Secret words');

  const articles = (await (await request.get('/api/articles')).json()) as Article[];
  const article = articles.find((a) => a.image) ?? articles[0]!;
  const articlePath = `/ai-evolution/${article.slug}`;
  const a = await serverHead(page, articlePath);
  expectCanonical(a, baseURL!, articlePath);
  expect(a.ogTitle).toBe(article.title);
  expect(a.ogType).toBe('article');
  expect(a.description).toBe(article.excerpt.length <= 155 ? article.excerpt : expect.stringMatching(/…$/));
  if (article.image) {
    expect(a.ogImage).toEqual([new URL(article.image, baseURL).href]);
    expect(a.twitterCard).toBe('summary_large_image');
  }

  const event = (await (await request.get('/api/events/1')).json()) as EventView;
  const e = await serverHead(page, '/events/1');
  expectCanonical(e, baseURL!, '/events/1');
  expect(e.ogTitle).toBe(event.title);
  expect(e.ogType).toBe('website');
  expect(event.description.startsWith(e.description!.replace(/…$/, ''))).toBe(true);

  const community = (await (await request.get('/api/communities/entrepreneurs')).json()) as Community;
  const c = await serverHead(page, '/community/entrepreneurs');
  expectCanonical(c, baseURL!, '/community/entrepreneurs');
  expect(c.ogTitle).toBe(`${community.name} Community`);
  expect(c.ogType).toBe('website');
  expect(c.description).toBe(community.description);
  expect(c.ogImage).toEqual([new URL(community.image, baseURL).href]);
  expect(c.feeds).toEqual([`${baseURL}/community/entrepreneurs/feed.xml`]);

  // A page with nothing of its own to say: the site's description, its own canonical address; the articles' feed.
  const evolution = await serverHead(page, '/ai-evolution');
  expectCanonical(evolution, baseURL!, '/ai-evolution');
  expect(evolution.description).toMatch(/^Connect, Create, Innovate/);
  expect(evolution.feeds).toEqual([`${baseURL}/rss.xml`]);
  await context.close();
  await ada.context.close();
});

test('after a navigation in the live app, the head describes the new page', async ({ browser, page }) => {
  const ada = await forumMember(browser, 'Navigator');
  const title = `Navigated thread ${uniqueWord('n')}`;
  await createThreadByApi(ada.context.request, 'entrepreneurs', { title, body: 'Plain words about **navigation**.' });
  await page.goto('/community/entrepreneurs/discussions');
  await waitForApp(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Plain words about navigation.');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await ada.context.close();
});

test('the feeds and the sitemap are well-formed XML with absolute links, with the right content types', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const ada = await forumMember(browser, 'Feeder');
  const title = `Feed <b>& title ${uniqueWord('f')}`;
  const thread = await createThreadByApi(ada.context.request, 'entrepreneurs', { title, body: 'A **feed** item body.' });
  await page.goto('/about');
  /** `path` as served, parsed by the browser's XML parser (a parse error fails). */
  const read = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length) return { error: doc.documentElement.textContent };
        const items = [...doc.getElementsByTagName('item')].map((i) => ({
          title: i.getElementsByTagName('title')[0]?.textContent,
          link: i.getElementsByTagName('link')[0]?.textContent,
          description: i.getElementsByTagName('description')[0]?.textContent,
          guid: i.getElementsByTagName('guid')[0]?.textContent,
        }));
        return { root: doc.documentElement.localName, items, locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent) };
      },
      await res.text(),
    );
    return { type: res.headers()['content-type'], ...parsed };
  };
  const community = await read('/community/entrepreneurs/feed.xml');
  expect(community.type).toBe('application/rss+xml; charset=utf-8');
  expect(community.root).toBe('rss');
  expect(community.items).toContainEqual({
    title,
    link: `${baseURL}${threadUrl('entrepreneurs', thread.id)}`,
    guid: `${baseURL}${threadUrl('entrepreneurs', thread.id)}`,
    description: 'A feed item body.',
  });
  const articles = await read('/rss.xml');
  expect(articles.type).toBe('application/rss+xml; charset=utf-8');
  expect(articles.items!.length).toBeGreaterThan(0);
  expect(articles.items!.every((i) => i.link!.startsWith(`${baseURL}/ai-evolution/`))).toBe(true);
  const sitemap = await read('/sitemap.xml');
  expect(sitemap.type).toBe('application/xml; charset=utf-8');
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.locs).toContain(`${baseURL}${threadUrl('entrepreneurs', thread.id)}`);
  expect(sitemap.locs!.every((l) => l!.startsWith(`${baseURL}/`))).toBe(true);
  expect((await request.get('/feed', { maxRedirects: 0 })).headers().location).toBe('/rss.xml');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  await ada.context.close();
});
