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
    expect(migrations).toHaveLength(1);
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
