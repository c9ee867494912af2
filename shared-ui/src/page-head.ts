import { SITE } from './site-name';

// What a page tells the rest of the web about itself (usePageTitle's head), as tags: written by the server into the
// pre-rendered HTML (shell/src/ssr, api/src/web/prerender.ts) and by the browser after a navigation. A module of its
// own (@cci/shared-ui/page-head), loaded by the browser only once the visitor navigates: a first visit gets its head
// from the server.

/** What a page without a description of its own says about the site (shell/src/index.html carries the same). */
export const SITE_DESCRIPTION =
  'Connect, Create, Innovate: join themed AI communities, read weekly AI trends, request events and demos, and get early access to the AI Coach.';

/**
 * What a page tells people outside the site about itself (search engines, link previews, feed readers), besides its
 * title. Plain text only: the tags are built from it by headTags.
 */
export interface PageHead {
  /** A plain-text excerpt of what the page shows (clipped to DESCRIPTION_MAX); the site's description without one. */
  description?: string;
  /** `article` for a thread or an article; `website` otherwise. */
  type?: 'article' | 'website';
  /** The page's picture: a site path (`/images/x.webp`) or an absolute URL. */
  image?: string | null;
  /** The path of a feed of what the page lists (`<link rel="alternate">`, titled as the page). */
  feed?: string;
}

/** One tag of a page's head: `<meta property|name=… content=…>` or `<link rel=… href=…>`. */
export type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string };

/** How long a description is at most (what search results show of one). */
export const DESCRIPTION_MAX = 155;

/** `text` on one line, at most `max` characters, cut at a word with an ellipsis. */
export function clipText(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?…-]+$/, '')}…`;
}

/**
 * The head tags of the page at `path` (no query) on the site at `origin` (its public address, no trailing slash):
 * description, canonical link, Open Graph, Twitter card, and the page's feed. One list for the server's HTML
 * (api/src/web/prerender.ts writes it) and for the browser after a navigation (usePageTitle).
 */
export function headTags(title: string | undefined, head: PageHead, origin: string, path: string): HeadTag[] {
  const absolute = (p: string) => (/^https?:\/\//i.test(p) ? p : `${origin}${p.startsWith('/') ? '' : '/'}${p}`);
  const url = absolute(path);
  const description = head.description ? clipText(head.description) : SITE_DESCRIPTION;
  const ogTitle = title ?? SITE;
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attr, key, content });
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    { tag: 'link', rel: 'canonical', href: url },
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
  ];
  if (head.image) tags.push(meta('property', 'og:image', absolute(head.image)));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', description),
  );
  if (head.feed) tags.push({ tag: 'link', rel: 'alternate', type: 'application/rss+xml', title: ogTitle, href: absolute(head.feed) });
  return tags;
}

/** The selector of the element a tag sets (one per key; a feed link per page). */
const selectorOf = (t: HeadTag) =>
  t.tag === 'meta'
    ? `meta[${t.attr}="${t.key}"]`
    : t.rel === 'alternate'
      ? 'link[rel="alternate"][type="application/rss+xml"]'
      : `link[rel="${t.rel}"]`;
/** Every element headTags may set: what a page that does not set it again loses. */
const HEAD_KEYS = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="alternate"][type="application/rss+xml"]',
].join(',');

/** The browser's head made to say what `tags` say. */
function setTags(tags: HeadTag[]) {
  const keep = new Set<Element>();
  for (const t of tags) {
    let el = document.head.querySelector(selectorOf(t));
    if (!el) {
      el = document.createElement(t.tag);
      if (t.tag === 'meta') el.setAttribute(t.attr, t.key);
      else el.setAttribute('rel', t.rel);
      document.head.appendChild(el);
    }
    if (t.tag === 'meta') el.setAttribute('content', t.content);
    else {
      el.setAttribute('href', t.href);
      if (t.type) el.setAttribute('type', t.type);
      if (t.title) el.setAttribute('title', t.title);
    }
    keep.add(el);
  }
  document.head.querySelectorAll(HEAD_KEYS).forEach((el) => keep.has(el) || el.remove());
}

/** The site's public address as the server wrote it into the page (its canonical link), else this window's. */
function originOf(): string {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // not a URL: this window's origin
  }
  return window.location.origin;
}

/** The browser's head made to describe the page it shows (after a navigation: the server wrote the first page's). */
export function applyHead(title: string | undefined, head: PageHead) {
  setTags(headTags(title, head, originOf(), location.pathname));
}
