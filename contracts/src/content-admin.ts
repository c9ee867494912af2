import * as v from 'valibot';
import { CreateArticleSchema, CreateEventSchema, CreateTrendSchema } from './admin';
import { CHALLENGE_FIELDS, CHALLENGE_MESSAGES } from './challenges';
import { EVENT_MESSAGES, EVENT_SCHEDULE_FIELDS } from './events';

// Content management: staff list, edit, feature, publish and archive articles, trends, events and
// challenges. Each edit shape is its create shape with every field optional (one source per shape), plus the state
// fields and the precondition.

export const CONTENT_KINDS = ['articles', 'trends', 'events', 'challenges'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The admin list's filters: everything live, published, drafts, featured, or archived (soft-deleted, restorable). */
export const CONTENT_STATUSES = ['all', 'published', 'draft', 'featured', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Archived content can be restored for this many days, then it is purged. */
export const ARCHIVE_RESTORE_DAYS = 30;
export const CONTENT_PAGE_SIZE = 20;

export const CONTENT_MESSAGES = {
  conflict: 'Someone else changed this since you opened it. Reload to see their changes, then edit again.',
  notFound: 'Not found',
  archived: 'This was archived: restore it first',
  notArchived: 'This is not archived',
  restoreExpired: `Archived content can only be restored within ${ARCHIVE_RESTORE_DAYS} days`,
  slug: 'Slug must be lowercase words and digits joined by dashes (at most 100 characters)',
  slugTaken: 'Another article already has this slug',
  updatedAt: 'updatedAt must be the timestamp the record was read with',
} as const;

const state = {
  published: v.optional(v.boolean('Published must be true or false')),
  featured: v.optional(v.boolean('Featured must be true or false')),
  /** The record's updatedAt as it was read: an edit made since is a 409 instead of being overwritten. */
  updatedAt: v.optional(v.pipe(v.string(CONTENT_MESSAGES.updatedAt), v.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, CONTENT_MESSAGES.updatedAt))),
};

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** PATCH /api/articles/:id */
export const UpdateArticleSchema = v.object({
  ...v.partial(CreateArticleSchema).entries,
  slug: v.optional(
    v.pipe(
      v.string(CONTENT_MESSAGES.slug),
      v.trim(),
      v.maxLength(100, CONTENT_MESSAGES.slug),
      v.regex(ARTICLE_SLUG_PATTERN, CONTENT_MESSAGES.slug),
    ),
  ),
  ...state,
});
export type UpdateArticle = v.InferOutput<typeof UpdateArticleSchema>;

/** PATCH /api/trends/:id */
export const UpdateTrendSchema = v.object({ ...v.partial(CreateTrendSchema).entries, ...state });
export type UpdateTrend = v.InferOutput<typeof UpdateTrendSchema>;

/** PATCH /api/events/:id: the spec's fields, the schedule and the state. */
export const UpdateEventSchema = v.pipe(
  v.object({ ...v.partial(CreateEventSchema).entries, ...EVENT_SCHEDULE_FIELDS, ...state }),
  v.forward(
    v.check((e) => !e.startsAt || !e.endsAt || e.endsAt > e.startsAt, EVENT_MESSAGES.endsAt),
    ['endsAt'],
  ),
);
export type UpdateEvent = v.InferOutput<typeof UpdateEventSchema>;

const { community: _community, ...challengeFields } = CHALLENGE_FIELDS;
/** PATCH /api/challenges/:id (its community stays: entries and points belong to it). */
export const UpdateChallengeSchema = v.pipe(
  v.object({ ...v.partial(v.object(challengeFields)).entries, ...state }),
  v.forward(
    v.check((c) => !c.startsAt || !c.endsAt || c.endsAt > c.startsAt, CHALLENGE_MESSAGES.endsAt),
    ['endsAt'],
  ),
);
export type UpdateChallenge = v.InferOutput<typeof UpdateChallengeSchema>;

/** GET /api/admin/content/:kind */
export const ContentQuerySchema = v.object({
  q: v.optional(v.pipe(v.string('q must be text'), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
  status: v.optional(v.picklist(CONTENT_STATUSES, `status must be one of ${CONTENT_STATUSES.join(', ')}`), 'all'),
  page: v.optional(
    v.pipe(
      v.string('page must be a number from 1'),
      v.regex(/^\d{1,6}$/, 'page must be a number from 1'),
      v.transform(Number),
      v.minValue(1, 'page must be a number from 1'),
    ),
    '1',
  ),
});
export type ContentQuery = v.InferOutput<typeof ContentQuerySchema>;

/** One row of an admin content list: the state, and every editable field as stored (the edit dialog's values). */
export interface ContentItem {
  id: number;
  kind: ContentKind;
  title: string;
  published: boolean;
  featured: boolean;
  /** Set when archived. */
  deletedAt: string | null;
  /** Microsecond precision: send it back as the edit's precondition. */
  updatedAt: string;
  createdAt: string | null;
  /** A line under the title: the community, the date, the slug... */
  detail: string;
  /** The public page, when it has one. */
  href: string | null;
  fields: Record<string, unknown>;
}

export interface ContentPage {
  items: ContentItem[];
  total: number;
  page: number;
  pageSize: number;
}
