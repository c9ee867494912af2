import { sitemapIndex, type SitemapUrl, urlset } from './reach-xml';

/** URLs a sitemap may list at most (the protocol's bound); past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** Where the parts of a split sitemap are: /sitemaps/<n>.xml, from 1. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** What the sitemap's path and its parts answer. */
export interface SitemapFiles {
  /** /sitemap.xml: every URL, or (over `max`) the index of the parts. */
  main: string;
  /** The parts (sitemapPartPath(1), …) when split; none otherwise. */
  parts: string[];
}

/**
 * The site's URLs as sitemap files: one when they fit in `max`, else an index and parts of `max` each (a part's lastmod:
 * its latest URL's; the times are all UTC in one format, so their text sorts as they do).
 */
export function sitemapFiles(urls: readonly SitemapUrl[], origin: string, max = SITEMAP_MAX_URLS): SitemapFiles {
  if (urls.length <= max) return { main: urlset(urls), parts: [] };
  const chunks: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += max) chunks.push(urls.slice(i, i + max));
  const lastmodOf = (chunk: SitemapUrl[]) =>
    chunk.reduce<string | undefined>((latest, u) => (u.lastmod && (!latest || u.lastmod > latest) ? u.lastmod : latest), undefined);
  return {
    main: sitemapIndex(chunks.map((chunk, i) => ({ loc: `${origin}${sitemapPartPath(i + 1)}`, lastmod: lastmodOf(chunk) }))),
    parts: chunks.map(urlset),
  };
}
