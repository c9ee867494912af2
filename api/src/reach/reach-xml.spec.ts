/** @jest-environment jsdom */
// What the sitemap and the feeds are written with, read back by a strict XML parser (jsdom's DOMParser).
import { rss, sitemapIndex, urlset, xmlText } from './reach-xml';
import { sitemapFiles } from './sitemap-files';

function parseXml(text: string): XMLDocument {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('reach XML', () => {
  it('an RSS 2.0 feed: well-formed, its text taken literally (markup, entities, control characters)', () => {
    const hostile = 'Tags <b>&amp; "quotes" \'single\' ]]> \u0001 <!-- x --> 🎉';
    const doc = parseXml(
      rss({
        title: 'Feed & co',
        link: 'https://x.example/ai-evolution',
        self: 'https://x.example/rss.xml?a=1&b=2',
        description: 'About <things>',
        items: [
          {
            title: hostile,
            link: 'https://x.example/a?x=1&y=2',
            published: new Date('2026-11-27T10:00:00Z'),
            author: 'Ada L.',
            summary: hostile,
          },
          { title: 'Older', link: 'https://x.example/b', published: new Date('2026-11-20T10:00:00Z'), author: 'Bo K.', summary: '' },
        ],
      }),
    );
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('Feed & co');
    expect(channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!.getAttribute('href')).toBe(
      'https://x.example/rss.xml?a=1&b=2',
    );
    expect(channel.getElementsByTagName('lastBuildDate')[0]!.textContent).toBe('Fri, 27 Nov 2026 10:00:00 GMT');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    const field = (i: number, name: string) => items[i]!.getElementsByTagName(name)[0]!.textContent;
    const shown = hostile.replace('\u0001', ''); // not a character XML 1.0 allows
    expect(field(0, 'title')).toBe(shown);
    expect(field(0, 'description')).toBe(shown);
    expect(field(0, 'link')).toBe('https://x.example/a?x=1&y=2');
    expect(field(0, 'guid')).toBe('https://x.example/a?x=1&y=2');
    expect(items[0]!.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
    expect(field(0, 'pubDate')).toBe('Fri, 27 Nov 2026 10:00:00 GMT');
    expect(items[0]!.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]!.textContent).toBe('Ada L.');
  });

  it('a sitemap and a sitemap index in the protocol namespace, lastmod in W3C date-time', () => {
    const set = parseXml(
      urlset([{ loc: 'https://x.example/?a=1&b=2' }, { loc: 'https://x.example/t/1', lastmod: '2026-11-27T10:00:00Z' }]),
    );
    expect(set.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect([...set.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent)).toEqual([
      'https://x.example/?a=1&b=2',
      'https://x.example/t/1',
    ]);
    expect([...set.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')].map((l) => l.textContent)).toEqual(['2026-11-27T10:00:00Z']);
    const index = parseXml(sitemapIndex([{ loc: 'https://x.example/sitemaps/1.xml' }]));
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')).toHaveLength(1);
  });

  it('splits past the bound: an index of parts, each within it, every URL in one part, in order', () => {
    const urls = Array.from({ length: 7 }, (_, i) => ({ loc: `https://x.example/p/${i}`, lastmod: `2026-01-0${1 + i}T00:00:00Z` }));
    expect(sitemapFiles(urls, 'https://x.example', 7).parts).toEqual([]);
    const split = sitemapFiles(urls, 'https://x.example', 3);
    const index = parseXml(split.main);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect([...index.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent)).toEqual([
      'https://x.example/sitemaps/1.xml',
      'https://x.example/sitemaps/2.xml',
      'https://x.example/sitemaps/3.xml',
    ]);
    // Each part's lastmod: its latest URL's.
    expect(index.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]!.textContent).toBe('2026-01-03T00:00:00Z');
    const parts = split.parts.map((p) => [...parseXml(p).getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((l) => l.textContent));
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(urls.map((u) => u.loc));
  });

  it('xmlText escapes the five special characters', () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
