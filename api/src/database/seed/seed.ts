import type { DataSource } from 'typeorm';
import { SEED_COMMUNITIES, SEED_EVENTS, type SeedCommunity, type SeedEvent } from './seed-data';

export interface SeedData {
  communities: readonly SeedCommunity[];
  events: readonly SeedEvent[];
}

export interface SeedResult {
  communitiesInserted: number;
  eventsInserted: number;
}

/**
 * Inserts the reference data that is missing, and nothing else: a community by slug, an event by
 * title. Rows edited or added by people are never touched, and a second boot changes nothing. One
 * transaction, so two processes booting at once cannot both insert the same event.
 */
export async function seedDatabase(dataSource: DataSource, data: SeedData = { communities: SEED_COMMUNITIES, events: SEED_EVENTS }): Promise<SeedResult> {
  return dataSource.transaction(async (m) => {
    // Serialise concurrent seeders (the events check below is read-then-insert).
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed']);
    let communitiesInserted = 0;
    for (const c of data.communities) {
      const rows: unknown[] = await m.query(
        `INSERT INTO communities (slug, name, description, image, icon, color, member_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (slug) DO NOTHING
         RETURNING id`,
        [c.slug, c.name, c.description, c.image, c.icon, c.color, c.memberCount],
      );
      communitiesInserted += rows.length;
    }

    let eventsInserted = 0;
    for (const e of data.events) {
      // A slug that is not (or no longer) there leaves the event without a community rather than failing the boot.
      const rows: unknown[] = await m.query(
        `INSERT INTO events (title, description, date, location, community_id, featured, image)
         SELECT $1, $2, $3, $4, (SELECT id FROM communities WHERE slug = $5), $6, $7
         WHERE NOT EXISTS (SELECT 1 FROM events WHERE title = $1)
         RETURNING id`,
        [e.title, e.description, e.date, e.location, e.communitySlug, e.featured, e.image],
      );
      eventsInserted += rows.length;
    }
    return { communitiesInserted, eventsInserted };
  });
}
