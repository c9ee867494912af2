import { toDiscussionCount, type CreateArticle, type CreateEvent, type CreateTrend } from '@cci/contracts';

/** What the create dialogs hold: text inputs give strings, the select gives '' for "None". */
export interface EventFormValues {
  title?: string;
  description?: string;
  date?: string;
  location?: string;
  image?: string;
  featured?: boolean;
  communityId?: string;
}
export interface ArticleFormValues {
  title?: string;
  excerpt?: string;
  content?: string;
  image?: string;
  featured?: boolean;
}
export interface TrendFormValues {
  title?: string;
  icon?: string;
  color?: string;
  discussionCount?: string;
  /** What the public page shows. */
  url?: string;
  engagement?: string;
  source?: string;
  trendType?: string;
}

/** A trend's stored colour (a hex value the API checks, not a theme token): the light palette's primary. */
export const DEFAULT_TREND_COLOUR = '#4F46E5';
export const DEFAULT_TREND_ICON = 'trending-up';

const text = (value: string | undefined) => (value ?? '').trim();
/** An empty image field means "no image" (null), not an empty URL. */
const imageOrNull = (value: string | undefined) => text(value) || null;

/** Spec §5 Admin forms: featured defaults to false, communityId to null ("None"). */
export function toCreateEvent(v: EventFormValues): CreateEvent {
  const communityId = v.communityId ? Number(v.communityId) : null;
  return {
    title: text(v.title),
    description: text(v.description),
    date: text(v.date),
    location: text(v.location),
    image: imageOrNull(v.image),
    featured: v.featured === true,
    communityId: communityId !== null && Number.isFinite(communityId) ? communityId : null,
  };
}

export function toCreateArticle(v: ArticleFormValues): CreateArticle {
  return {
    title: text(v.title),
    excerpt: text(v.excerpt),
    content: text(v.content),
    image: imageOrNull(v.image),
    featured: v.featured === true,
  };
}

/** Spec §5: discussionCount defaults to 0 and non-numeric input becomes 0. */
export function toCreateTrend(v: TrendFormValues): CreateTrend {
  return {
    title: text(v.title),
    icon: text(v.icon) || DEFAULT_TREND_ICON,
    color: text(v.color) || DEFAULT_TREND_COLOUR,
    discussionCount: toDiscussionCount(v.discussionCount),
    url: text(v.url) || null,
    engagement: text(v.engagement),
    source: text(v.source),
    trendType: text(v.trendType),
  };
}
