import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { SEED_FORUM, seedForum, type SeedForum, uncountSeededMembers } from './discussions-seed-data';
import { SEED_ARTICLES, SEED_TRENDS, type SeedArticle, type SeedTrend } from './content-seed-data';
import { SEED_CHALLENGES, SEED_DISCUSSION_CATEGORIES, SEED_MENTORS, SEED_SPOTLIGHTS } from './engagement-seed-data';
import { ENSURE_WELCOME_THREADS_SQL } from '../../communities/communities.queries';
import { SEED_COMMUNITIES, SEED_EVENTS, type SeedCommunity, type SeedEvent } from './seed-data';

export interface SeedData {
  communities: readonly SeedCommunity[];
  events: readonly SeedEvent[];
  /** The content lists are optional: a list that is left out inserts nothing. */
  articles?: readonly SeedArticle[];
  trends?: readonly SeedTrend[];
  spotlights?: readonly Omit<MemberSpotlight, 'id'>[];
  challenges?: readonly Omit<Challenge, 'id'>[];
  mentors?: readonly Omit<MentorProfile, 'id'>[];
  discussionCategories?: readonly Omit<DiscussionCategory, 'id'>[];
  /** The forum: its members, threads and replies. */
  discussions?: SeedForum;
}

export interface SeedResult {
  communitiesInserted: number;
  eventsInserted: number;
  articlesInserted: number;
  trendsInserted: number;
  spotlightsInserted: number;
  challengesInserted: number;
  mentorsInserted: number;
  discussionCategoriesInserted: number;
}

export const DEFAULT_SEED: SeedData = {
  communities: SEED_COMMUNITIES,
  events: SEED_EVENTS,
  articles: SEED_ARTICLES,
  trends: SEED_TRENDS,
  spotlights: SEED_SPOTLIGHTS,
  challenges: SEED_CHALLENGES,
  mentors: SEED_MENTORS,
  discussionCategories: SEED_DISCUSSION_CATEGORIES,
  discussions: SEED_FORUM,
};

/** The id of the community with this display name (the example content names its community), or null. */
const COMMUNITY_BY_NAME = (param: string) => `(SELECT id FROM communities WHERE lower(name) = lower(${param}) ORDER BY id LIMIT 1)`;
/**
 * A row's `community_name`: '' when the community it names is there (its name is read by join, and the trigger
 * `communities_keep_former_name` writes it if the community is deleted), else the name the content gives.
 */
const FORMER_NAME = (param: string) => `(CASE WHEN ${COMMUNITY_BY_NAME(param)} IS NULL THEN ${param} ELSE '' END)`;

/**
 * The address of the example member of this name: under the reserved `.invalid` domain, so no mail reaches anyone
 * (the same rule as the migration ExampleMembers, which gave the example rows of an older database their members).
 */
export const exampleMemberEmail = (fullName: string): string =>
  `${fullName
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '.')
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '')}@example-members.invalid`;

/** The example member of this name (their users row, by address). */
const EXAMPLE_MEMBER = (param: string) => `(SELECT id FROM users WHERE email = ${param})`;

/** An argon2id hash no password matches (it cannot be decoded: verifying against it answers false). */
const UNUSABLE_PASSWORD_HASH = '$argon2id$unusable';

/**
 * Inserts the example members that are missing: each spotlight's author and each mentor, one member per name, dated a
 * year back, with a password hash no password matches and no verified address (they cannot sign in; mentor matching
 * lists verified members only).
 */
async function insertExampleMembers(m: EntityManager, names: readonly string[]): Promise<void> {
  const members = [...new Set(names.map((n) => n.trim()).filter(Boolean))].map((name) => {
    const [first, ...rest] = name.split(' ');
    return { email: exampleMemberEmail(name), first_name: first, last_name: rest.join(' ').trim() };
  });
  if (!members.length) return;
  await m.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, created_at, updated_at)
     SELECT s.email, s.first_name, s.last_name, $2, now() - interval '1 year', now() - interval '1 year'
       FROM jsonb_to_recordset($1::jsonb) AS s(email text, first_name text, last_name text)
     ON CONFLICT (email) DO NOTHING`,
    [JSON.stringify(members), UNUSABLE_PASSWORD_HASH],
  );
}

/**
 * Each example member without a membership joins the community of their first example row (spotlights first), approved
 * and primary, since they joined. Like the forum seed's members, they are some of the members the community's seeded
 * figure already counts, so the count the membership adds is taken back.
 */
async function joinExampleMembers(m: EntityManager): Promise<void> {
  const joined = (await m.query(
    `WITH owners AS (
       SELECT DISTINCT ON (r.user_id) r.user_id, r.community_id
         FROM (SELECT 0 AS k, id, user_id, community_id FROM member_spotlights WHERE example AND community_id IS NOT NULL
               UNION ALL
               SELECT 1, id, user_id, community_id FROM mentor_profiles WHERE example AND community_id IS NOT NULL) r
        WHERE NOT EXISTS (SELECT 1 FROM user_communities uc WHERE uc.user_id = r.user_id)
        ORDER BY r.user_id, r.k, r.id),
     joined AS (
       INSERT INTO user_communities (user_id, community_id, is_primary, status, joined_at)
       SELECT o.user_id, o.community_id, true, 'approved', u.created_at FROM owners o JOIN users u ON u.id = o.user_id
       ON CONFLICT DO NOTHING
       RETURNING community_id)
     SELECT community_id, count(*)::int AS n FROM joined GROUP BY community_id`,
  )) as { community_id: number; n: number }[];
  await uncountSeededMembers(m, joined);
}

/** Runs an INSERT ... RETURNING id for each item; the number of rows inserted. */
async function insertEach<T>(
  m: EntityManager,
  items: readonly T[] | undefined,
  sql: string,
  params: (item: T, index: number) => unknown[],
): Promise<number> {
  let inserted = 0;
  for (const [i, item] of (items ?? []).entries()) inserted += ((await m.query(sql, params(item, i))) as unknown[]).length;
  return inserted;
}

/**
 * Inserts the reference data that is missing, and nothing else: a community by slug, an event,
 * article, trend, spotlight or challenge by title, a mentor or discussion category by name. Rows
 * edited or added by people are never touched, and a second boot changes nothing. One transaction,
 * so two processes booting at once cannot both insert the same row.
 */
export async function seedDatabase(dataSource: DataSource, data: SeedData = DEFAULT_SEED): Promise<SeedResult> {
  return dataSource.transaction(async (m) => {
    // Serialise concurrent seeders (the checks below are read-then-insert).
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed']);
    const communitiesInserted = await insertEach(
      m,
      data.communities,
      `INSERT INTO communities (slug, name, description, image, icon, color, member_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (slug) DO NOTHING
       RETURNING id`,
      (c) => [c.slug, c.name, c.description, c.image, c.icon, c.color, c.memberCount],
    );

    // A slug that is not (or no longer) there leaves the event without a community rather than failing the boot.
    const eventsInserted = await insertEach(
      m,
      data.events,
      `INSERT INTO events (title, description, date, location, community_id, featured, image, starts_at, ends_at, capacity, online_url, time_zone)
       SELECT $1, $2, $3, $4, (SELECT id FROM communities WHERE slug = $5), $6, $7, $8, $9, $10, $11, $12
       WHERE NOT EXISTS (SELECT 1 FROM events WHERE title = $1)
       RETURNING id`,
      (e) => [
        e.title,
        e.description,
        e.date,
        e.location,
        e.communitySlug,
        e.featured,
        e.image,
        e.startsAt,
        e.endsAt,
        e.capacity ?? null,
        e.onlineUrl ?? null,
        e.timeZone ?? null,
      ],
    );
    // A database seeded before events had times gets them; an event an admin scheduled is left alone.
    for (const e of data.events.filter((x) => x.startsAt))
      await m.query(
        `UPDATE events SET starts_at = $2, ends_at = $3, capacity = $4, online_url = $5 WHERE title = $1 AND starts_at IS NULL`,
        [e.title, e.startsAt, e.endsAt, e.capacity ?? null, e.onlineUrl ?? null],
      );

    // Dated a minute apart in list order, so the list order is the newest-first order.
    const articlesInserted = await insertEach(
      m,
      data.articles,
      `INSERT INTO articles (title, excerpt, content, image, featured, created_at)
       SELECT $1, $2, $3, $4, $5, now() - make_interval(mins => $6)
       WHERE NOT EXISTS (SELECT 1 FROM articles WHERE title = $1)
       RETURNING id`,
      (a, i) => [a.title, a.excerpt, a.content, a.image, a.featured, i],
    );

    const trendsInserted = await insertEach(
      m,
      data.trends,
      `INSERT INTO trends (title, discussion_count, icon, color, url, engagement, source, trend_type)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8
       WHERE NOT EXISTS (SELECT 1 FROM trends WHERE title = $1)
       RETURNING id`,
      (t) => [t.title, t.discussionCount, t.icon, t.color, t.url, t.engagement, t.source, t.trendType],
    );

    // The example content names its community; the foreign key is resolved from that name (null if none matches).
    // Its people are example members, who own their spotlights and mentor profiles.
    await insertExampleMembers(m, [...(data.spotlights ?? []).map((s) => s.author), ...(data.mentors ?? []).map((p) => p.name)]);
    const spotlightsInserted = await insertEach(
      m,
      data.spotlights,
      `INSERT INTO member_spotlights (title, story, community_id, community_name, user_id, example, ai_tools_used, results, is_featured,
                                      is_published, published_at)
       SELECT $1, $2, ${COMMUNITY_BY_NAME('$3')}, ${FORMER_NAME('$3')}, ${EXAMPLE_MEMBER('$4')}, true, $5::text[], $6, $7, true, now()
       WHERE NOT EXISTS (SELECT 1 FROM member_spotlights WHERE title = $1)
       RETURNING id`,
      (s) => [s.title, s.story, s.communityId, exampleMemberEmail(s.author), s.aiToolsUsed, s.results, s.featured],
    );

    const challengesInserted = await insertEach(
      m,
      data.challenges,
      `INSERT INTO challenges (title, description, difficulty, community_id, community_name, start_date, end_date, prize, status, submission_count)
       SELECT $1, $2, $3, ${COMMUNITY_BY_NAME('$4')}, ${FORMER_NAME('$4')}, $5::date, $6::date, $7, $8, $9
       WHERE NOT EXISTS (SELECT 1 FROM challenges WHERE title = $1)
       RETURNING id`,
      (c) => [c.title, c.description, c.difficulty, c.communityId, c.startDate, c.endDate, c.prize, c.status, c.submissions],
    );

    const mentorsInserted = await insertEach(
      m,
      data.mentors,
      `INSERT INTO mentor_profiles (user_id, example, community_id, community_name, expertise, experience, availability, max_mentees,
                                    current_mentees, bio, linkedin_url, rating)
       SELECT ${EXAMPLE_MEMBER('$1')}, true, ${COMMUNITY_BY_NAME('$2')}, ${FORMER_NAME('$2')}, $3::text[], $4, $5, $6, $7, $8, $9, $10
       WHERE NOT EXISTS (SELECT 1 FROM mentor_profiles WHERE user_id = ${EXAMPLE_MEMBER('$1')})
       RETURNING id`,
      (p) => [
        exampleMemberEmail(p.name),
        p.communityId,
        p.expertise,
        p.experience,
        p.availability,
        p.maxMentees,
        p.currentMentees,
        p.bio,
        p.linkedinUrl,
        p.rating,
      ],
    );

    await joinExampleMembers(m);

    const discussionCategoriesInserted = await insertEach(
      m,
      data.discussionCategories,
      `INSERT INTO discussion_categories (name, description, community_id, community_name, color, topic_count, last_activity)
       SELECT $1, $2, ${COMMUNITY_BY_NAME('$3')}, ${FORMER_NAME('$3')}, $4, $5, $6
       WHERE NOT EXISTS (SELECT 1 FROM discussion_categories WHERE name = $1)
       RETURNING id`,
      (d) => [d.name, d.description, d.communityId, d.color, d.topics, d.lastActivity],
    );

    // After the communities, which the forum's members join. seedForum answers its own counts: SeedResult stays the reference data's.
    if (data.discussions) await seedForum(m, data.discussions);
    // Every community has a welcome thread (the first-day welcome's last step): the forum's own where it seeded one (a
    // community without a forum seed gets a pinned "Introduce yourself"); once, whoever runs it.
    await m.query(ENSURE_WELCOME_THREADS_SQL, [null]);

    return {
      communitiesInserted,
      eventsInserted,
      articlesInserted,
      trendsInserted,
      spotlightsInserted,
      challengesInserted,
      mentorsInserted,
      discussionCategoriesInserted,
    };
  });
}
