/** A run of text, or a link, inside a sentence of static copy. */
export type InlineSegment = { text: string; href?: undefined } | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Splits copy written as "Read our [Privacy Policy](/privacy-policy)." into text and link segments, so the
 * content files stay plain strings and a link is still a real <a>.
 */
export function parseInlineLinks(source: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: source.slice(last, start) });
    segments.push({ text: match[1], href: match[2] });
    last = start + match[0].length;
  }
  if (last < source.length) segments.push({ text: source.slice(last) });
  return segments;
}

/** The text a reader sees, without link markup (used for reading-time estimates). */
export function plainText(source: string): string {
  return parseInlineLinks(source)
    .map((s) => s.text)
    .join('');
}

export type LinkKind = 'route' | 'anchor' | 'external' | 'mail';

/** Site routes go through the router; other sites open in a new tab; e-mail and in-page anchors stay plain. */
export function linkKind(href: string): LinkKind {
  if (href.startsWith('/')) return 'route';
  if (href.startsWith('#')) return 'anchor';
  if (href.startsWith('mailto:') || href.startsWith('tel:')) return 'mail';
  return 'external';
}
