import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { openDatabase } from '../src/database/open-database';
import { seedDatabase } from '../src/database/seed/seed';
import { SEED_COMMUNITIES, SEED_EVENTS } from '../src/database/seed/seed-data';
import { freshDatabase, type TestDatabase } from './support';

const counts = async (ds: DataSource) => {
  const [row] = await ds.query('SELECT (SELECT count(*) FROM communities)::int AS communities, (SELECT count(*) FROM events)::int AS events');
  return row as { communities: number; events: number };
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
    expect(await counts(ds)).toEqual({ communities: SEED_COMMUNITIES.length, events: SEED_EVENTS.length });
    const migrations = await ds.query('SELECT name FROM typeorm_migrations');
    expect(migrations).toHaveLength(2);
  });

  it('has exactly the columns of the spec, snake_case, with their constraints', async () => {
    const columns = await ds.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('communities', 'events')
        ORDER BY table_name, ordinal_position`,
    );
    const shape = columns.map((c: Record<string, string>) => `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`);
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
    ]);
    const [fk] = await ds.query(`SELECT confdeltype FROM pg_constraint WHERE conname = 'events_community_id_fkey'`);
    expect(fk.confdeltype).toBe('n'); // ON DELETE SET NULL
    const [idx] = await ds.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'events_community_id_idx'`);
    expect(idx.indexdef).toContain('(community_id)');
    await expect(ds.query(`INSERT INTO communities (slug, name, description, image, icon, color) VALUES ('seniors', 'x', 'x', 'x', 'x', 'x')`)).rejects.toThrow(
      /communities_slug_key/,
    );
  });

  it('has the users, user_communities and sessions tables with their constraints', async () => {
    const columns = await ds.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name IN ('users', 'user_communities', 'sessions')
        ORDER BY table_name, ordinal_position`,
    );
    const shape = columns.map(
      (c: Record<string, string>) => `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}${c.column_default && !c.column_default.startsWith('nextval') ? ` = ${c.column_default}` : ''}`,
    );
    expect(shape).toEqual([
      'sessions.sid character varying not null',
      'sessions.sess json not null',
      'sessions.expire timestamp without time zone not null',
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
    ]);
    const indexes = (await ds.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('users', 'user_communities', 'sessions') ORDER BY indexname`)) as { indexname: string; indexdef: string }[];
    expect(Object.fromEntries(indexes.map((i) => [i.indexname, i.indexdef.replace(/^.* USING btree /, '')]))).toEqual({
      sessions_expire_idx: '(expire)',
      sessions_pkey: '(sid)',
      user_communities_community_id_idx: '(community_id)',
      user_communities_one_primary_idx: '(user_id) WHERE is_primary',
      user_communities_pkey: '(id)',
      user_communities_status_idx: '(status)',
      user_communities_user_id_community_id_key: '(user_id, community_id)',
      users_email_key: '(email)',
      users_external_id_key: '(external_id)',
      users_pkey: '(id)',
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
      await qr.query('INSERT INTO user_communities (user_id, community_id, is_primary) VALUES ($1, $2, true), ($1, $3, false)', [userId, seniors.id, parents.id]);
      const [row] = await qr.query('SELECT status FROM user_communities WHERE user_id = $1 AND is_primary', [userId]);
      expect(row.status).toBe('approved');
      await qr.query('SAVEPOINT t');
      await expect(qr.query(`UPDATE user_communities SET status = 'maybe' WHERE user_id = $1`, [userId])).rejects.toThrow(/user_communities_status_check/);
      await qr.query('ROLLBACK TO SAVEPOINT t');
      await expect(qr.query('UPDATE user_communities SET is_primary = true WHERE user_id = $1', [userId])).rejects.toThrow(/user_communities_one_primary_idx/);
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

  it('the entities match the migrations (migration:generate would find nothing)', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seeding again changes nothing', async () => {
    const before = await ds.query('SELECT * FROM communities ORDER BY id');
    const eventsBefore = await ds.query('SELECT * FROM events ORDER BY id');
    expect(await seedDatabase(ds)).toEqual({ communitiesInserted: 0, eventsInserted: 0 });
    expect(await seedDatabase(ds)).toEqual({ communitiesInserted: 0, eventsInserted: 0 });
    expect(await ds.query('SELECT * FROM communities ORDER BY id')).toEqual(before);
    expect(await ds.query('SELECT * FROM events ORDER BY id')).toEqual(eventsBefore);
  });

  it('a second boot (migrations + seed on the same database) changes nothing', async () => {
    const before = await counts(ds);
    const second = await openDatabase(db.url);
    try {
      expect(second.seeded).toEqual({ communitiesInserted: 0, eventsInserted: 0 });
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
      expect(await counts(bare)).toEqual({ communities: SEED_COMMUNITIES.length, events: SEED_EVENTS.length });
    } finally {
      await bare.destroy();
      await other.drop();
    }
  });

  it('never overwrites rows people changed, and re-adds only what is missing', async () => {
    await ds.query(`UPDATE communities SET name = 'Renamed' WHERE slug = 'seniors'`);
    const title = SEED_EVENTS[0].title;
    await ds.query('DELETE FROM events WHERE title = $1', [title]);
    expect(await seedDatabase(ds)).toEqual({ communitiesInserted: 0, eventsInserted: 1 });
    const [seniors] = await ds.query(`SELECT name FROM communities WHERE slug = 'seniors'`);
    expect(seniors.name).toBe('Renamed');
    const [event] = await ds.query('SELECT community_id FROM events WHERE title = $1', [title]);
    const [community] = await ds.query('SELECT id FROM communities WHERE slug = $1', [SEED_EVENTS[0].communitySlug]);
    expect(event.community_id).toBe(community?.id ?? null);
  });

  it('resolves an unknown community slug to no community instead of failing', async () => {
    const result = await seedDatabase(ds, {
      communities: [],
      events: [{ title: 'Orphan event', description: 'd', date: 'soon', location: 'online', communitySlug: 'gone', featured: false, image: null }],
    });
    expect(result.eventsInserted).toBe(1);
    const [row] = await ds.query(`SELECT community_id FROM events WHERE title = 'Orphan event'`);
    expect(row.community_id).toBeNull();
  });
});
