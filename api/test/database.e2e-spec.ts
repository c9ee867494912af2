import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { openDatabase } from '../src/database/open-database';
import { SEED_ARTICLES, SEED_TRENDS } from '../src/database/seed/content-seed-data';
import { SEED_CHALLENGES, SEED_DISCUSSION_CATEGORIES, SEED_MENTORS, SEED_SPOTLIGHTS } from '../src/database/seed/engagement-seed-data';
import { seedDatabase, type SeedResult } from '../src/database/seed/seed';
import { SEED_COMMUNITIES, SEED_EVENTS } from '../src/database/seed/seed-data';
import { freshDatabase, SEEDED_TABLES, type TestDatabase } from './support';

const SEEDED_COUNTS: Record<(typeof SEEDED_TABLES)[number], number> = {
  communities: SEED_COMMUNITIES.length,
  events: SEED_EVENTS.length,
  articles: SEED_ARTICLES.length,
  trends: SEED_TRENDS.length,
  member_spotlights: SEED_SPOTLIGHTS.length,
  challenges: SEED_CHALLENGES.length,
  mentor_profiles: SEED_MENTORS.length,
  discussion_categories: SEED_DISCUSSION_CATEGORIES.length,
};
const NOTHING_INSERTED: SeedResult = {
  communitiesInserted: 0,
  eventsInserted: 0,
  articlesInserted: 0,
  trendsInserted: 0,
  spotlightsInserted: 0,
  challengesInserted: 0,
  mentorsInserted: 0,
  discussionCategoriesInserted: 0,
};

const counts = async (ds: DataSource) => {
  const [row] = await ds.query(`SELECT ${SEEDED_TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`);
  return row as Record<(typeof SEEDED_TABLES)[number], number>;
};

describe('database: migrations and seed (e2e)', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await freshDatabase();
    ds = (await openDatabase(db.url)).dataSource;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('the first boot creates the schema and inserts the reference data', async () => {
    expect(await counts(ds)).toEqual(SEEDED_COUNTS);
    const migrations = await ds.query('SELECT name FROM typeorm_migrations ORDER BY id');
    expect(migrations.map((m: { name: string }) => m.name)).toEqual([
      'InitialSchema1763700000000',
      'UsersAndSessions1763800000000',
      'PublicContent1763900000000',
      'BusAndLimits1764000000000',
      'Accounts1764100000000',
      'MemberCounts1764150000000',
      'Discussions1764200000000',
      'LiveEvents1764220000000',
      'FeedAndMentions1764230000000',
      'ForumCaches1764250000000',
      'Engagement1764300000000',
      'StaffTools1764400000000',
      'SpotlightImages1764500000000',
      'ActivityBus1764510000000',
      'StaffIndexes1764520000000',
      'RuleBook1764600000000',
      'MentoringPairs1764620000000',
      'PostMentions1764630000000',
      'ExampleMembers1764640000000',
      'Bookmarks1764660000000',
      'NamesByJoin1764670000000',
      'PostSearch1764680000000',
      'SearchChunks1764690000000',
      'SearchChunkCommunities1764691000000',
      'SearchChunksWithoutPendingList1764692000000',
      'PostNotices1764695000000',
      'Drafts1764700000000',
      'PostRevisions1764710000000',
      'SiteSearch1764720000000',
      'UnreadTracking1764730000000',
      'MemberUploads1764740000000',
      'ThreadTags1764750000000',
      'FollowsAndLive1764760000000',
      'TagCounts1764770000000',
      'AvatarsAndWelcome1764780000000',
      'DirectMessages1764790000000',
      'AnnouncementsAndSessions1764800000000',
      'EventTimes1764810000000',
      'ThemePreference1764820000000',
    ]);
  });

  it('has exactly the columns of the spec, snake_case, with their constraints', async () => {
    const columns = await ds.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('communities', 'events')
        ORDER BY table_name, ordinal_position`,
    );
    const shape = columns.map(
      (c: Record<string, string>) => `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`,
    );
    expect(shape).toEqual([
      'communities.id integer not null',
      'communities.slug text not null',
      'communities.name text not null',
      'communities.description text not null',
      'communities.image text not null',
      'communities.icon text not null',
      'communities.color text not null',
      'communities.member_count integer not null',
      'events.id integer not null',
      'events.title text not null',
      'events.description text not null',
      'events.date text not null',
      'events.location text not null',
      'events.community_id integer',
      'events.featured boolean not null',
      'events.image text',
      'events.starts_at timestamp with time zone',
      'events.ends_at timestamp with time zone',
      'events.capacity integer',
      'events.online_url text',
      'events.going_count integer not null',
      'events.interested_count integer not null',
      'events.waitlist_count integer not null',
      'events.created_at timestamp with time zone not null',
      'events.published boolean not null',
      'events.deleted_at timestamp with time zone',
      'events.updated_at timestamp with time zone not null',
      'events.time_zone text',
    ]);
    const [fk] = await ds.query(`SELECT confdeltype FROM pg_constraint WHERE conname = 'events_community_id_fkey'`);
    expect(fk.confdeltype).toBe('n'); // ON DELETE SET NULL
    const [idx] = await ds.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'events_community_id_idx'`);
    expect(idx.indexdef).toContain('(community_id)');
    await expect(
      ds.query(`INSERT INTO communities (slug, name, description, image, icon, color) VALUES ('seniors', 'x', 'x', 'x', 'x', 'x')`),
    ).rejects.toThrow(/communities_slug_key/);
  });

  it('has the users, user_communities and sessions tables with their constraints', async () => {
    const columns = await ds.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('users', 'user_communities', 'sessions')
        ORDER BY table_name, ordinal_position`,
    );
    const shape = columns.map(
      (c: Record<string, string>) =>
        `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}${c.column_default && !c.column_default.startsWith('nextval') ? ` = ${c.column_default}` : ''}`,
    );
    expect(shape).toEqual([
      'sessions.sid character varying not null',
      'sessions.sess json not null',
      'sessions.expire timestamp without time zone not null',
      'sessions.user_id integer',
      'sessions.created_at timestamp with time zone not null = now()',
      'sessions.last_seen_at timestamp with time zone not null = now()',
      'sessions.public_id bigint not null',
      'sessions.user_agent text',
      'sessions.place text',
      'user_communities.id integer not null',
      'user_communities.user_id integer not null',
      'user_communities.community_id integer not null',
      'user_communities.is_primary boolean not null = false',
      "user_communities.status text not null = 'approved'::text",
      'user_communities.joined_at timestamp with time zone not null = now()',
      'users.id integer not null',
      'users.email text not null',
      'users.first_name text not null',
      'users.last_name text not null',
      'users.password_hash text',
      'users.profile_image_url text',
      'users.external_id text',
      "users.role text not null = 'member'::text",
      'users.agree_to_newsletter boolean not null = false',
      'users.created_at timestamp with time zone not null = now()',
      'users.updated_at timestamp with time zone not null = now()',
      "users.bio text not null = ''::text",
      "users.expertise ARRAY not null = '{}'::text[]",
      'users.time_zone text',
      'users.notify_replies boolean not null = false',
      'users.notify_mentions boolean not null = false',
      'users.notify_digest boolean not null = false',
      'users.email_verified_at timestamp with time zone',
      'users.suspended_until timestamp with time zone',
      'users.suspension_reason text',
      'users.digest_sent_at timestamp with time zone',
      "users.goals ARRAY not null = '{}'::text[]",
      'users.notify_events boolean not null = false',
      'users.mailbox text not null',
      'users.notify_follows boolean not null = false',
      'users.avatar text',
      'users.welcome_step smallint not null = 0',
      'users.welcome_done_at timestamp with time zone',
      'users.notify_messages boolean not null = false',
      'users.notify_announcements boolean not null = false',
      "users.theme text not null = 'system'::text",
    ]);
    const indexes = (await ds.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('users', 'user_communities', 'sessions') ORDER BY indexname`,
    )) as { indexname: string; indexdef: string }[];
    expect(Object.fromEntries(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, '')]))).toEqual({
      sessions_expire_idx: '(expire)',
      sessions_last_seen_idx: '(last_seen_at) WHERE (user_id IS NOT NULL)',
      sessions_pkey: '(sid)',
      sessions_public_id_key: '(public_id)',
      sessions_user_id_idx: '(user_id) WHERE (user_id IS NOT NULL)',
      user_communities_community_id_idx: '(community_id)',
      user_communities_joined_idx: "(community_id, joined_at DESC, id DESC) WHERE (status = 'approved'::text)",
      user_communities_one_primary_idx: '(user_id) WHERE is_primary',
      user_communities_pending_idx: "(joined_at, id) WHERE (status = 'pending'::text)",
      user_communities_pkey: '(id)',
      user_communities_status_idx: '(status)',
      user_communities_user_id_community_id_key: '(user_id, community_id)',
      users_created_at_idx: '(created_at DESC, id DESC)',
      users_display_name_trgm_idx:
        'CREATE INDEX users_display_name_trgm_idx ON public.users USING gin (site_search_member_name(first_name, last_name) gin_trgm_ops)',
      users_email_key: '(email)',
      users_email_trgm_idx: 'CREATE INDEX users_email_trgm_idx ON public.users USING gin (email gin_trgm_ops)',
      users_external_id_key: '(external_id)',
      users_first_name_prefix_idx: '(lower(first_name) COLLATE "C", id)',
      users_mailbox_idx: '(mailbox)',
      users_full_name_trgm_idx:
        "CREATE INDEX users_full_name_trgm_idx ON public.users USING gin ((((first_name || ' '::text) || last_name)) gin_trgm_ops)",
      users_last_name_prefix_idx: '(lower(last_name) COLLATE "C", id)',
      users_pkey: '(id)',
      users_site_search_idx: 'CREATE INDEX users_site_search_idx ON public.users USING gin (site_search_member(bio, expertise))',
    });

    const qr = ds.createQueryRunner();
    try {
      await qr.startTransaction();
      const insertUser = (email: string, role = 'member') =>
        qr.query(`INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'A', 'B', $2) RETURNING id`, [email, role]);
      const [{ id: userId }] = await insertUser('db-test@example.com');
      await qr.query('SAVEPOINT s');
      await expect(insertUser('db-test@example.com')).rejects.toThrow(/users_email_key/);
      await qr.query('ROLLBACK TO SAVEPOINT s');
      await expect(insertUser('other@example.com', 'root')).rejects.toThrow(/users_role_check/);
      await qr.query('ROLLBACK TO SAVEPOINT s');
      const [seniors, parents] = await qr.query(`SELECT id FROM communities WHERE slug IN ('seniors', 'parents') ORDER BY slug DESC`);
      await qr.query('INSERT INTO user_communities (user_id, community_id, is_primary) VALUES ($1, $2, true), ($1, $3, false)', [
        userId,
        seniors.id,
        parents.id,
      ]);
      const [row] = await qr.query('SELECT status FROM user_communities WHERE user_id = $1 AND is_primary', [userId]);
      expect(row.status).toBe('approved');
      await qr.query('SAVEPOINT t');
      await expect(qr.query(`UPDATE user_communities SET status = 'maybe' WHERE user_id = $1`, [userId])).rejects.toThrow(
        /user_communities_status_check/,
      );
      await qr.query('ROLLBACK TO SAVEPOINT t');
      await expect(qr.query('UPDATE user_communities SET is_primary = true WHERE user_id = $1', [userId])).rejects.toThrow(
        /user_communities_one_primary_idx/,
      );
      await qr.query('ROLLBACK TO SAVEPOINT t');
      await qr.query('DELETE FROM communities WHERE id = $1', [parents.id]); // cascades to the membership
      expect(await qr.query('SELECT count(*)::int AS n FROM user_communities WHERE user_id = $1', [userId])).toEqual([{ n: 1 }]);
      await qr.query('DELETE FROM users WHERE id = $1', [userId]); // and so does deleting the user
      expect(await qr.query('SELECT count(*)::int AS n FROM user_communities WHERE user_id = $1', [userId])).toEqual([{ n: 0 }]);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });

  it('account tokens are unique per hash, of a known purpose, and go with their member; a session knows its member', async () => {
    const [{ id: userId }] = await ds.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('tokens@example.com', 'A', 'B') RETURNING id`,
    );
    const insertToken = (hash: string, purpose = 'reset-password') =>
      ds.query(`INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, decode($3, 'hex'), now())`, [
        userId,
        purpose,
        hash,
      ]);
    await insertToken('aa');
    await expect(insertToken('aa', 'verify-email')).rejects.toThrow(/account_tokens_token_hash_key/);
    await expect(insertToken('bb', 'login')).rejects.toThrow(/account_tokens_purpose_check/);
    const session = (sid: string, user: unknown) =>
      ds.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, now() + interval '1 day')`, [
        sid,
        JSON.stringify({ passport: { user } }),
      ]);
    await session('db-test-a', userId);
    await session('db-test-b', 'not-a-number');
    const rows = await ds.query(`SELECT sid, user_id FROM sessions WHERE sid LIKE 'db-test-%' ORDER BY sid`);
    expect(rows).toEqual([
      { sid: 'db-test-a', user_id: userId },
      { sid: 'db-test-b', user_id: null },
    ]);
    await ds.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(await ds.query('SELECT count(*)::int AS n FROM account_tokens WHERE user_id = $1', [userId])).toEqual([{ n: 0 }]);
    await ds.query(`DELETE FROM sessions WHERE sid LIKE 'db-test-%'`);
  });

  it('has the public content tables (articles, trends, requests, engagement) with their constraints', async () => {
    const tables = [
      'articles',
      'trends',
      'event_requests',
      'demo_requests',
      'waitlist_entries',
      'member_spotlights',
      'challenges',
      'mentor_profiles',
      'discussion_categories',
    ];
    const columns = await ds.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)
        ORDER BY table_name, ordinal_position`,
      [tables],
    );
    const shape = columns.map(
      (c: Record<string, string>) =>
        `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}${c.column_default && !c.column_default.startsWith('nextval') ? ` = ${c.column_default}` : ''}`,
    );
    expect(shape).toEqual([
      'articles.id integer not null',
      'articles.title text not null',
      'articles.excerpt text not null',
      'articles.content text not null',
      'articles.image text',
      'articles.featured boolean not null = false',
      'articles.created_at timestamp with time zone not null = now()',
      'articles.published boolean not null = true',
      'articles.deleted_at timestamp with time zone',
      'articles.updated_at timestamp with time zone not null = now()',
      'articles.slug text not null',
      'articles.author_id integer',
      'challenges.id integer not null',
      'challenges.title text not null',
      'challenges.description text not null',
      "challenges.instructions text not null = ''::text",
      'challenges.difficulty text not null',
      "challenges.category text not null = ''::text",
      'challenges.points integer not null = 10',
      'challenges.time_limit integer',
      'challenges.community_id integer',
      "challenges.community_name text not null = ''::text",
      'challenges.created_by_id integer',
      'challenges.is_active boolean not null = true',
      "challenges.status text not null = 'upcoming'::text",
      "challenges.prize text not null = ''::text",
      'challenges.start_date date not null',
      'challenges.end_date date not null',
      'challenges.participant_count integer not null = 0',
      'challenges.completion_count integer not null = 0',
      'challenges.submission_count integer not null = 0',
      'challenges.created_at timestamp with time zone not null = now()',
      "challenges.brief_html text not null = ''::text",
      'challenges.starts_at timestamp with time zone',
      'challenges.ends_at timestamp with time zone',
      "challenges.entry_kind text not null = 'text'::text",
      'challenges.winner_bonus integer not null = 25',
      'challenges.entries_public boolean not null = false',
      'challenges.published boolean not null = true',
      'challenges.deleted_at timestamp with time zone',
      'challenges.updated_at timestamp with time zone not null = now()',
      'challenges.featured boolean not null = false',
      'demo_requests.id integer not null',
      'demo_requests.name text not null',
      'demo_requests.email text not null',
      "demo_requests.company text not null = ''::text",
      "demo_requests.role text not null = ''::text",
      'demo_requests.community_interest text not null',
      'demo_requests.preferred_time text not null',
      "demo_requests.specific_interests ARRAY not null = '{}'::text[]",
      "demo_requests.additional_notes text not null = ''::text",
      'demo_requests.confirmation_id text not null',
      'demo_requests.created_at timestamp with time zone not null = now()',
      'demo_requests.handled_at timestamp with time zone',
      'demo_requests.handled_by text',
      "demo_requests.handled_note text not null = ''::text",
      'discussion_categories.id integer not null',
      'discussion_categories.name text not null',
      "discussion_categories.description text not null = ''::text",
      'discussion_categories.color text not null',
      "discussion_categories.icon text not null = 'message-square'::text",
      'discussion_categories.community_id integer',
      "discussion_categories.community_name text not null = ''::text",
      'discussion_categories.post_count integer not null = 0',
      'discussion_categories.topic_count integer not null = 0',
      "discussion_categories.last_activity text not null = ''::text",
      'event_requests.id integer not null',
      'event_requests.event_type text not null',
      'event_requests.title text not null',
      'event_requests.description text not null',
      'event_requests.preferred_location text not null',
      'event_requests.contact_email text not null',
      "event_requests.additional_info text not null = ''::text",
      'event_requests.created_at timestamp with time zone not null = now()',
      'event_requests.handled_at timestamp with time zone',
      'event_requests.handled_by text',
      "event_requests.handled_note text not null = ''::text",
      'member_spotlights.id integer not null',
      'member_spotlights.user_id integer',
      'member_spotlights.title text not null',
      'member_spotlights.story text not null',
      "member_spotlights.achievements ARRAY not null = '{}'::text[]",
      "member_spotlights.skills ARRAY not null = '{}'::text[]",
      'member_spotlights.community_id integer',
      "member_spotlights.community_name text not null = ''::text",
      "member_spotlights.ai_tools_used ARRAY not null = '{}'::text[]",
      "member_spotlights.results text not null = ''::text",
      'member_spotlights.is_published boolean not null = false',
      'member_spotlights.is_featured boolean not null = false',
      'member_spotlights.view_count integer not null = 0',
      'member_spotlights.like_count integer not null = 0',
      'member_spotlights.published_at timestamp with time zone',
      'member_spotlights.created_at timestamp with time zone not null = now()',
      'member_spotlights.reviewed_at timestamp with time zone',
      'member_spotlights.rejected_at timestamp with time zone',
      'member_spotlights.featured_at timestamp with time zone',
      'member_spotlights.image text',
      'member_spotlights.example boolean not null = false',
      'mentor_profiles.id integer not null',
      'mentor_profiles.user_id integer',
      "mentor_profiles.title text not null = ''::text",
      "mentor_profiles.bio text not null = ''::text",
      "mentor_profiles.expertise ARRAY not null = '{}'::text[]",
      "mentor_profiles.experience text not null = ''::text",
      "mentor_profiles.availability text not null = 'low'::text",
      "mentor_profiles.session_types ARRAY not null = '{}'::text[]",
      'mentor_profiles.hourly_rate numeric',
      "mentor_profiles.languages ARRAY not null = '{}'::text[]",
      'mentor_profiles.community_id integer',
      "mentor_profiles.community_name text not null = ''::text",
      'mentor_profiles.is_active boolean not null = true',
      'mentor_profiles.rating numeric not null = 0',
      'mentor_profiles.total_sessions integer not null = 0',
      'mentor_profiles.total_reviews integer not null = 0',
      'mentor_profiles.max_mentees integer not null = 1',
      'mentor_profiles.current_mentees integer not null = 0',
      'mentor_profiles.linkedin_url text',
      'mentor_profiles.created_at timestamp with time zone not null = now()',
      'mentor_profiles.updated_at timestamp with time zone not null = now()',
      'mentor_profiles.example boolean not null = false',
      'trends.id integer not null',
      'trends.title text not null',
      'trends.discussion_count integer not null = 0',
      'trends.icon text not null',
      'trends.color text not null',
      'trends.url text',
      "trends.engagement text not null = ''::text",
      "trends.source text not null = ''::text",
      "trends.trend_type text not null = ''::text",
      'trends.created_at timestamp with time zone not null = now()',
      'trends.published boolean not null = true',
      'trends.deleted_at timestamp with time zone',
      'trends.updated_at timestamp with time zone not null = now()',
      'trends.featured boolean not null = false',
      'waitlist_entries.id integer not null',
      'waitlist_entries.email text not null',
      'waitlist_entries.community text not null',
      'waitlist_entries.use_case text not null',
      'waitlist_entries.created_at timestamp with time zone not null = now()',
      'waitlist_entries.updated_at timestamp with time zone not null = now()',
      'waitlist_entries.handled_at timestamp with time zone',
      'waitlist_entries.handled_by text',
      "waitlist_entries.handled_note text not null = ''::text",
    ]);
    const arrays = await ds.query(
      `SELECT DISTINCT udt_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'ARRAY' ORDER BY udt_name`,
    );
    // int[]: the members a queued post notice mentions (post_notices.mentions).
    expect(arrays).toEqual([{ udt_name: '_int4' }, { udt_name: '_text' }]);

    const indexes = (await ds.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1) AND indexname NOT LIKE '%_pkey' ORDER BY indexname`,
      [tables],
    )) as {
      indexname: string;
      indexdef: string;
    }[];
    expect(Object.fromEntries(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, '')]))).toEqual({
      articles_deleted_at_idx: '(deleted_at) WHERE (deleted_at IS NOT NULL)',
      articles_featured_created_at_idx: '(featured, created_at DESC)',
      articles_site_search_idx:
        'CREATE INDEX articles_site_search_idx ON public.articles USING gin (site_search_article(title, excerpt, content))',
      articles_slug_key: '(slug)',
      challenges_community_ends_at_idx: '(community_id, ends_at, id)',
      challenges_community_id_idx: '(community_id)',
      challenges_created_by_id_idx: '(created_by_id)',
      challenges_deleted_at_idx: '(deleted_at) WHERE (deleted_at IS NOT NULL)',
      demo_requests_confirmation_id_key: '(confirmation_id)',
      discussion_categories_community_id_idx: '(community_id)',
      member_spotlights_community_id_idx: '(community_id)',
      member_spotlights_user_id_idx: '(user_id)',
      mentor_profiles_community_id_idx: '(community_id)',
      mentor_profiles_user_id_idx: '(user_id)',
      mentor_profiles_user_id_key: '(user_id) WHERE (user_id IS NOT NULL)',
      trends_deleted_at_idx: '(deleted_at) WHERE (deleted_at IS NOT NULL)',
      waitlist_entries_email_key: '(email)',
    });
    const fks = await ds.query(
      `SELECT conname, confdeltype FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1) ORDER BY conname`,
      [tables],
    );
    expect(fks).toEqual(
      [
        'articles_author_id_fkey',
        'challenges_community_id_fkey',
        'challenges_created_by_id_fkey',
        'discussion_categories_community_id_fkey',
        'member_spotlights_community_id_fkey',
        'member_spotlights_user_id_fkey',
        'mentor_profiles_community_id_fkey',
        'mentor_profiles_user_id_fkey',
      ].map((conname) => ({ conname, confdeltype: 'n' })), // ON DELETE SET NULL
    );

    const qr = ds.createQueryRunner();
    try {
      await qr.startTransaction();
      await qr.query('SAVEPOINT s');
      const refused = async (sql: string, params: unknown[], constraint: RegExp) => {
        await expect(qr.query(sql, params)).rejects.toThrow(constraint);
        await qr.query('ROLLBACK TO SAVEPOINT s');
      };
      const challenge = `INSERT INTO challenges (title, description, difficulty, status, start_date, end_date) VALUES ('t', 'd', $1, $2, $3, $4)`;
      await refused(challenge, ['expert', 'active', '2026-01-01', '2026-02-01'], /challenges_difficulty_check/);
      await refused(challenge, ['beginner', 'ended', '2026-01-01', '2026-02-01'], /challenges_status_check/);
      await refused(challenge, ['beginner', 'active', '2026-02-01', '2026-01-01'], /challenges_dates_check/);
      await refused(
        `INSERT INTO event_requests (event_type, title, description, preferred_location, contact_email) VALUES ('party', 't', 'd', 'l', 'a@example.com')`,
        [],
        /event_requests_event_type_check/,
      );
      await refused(
        `INSERT INTO waitlist_entries (email, community, use_case) VALUES ('Ada@Example.com', 'creatives', 'x')`,
        [],
        /waitlist_entries_email_lower_check/,
      );
      await qr.query(`INSERT INTO waitlist_entries (email, community, use_case) VALUES ('ada@example.com', 'creatives', 'x')`);
      await qr.query('SAVEPOINT s');
      await refused(
        `INSERT INTO waitlist_entries (email, community, use_case) VALUES ('ada@example.com', 'students', 'y')`,
        [],
        /waitlist_entries_email_key/,
      );
      const demo = `INSERT INTO demo_requests (name, email, community_interest, preferred_time, confirmation_id) VALUES ('A', 'a@example.com', 'legal', 'morning', 'DEMO-AAAAAAAA')`;
      await qr.query(demo);
      await qr.query('SAVEPOINT s');
      await refused(demo, [], /demo_requests_confirmation_id_key/);
      await refused(`UPDATE mentor_profiles SET rating = 5.5`, [], /mentor_profiles_rating_check/);
      await refused(`UPDATE mentor_profiles SET current_mentees = -1`, [], /mentor_profiles_mentees_check/);
      await refused(`UPDATE trends SET discussion_count = -1`, [], /trends_discussion_count_check/);

      // Deleting a community keeps its example content: the foreign key goes, the displayed name stays.
      const [educators] = await qr.query(`SELECT id FROM communities WHERE name = 'Educators'`);
      const linked = `SELECT (SELECT count(*) FROM member_spotlights WHERE community_id = $1)::int + (SELECT count(*) FROM challenges WHERE community_id = $1)::int
                      + (SELECT count(*) FROM mentor_profiles WHERE community_id = $1)::int + (SELECT count(*) FROM discussion_categories WHERE community_id = $1)::int AS n`;
      expect((await qr.query(linked, [educators.id]))[0].n).toBe(4); // one of each in the example content
      await qr.query('DELETE FROM communities WHERE id = $1', [educators.id]);
      expect((await qr.query(linked, [educators.id]))[0].n).toBe(0);
      expect(
        await qr.query(
          `SELECT community_id, community_name FROM mentor_profiles WHERE user_id = (SELECT id FROM users WHERE email = 'sarah.mitchell@example-members.invalid')`,
        ),
      ).toEqual([{ community_id: null, community_name: 'Educators' }]);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });

  it('the entities match the migrations (migration:generate would find nothing)', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seeding again changes nothing', async () => {
    const snapshot = async () => Promise.all(SEEDED_TABLES.map((t) => ds.query(`SELECT * FROM ${t} ORDER BY id`)));
    const before = await snapshot();
    expect(await seedDatabase(ds)).toEqual(NOTHING_INSERTED);
    expect(await seedDatabase(ds)).toEqual(NOTHING_INSERTED);
    expect(await snapshot()).toEqual(before);
  });

  it('a second boot (migrations + seed on the same database) changes nothing', async () => {
    const before = await counts(ds);
    const second = await openDatabase(db.url);
    try {
      expect(second.seeded).toEqual(NOTHING_INSERTED);
      expect(await counts(second.dataSource)).toEqual(before);
    } finally {
      await second.dataSource.destroy();
    }
  });

  it('two boots at once still insert each row once', async () => {
    const other = await freshDatabase();
    const bare = new DataSource(dataSourceOptions(other.url));
    try {
      await bare.initialize();
      await bare.runMigrations();
      const results = await Promise.all([seedDatabase(bare), seedDatabase(bare), seedDatabase(bare)]);
      expect(results.reduce((n, r) => n + r.eventsInserted, 0)).toBe(SEED_EVENTS.length);
      expect(results.reduce((n, r) => n + r.mentorsInserted, 0)).toBe(SEED_MENTORS.length);
      expect(await counts(bare)).toEqual(SEEDED_COUNTS);
    } finally {
      await bare.destroy();
      await other.drop();
    }
  });

  it('never overwrites rows people changed, and re-adds only what is missing', async () => {
    await ds.query(`UPDATE communities SET name = 'Renamed' WHERE slug = 'seniors'`);
    const title = SEED_EVENTS[0].title;
    await ds.query('DELETE FROM events WHERE title = $1', [title]);
    await ds.query(`UPDATE articles SET featured = false, excerpt = 'Edited' WHERE title = $1`, [SEED_ARTICLES[0].title]);
    await ds.query('UPDATE trends SET discussion_count = 1 WHERE title = $1', [SEED_TRENDS[0].title]);
    await ds.query('DELETE FROM trends WHERE title = $1', [SEED_TRENDS[1].title]);
    await ds.query(
      `UPDATE mentor_profiles SET current_mentees = 0 WHERE user_id = (SELECT id FROM users WHERE concat_ws(' ', first_name, nullif(last_name, '')) = $1 AND email LIKE '%@example-members.invalid')`,
      [SEED_MENTORS[1].name],
    );
    await ds.query('DELETE FROM discussion_categories WHERE name = $1', [SEED_DISCUSSION_CATEGORIES[0].name]);
    expect(await seedDatabase(ds)).toEqual({ ...NOTHING_INSERTED, eventsInserted: 1, trendsInserted: 1, discussionCategoriesInserted: 1 });
    const [seniors] = await ds.query(`SELECT name FROM communities WHERE slug = 'seniors'`);
    expect(seniors.name).toBe('Renamed');
    expect(await ds.query('SELECT featured, excerpt FROM articles WHERE title = $1', [SEED_ARTICLES[0].title])).toEqual([
      { featured: false, excerpt: 'Edited' },
    ]);
    expect(await ds.query('SELECT discussion_count FROM trends WHERE title = $1', [SEED_TRENDS[0].title])).toEqual([
      { discussion_count: 1 },
    ]);
    expect(
      await ds.query(
        "SELECT current_mentees FROM mentor_profiles WHERE user_id = (SELECT id FROM users WHERE concat_ws(' ', first_name, nullif(last_name, '')) = $1 AND email LIKE '%@example-members.invalid')",
        [SEED_MENTORS[1].name],
      ),
    ).toEqual([{ current_mentees: 0 }]);
    expect(await counts(ds)).toEqual(SEEDED_COUNTS);
    const [event] = await ds.query('SELECT community_id FROM events WHERE title = $1', [title]);
    const [community] = await ds.query('SELECT id FROM communities WHERE slug = $1', [SEED_EVENTS[0].communitySlug]);
    expect(event.community_id).toBe(community?.id ?? null);
  });

  it('resolves an unknown community slug to no community instead of failing', async () => {
    const result = await seedDatabase(ds, {
      communities: [],
      events: [
        { title: 'Orphan event', description: 'd', date: 'soon', location: 'online', communitySlug: 'gone', featured: false, image: null },
      ],
    });
    expect(result.eventsInserted).toBe(1);
    const [row] = await ds.query(`SELECT community_id FROM events WHERE title = 'Orphan event'`);
    expect(row.community_id).toBeNull();
  });
});
