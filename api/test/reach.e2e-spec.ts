// The sitemap, the feeds and robots.txt (api/src/reach), read as crawlers and feed readers read them. Their XML is
// checked by a strict XML parser in api/src/reach/reach-xml.spec.ts (what writes it) and, as served through the
// gateway, in e2e/tests/reach.spec.ts (the browser's parser); here: what they list, and what they leave out.
import { member, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

/** An element's text as XML escapes it (the five entities), read back. */
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
/** The text of each `<tag>` element of `xml` (elements without child elements, as these documents write them). */
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => unescapeXml(m[1]!));
/** The `<item>` elements of a feed, each as its fields. */
const itemsOf = (xml: string) =>
  [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map((m) => {
    const field = (name: string) => texts(m[1]!, name)[0];
    return {
      title: field('title'),
      link: field('link'),
      guid: field('guid'),
      pubDate: field('pubDate'),
      creator: field('dc:creator'),
      description: field('description'),
    };
  });

describe('reach: /sitemap.xml, /rss.xml, /community/<slug>/feed.xml, /robots.txt (e2e)', () => {
  const t = memberAppForThisBlock();
  const get = async (path: string) => {
    const res = await t
      .http()
      .get(path)
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (body += chunk));
        r.on('end', () => done(null, body));
      });
    return { status: res.status, type: String(res.headers['content-type']), cache: res.headers['cache-control'], text: res.body as string };
  };
  /** The sitemap's locations, once it shows what `check` wants (the cache is dropped by the bus a moment after a write). */
  const sitemapWhen = async (check: (locs: string[]) => void) => {
    let locs: string[] = [];
    await eventually(async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/xml; charset=utf-8');
      expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      locs = texts(res.text, 'loc');
      check(locs);
    }, 5000);
    return locs;
  };

  it('lists the static pages, the communities, and visible threads with lastmod; never a hidden or deleted thread', async () => {
    const ada = await member(t);
    const shown = await postThread(t, ada, { title: 'A thread for the whole web' });
    const hidden = await postThread(t, ada, { title: 'A thread staff hid' });
    const deleted = await postThread(t, ada, { title: 'A thread its author deleted' });
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [hidden.id]);
    await t.dataSource.query('UPDATE threads SET deleted_at = now() WHERE id = $1', [deleted.id]);
    const base = new URL((await get('/robots.txt')).text.match(/^Sitemap: (.+)$/m)![1]).origin;
    const at = (path: string) => `${base}${path}`;
    const locs = await sitemapWhen((l) => {
      expect(l).toContain(at(`/community/entrepreneurs/discussions/${shown.id}`));
      expect(l).not.toContain(at(`/community/entrepreneurs/discussions/${hidden.id}`));
    });
    expect(locs).not.toContain(at(`/community/entrepreneurs/discussions/${deleted.id}`));
    expect(locs).toEqual(expect.arrayContaining([at('/'), at('/about'), at('/events'), at('/community'), at('/community/entrepreneurs')]));
    expect(locs.every((l) => l.startsWith(`${base}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    const entry = /<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g;
    const lastmods = new Map([...(await get('/sitemap.xml')).text.matchAll(entry)].map((m) => [m[1], m[2]!]));
    expect(Date.parse(lastmods.get(at(`/community/entrepreneurs/discussions/${shown.id}`))!)).toBeGreaterThan(Date.now() - 60_000);

    // Hidden later (a moderator): it leaves the sitemap once the write is known.
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [shown.id]);
    await sitemapWhen((l) => expect(l).not.toContain(at(`/community/entrepreneurs/discussions/${shown.id}`)));
    expect((await get('/sitemaps/1.xml')).status).toBe(404); // not split: no parts
    expect((await get('/sitemaps/x.xml')).status).toBe(404);
  });

  it('a community feed: RSS 2.0 of its latest visible threads, absolute links, titles kept as text, plain-text summaries', async () => {
    const ada = await member(t);
    const title = 'Tags <b>& "quotes" stay text';
    const thread = await postThread(t, ada, { title, body: 'Read **this** [guide](/about) first #1' });
    const hidden = await postThread(t, ada, { title: 'Hidden from the feed' });
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [hidden.id]);
    let res!: Awaited<ReturnType<typeof get>>;
    await eventually(async () => {
      res = await get('/community/entrepreneurs/feed.xml');
      expect(texts(res.text, 'title')).toContain(title);
      expect(texts(res.text, 'title')).not.toContain('Hidden from the feed');
    }, 5000);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/rss+xml; charset=utf-8');
    expect(res.cache).toBe('public, max-age=300');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.text).toContain('<title>Tags &lt;b&gt;&amp; &quot;quotes&quot; stay text</title>');
    const item = itemsOf(res.text).find((i) => i.title === title)!;
    expect(new URL(item.link!).pathname).toBe(`/community/entrepreneurs/discussions/${thread.id}`);
    expect(item.guid).toBe(item.link);
    expect(item.description).toBe('Read this guide first #1');
    expect(item.creator).toBe(thread.author!.displayName);
    // When it was posted (the helper dates a member's earlier posts back as it posts the next): RFC 822, whole seconds.
    const [{ createdAt }] = (await t.dataSource.query('SELECT created_at AS "createdAt" FROM threads WHERE id = $1', [thread.id])) as {
      createdAt: Date;
    }[];
    expect(Date.parse(item.pubDate!)).toBe(Math.floor(createdAt.getTime() / 1000) * 1000);
    expect(texts(res.text, 'title')[0]).toBe('Entrepreneurs Community · The AI Network');
    expect(res.text).toContain(`<atom:link href="${new URL('/community/entrepreneurs/feed.xml', item.link).href}" rel="self"`);

    expect((await get('/community/no-such-community/feed.xml')).status).toBe(404);
  });

  it('the articles feed at /rss.xml (and /feed redirects there), published articles only', async () => {
    const [published] = (await t.dataSource.query(
      `INSERT INTO articles (title, excerpt, content) VALUES ('Agents & <tools>', 'How agents use tools.', '# Body') RETURNING slug`,
    )) as { slug: string }[];
    await t.dataSource.query(`INSERT INTO articles (title, excerpt, content, published) VALUES ('A draft article', 'x', 'y', false)`);
    let xml = '';
    await eventually(async () => {
      const res = await get('/rss.xml');
      expect(res.type).toBe('application/rss+xml; charset=utf-8');
      xml = res.text;
      expect(texts(xml, 'title')).toContain('Agents & <tools>');
    }, 5000);
    expect(texts(xml, 'title')).not.toContain('A draft article');
    const item = itemsOf(xml).find((i) => i.title === 'Agents & <tools>')!;
    expect(new URL(item.link!).pathname).toBe(`/ai-evolution/${published!.slug}`);
    expect(item.description).toBe('How agents use tools.');
    expect(item.creator).toBe('The AI Community Team');
    const redirect = await t.http().get('/feed');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/rss.xml');
    await sitemapWhen((l) => expect(l.some((loc) => loc.endsWith(`/ai-evolution/${published!.slug}`))).toBe(true));
  });

  it('robots.txt keeps the crawl rules and names the sitemap by its absolute address', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
