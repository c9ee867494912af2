// The XML of the sitemaps protocol (https://www.sitemaps.org/protocol.html) and of RSS 2.0 (with dc:creator for an
// author's name and atom:link for the feed's own address), written from strings escaped here.

/** Text or an attribute value as XML: the five special characters escaped, characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One URL of a sitemap: its absolute address and, when known, when it last changed (W3C date-time, UTC). */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</${tag}>`;

/** A sitemap: its URLs (at most 50,000, the protocol's bound; the caller splits). */
export const urlset = (urls: readonly SitemapUrl[]) =>
  `${DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;

/** A sitemap index: the sitemaps it is made of. */
export const sitemapIndex = (sitemaps: readonly SitemapUrl[]) =>
  `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('\n')}\n</sitemapindex>\n`;

export interface FeedItem {
  title: string;
  /** Absolute: also the item's guid. */
  link: string;
  published: Date;
  /** The author's display name. */
  author: string;
  /** Plain text. */
  summary: string;
}

export interface Feed {
  title: string;
  /** The page the feed is of (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  description: string;
  items: readonly FeedItem[];
}

/** An RSS 2.0 channel. */
export function rss(feed: Feed): string {
  const items = feed.items.map(
    (i) =>
      `<item><title>${xmlText(i.title)}</title><link>${xmlText(i.link)}</link>` +
      `<guid isPermaLink="true">${xmlText(i.link)}</guid><pubDate>${i.published.toUTCString()}</pubDate>` +
      `<dc:creator>${xmlText(i.author)}</dc:creator><description>${xmlText(i.summary)}</description></item>`,
  );
  const updated = feed.items.reduce<Date | undefined>((latest, i) => (!latest || i.published > latest ? i.published : latest), undefined);
  return (
    `${DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>` +
    `<title>${xmlText(feed.title)}</title><link>${xmlText(feed.link)}</link><description>${xmlText(feed.description)}</description>` +
    `<language>en-GB</language>` +
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>` +
    (updated ? `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>` : '') +
    `\n${items.join('\n')}\n</channel>\n</rss>\n`
  );
}
