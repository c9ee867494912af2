// Where the site's feeds and sitemap live: outside /api, served by the API process (api/src/reach) for `npm start`
// and behind the gateway alike, and linked from the pages' heads (<link rel="alternate">).

/** The articles' RSS feed (AI Evolution). `/feed` answers with the same. */
export const ARTICLES_FEED_PATH = '/rss.xml';

/** A community's RSS feed: its latest threads. */
export const communityFeedPath = (slug: string) => `/community/${encodeURIComponent(slug)}/feed.xml`;

/**
 * The site's pages without parameters that the sitemap lists: the ones worth finding from outside (not the sign-in,
 * registration or account pages). tools/route-table.spec.ts checks that a slice serves each.
 */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/about',
  '/ai-evolution',
  '/events',
  '/demo',
  '/ai-agent',
  '/prompt-engineering',
  '/ai-safety',
  '/tool-integration',
  '/privacy-policy',
  '/terms-of-service',
  '/community-guidelines',
  '/community-engagement',
  '/community',
  '/engage',
];

/** The sitemap (or, over SITEMAP_MAX_URLS, the sitemap index of its parts: /sitemap-<n>.xml). */
export const SITEMAP_PATH = '/sitemap.xml';
