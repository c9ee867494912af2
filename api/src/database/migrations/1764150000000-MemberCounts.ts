import type { MigrationInterface, QueryRunner } from 'typeorm';

const EVENTS = [
  { op: 'INSERT', trigger: 'member_count_insert', referencing: 'NEW TABLE AS new_rows' },
  { op: 'UPDATE', trigger: 'member_count_update', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'DELETE', trigger: 'member_count_delete', referencing: 'OLD TABLE AS old_rows' },
] as const;

/**
 * A community's member count follows its approved memberships.
 *
 * `communities.member_count` started as the prototype's figure (the seed); from here on the database keeps it: every
 * approved membership added (registration, join, approval) adds one, every approved membership removed (leave,
 * rejection, a deleted account's cascade) takes one away, whoever writes `user_communities` (the API, psql). The
 * counter is written by the same transaction, so the write to `communities` fires its bus trigger (migration
 * BusAndLimits) and every replica drops its cached communities at commit.
 *
 * Statement-level triggers with transition tables: one UPDATE per statement, and the community rows are locked in id
 * order first, so two registrations naming the same communities in different orders cannot deadlock. PostgreSQL
 * allows transition tables on one event per trigger, hence three triggers on one function.
 */
export class MemberCounts1764150000000 implements MigrationInterface {
  name = 'MemberCounts1764150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION user_communities_member_count() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
        deltas integer[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(community_id ORDER BY community_id), array_agg(n ORDER BY community_id) INTO ids, deltas
            FROM (SELECT community_id, count(*)::integer AS n FROM new_rows WHERE status = 'approved' GROUP BY community_id) s;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(community_id ORDER BY community_id), array_agg(n ORDER BY community_id) INTO ids, deltas
            FROM (SELECT community_id, -count(*)::integer AS n FROM old_rows WHERE status = 'approved' GROUP BY community_id) s;
        ELSE
          SELECT array_agg(community_id ORDER BY community_id), array_agg(n ORDER BY community_id) INTO ids, deltas
            FROM (SELECT community_id, sum(d)::integer AS n
                    FROM (SELECT community_id, 1 AS d FROM new_rows WHERE status = 'approved'
                          UNION ALL
                          SELECT community_id, -1 AS d FROM old_rows WHERE status = 'approved') x
                   GROUP BY community_id HAVING sum(d) <> 0) s;
        END IF;
        IF ids IS NULL THEN
          RETURN NULL;
        END IF;
        PERFORM 1 FROM communities WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
        UPDATE communities c SET member_count = greatest(c.member_count + d.n, 0)
          FROM unnest(ids, deltas) AS d(id, n) WHERE c.id = d.id;
        RETURN NULL;
      END $$`);
    for (const e of EVENTS)
      await q.query(
        `CREATE TRIGGER ${e.trigger} AFTER ${e.op} ON "user_communities" REFERENCING ${e.referencing} ` +
          'FOR EACH STATEMENT EXECUTE FUNCTION user_communities_member_count()',
      );
    // The approved memberships that exist already count too.
    await q.query(`
      UPDATE communities c SET member_count = c.member_count + m.n
        FROM (SELECT community_id, count(*)::integer AS n FROM user_communities WHERE status = 'approved' GROUP BY community_id) m
       WHERE c.id = m.community_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const e of EVENTS) await q.query(`DROP TRIGGER ${e.trigger} ON "user_communities"`);
    await q.query(`DROP FUNCTION user_communities_member_count()`);
    await q.query(`
      UPDATE communities c SET member_count = greatest(c.member_count - m.n, 0)
        FROM (SELECT community_id, count(*)::integer AS n FROM user_communities WHERE status = 'approved' GROUP BY community_id) m
       WHERE c.id = m.community_id`);
  }
}
