import { type AuditEntity, type ContentKind, renderMarkdown } from '@cci/contracts';

/** How one kind of content is stored: its table, its editable fields' columns, and what the admin list shows. */
export interface KindSpec {
  table: ContentKind;
  entity: AuditEntity;
  /** Editable field (the API's camelCase) → column. */
  columns: Record<string, string>;
  /** Read-only fields shown in the list (counts kept by the database) → column. */
  counts?: Record<string, string>;
  /** Columns derived from a changed field (a challenge's brief → its HTML, its window → its dates). */
  derive?: (patch: Record<string, unknown>) => Record<string, unknown>;
  /** SQL over alias `t`: the text searched (ILIKE). */
  search: string;
  /** SQL over alias `t`: the line under the title. */
  detail: string;
  /** SQL over alias `t`: the public page, or NULL. */
  href: string;
}

const STATE = { published: 'published', featured: 'featured' };

/** A challenge's community name: its community's, or the one it was in once that community is deleted (or NULL). */
const CHALLENGE_COMMUNITY = `coalesce((SELECT c.name FROM communities c WHERE c.id = t.community_id), nullif(t.community_name, ''))`;

export const KINDS: Record<ContentKind, KindSpec> = {
  articles: {
    table: 'articles',
    entity: 'article',
    columns: { title: 'title', excerpt: 'excerpt', content: 'content', image: 'image', slug: 'slug', ...STATE },
    search: `t.title || ' ' || t.excerpt || ' ' || t.slug`,
    detail: `'/ai-evolution/' || t.slug`,
    href: `'/ai-evolution/' || t.slug`,
  },
  trends: {
    table: 'trends',
    entity: 'trend',
    columns: {
      title: 'title',
      icon: 'icon',
      color: 'color',
      discussionCount: 'discussion_count',
      url: 'url',
      engagement: 'engagement',
      source: 'source',
      trendType: 'trend_type',
      ...STATE,
    },
    search: `t.title || ' ' || t.source || ' ' || t.trend_type`,
    detail: `concat_ws(' · ', nullif(t.source, ''), nullif(t.trend_type, ''), t.discussion_count || ' discussions')`,
    href: `NULL`,
  },
  events: {
    table: 'events',
    entity: 'event',
    columns: {
      title: 'title',
      description: 'description',
      date: 'date',
      location: 'location',
      image: 'image',
      communityId: 'community_id',
      startsAt: 'starts_at',
      endsAt: 'ends_at',
      timeZone: 'time_zone',
      onlineUrl: 'online_url',
      capacity: 'capacity',
      ...STATE,
    },
    search: `t.title || ' ' || t.location || ' ' || t.date`,
    detail: `concat_ws(' · ', t.date, t.location, (SELECT c.name FROM communities c WHERE c.id = t.community_id))`,
    href: `'/events/' || t.id`,
  },
  challenges: {
    table: 'challenges',
    entity: 'challenge',
    columns: {
      title: 'title',
      brief: 'description',
      points: 'points',
      winnerBonus: 'winner_bonus',
      startsAt: 'starts_at',
      endsAt: 'ends_at',
      entryKind: 'entry_kind',
      entriesPublic: 'entries_public',
      ...STATE,
    },
    counts: { participantCount: 'participant_count', submissionCount: 'submission_count' },
    derive: (p) => ({
      ...(typeof p.brief === 'string' ? { brief_html: renderMarkdown(p.brief) } : {}),
      ...(typeof p.startsAt === 'string' ? { start_date: p.startsAt.slice(0, 10) } : {}),
      ...(typeof p.endsAt === 'string' ? { end_date: p.endsAt.slice(0, 10) } : {}),
    }),
    search: `t.title || ' ' || coalesce(${CHALLENGE_COMMUNITY}, '')`,
    detail: `concat_ws(' · ', ${CHALLENGE_COMMUNITY}, to_char(t.starts_at AT TIME ZONE 'UTC', 'DD Mon YYYY') || ' – ' || to_char(t.ends_at AT TIME ZONE 'UTC', 'DD Mon YYYY'))`,
    href: `(SELECT '/community/' || c.slug || '/challenges/' || t.id FROM communities c WHERE c.id = t.community_id)`,
  },
};
