import { createContext, useContext, useEffect } from 'react';

const SITE = 'The AI Network';

/** What a page without a description of its own says about the site (shell/src/index.html carries the same). */
export const SITE_DESCRIPTION =
  'Connect, Create, Innovate: join themed AI communities, read weekly AI trends, request events and demos, and get early access to the AI Coach.';

/** A page's document title: "<title> · The AI Network", or the site's name and tagline. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`);

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
  /** A feed of what the page lists (`<link rel="alternate">`). */
  feed?: { title: string; path: string };
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
  if (head.feed)
    tags.push({ tag: 'link', rel: 'alternate', type: 'application/rss+xml', title: head.feed.title, href: absolute(head.feed.path) });
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

/** The browser's head made to say what `tags` say (after a navigation: the server wrote the first page's). */
function applyHead(tags: HeadTag[]) {
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

/**
 * Where a server render collects the title and head the page asks for (shell/src/ssr/render.tsx provides it), so the
 * pre-rendered <title> names what the page shows ("Ada L.", "Entrepreneurs Community") rather than its route's, and
 * its description, canonical link and preview tags are the page's.
 */
export const PageTitleSink = createContext<((page: { title?: string; head: PageHead }) => void) | null>(null);

/**
 * Sets the document title for the current page: "<title> · The AI Network", and its head tags (headTags) from `head`:
 * a page passes what it knows of itself from the data it shows.
 */
export function usePageTitle(title: string | undefined, head: PageHead = {}) {
  const record = useContext(PageTitleSink);
  if (record) record({ title, head }); // a server render only: no effects run there
  const { description, type, image, feed } = head;
  const feedTitle = feed?.title;
  const feedPath = feed?.path;
  useEffect(() => {
    document.title = documentTitle(title);
    const feed = feedTitle !== undefined && feedPath !== undefined ? { title: feedTitle, path: feedPath } : undefined;
    applyHead(headTags(title, { description, type, image, feed }, originOf(), window.location.pathname));
  }, [title, description, type, image, feedTitle, feedPath]);
}
