import type { Article, Trend } from '@cci/contracts';

/** Spec §9: the trending list shows at most 6 items, the first ones the server returns. */
export const TRENDING_LIMIT = 6;

/** Spec §7: /api/articles/featured answers a list; its first item is the featured article. */
export const featuredArticle = (articles: readonly Article[] | undefined): Article | undefined => articles?.[0];

export const trendingThisWeek = (trends: readonly Trend[] | undefined): Trend[] => (trends ?? []).slice(0, TRENDING_LIMIT);

/**
 * The address a trend opens in a new tab, or undefined when it has none. Trends are typed in by staff, so only
 * http(s) addresses become links (a `javascript:` url must never reach an href).
 */
export function trendHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** "research_paper" -> "Research paper": the stored trend_type as a readable label. */
export function trendTypeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Trend';
}

const countFormat = new Intl.NumberFormat('en-US');

/** "1 comment", "1,204 comments". */
export const commentsLabel = (n: number) => `${countFormat.format(n)} ${n === 1 ? 'comment' : 'comments'}`;

/** Minutes to read at about 200 words a minute, at least 1. */
export const readingMinutes = (text: string) => Math.max(1, Math.round(text.trim().split(/\s+/).filter(Boolean).length / 200));

/** "21 November 2025" (British order), or undefined for a missing or unreadable date. */
export function publishedOn(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A trend's accent colour if it is a plain hex colour; anything else falls back to the theme's. */
export const accentColour = (color: string | null | undefined) =>
  color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : undefined;
