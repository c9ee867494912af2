// `BENCH_ONLY=engagement`: the event page and the leaderboards at the issue's size (100,000 members, 2,000,000
// ledger rows), grown in steps (the cost curve), with the hot queries' plans at the largest size. Budget: p99 <= 50 ms.
import pg from 'pg';
import { signedCookie } from './discussions.mjs';

export const ENGAGEMENT_SIZE = { members: 100_000, ledger: 2_000_000, rsvps: 5_000 };
/** Ledger rows at each step. BENCH_ENGAGEMENT_STEPS overrides (development). */
export const ENGAGEMENT_STEPS = (process.env.BENCH_ENGAGEMENT_STEPS ?? '500000,1000000,2000000').split(',').map(Number);
export const ENGAGEMENT_BUDGET = { p99: 50 };
const REASONS = `ARRAY['reply_liked','answer_accepted','challenge_completed','challenge_won','mentorship_completed','spotlight_featured']`;

/**
 * The ledger grown from `from` to `to` rows, spread over the members (three rows in four over every member alike,
 * g * 7919 mod members; one in four skewed to a few very active ones, g^2 mod members), the communities (each member
 * in most of them) and the last 10 weeks. The aggregates' trigger is off during the bulk load and the aggregates
 * are rebuilt from the ledger in one statement each after it (what the trigger keeps row by row is the same sum).
 */
const growLedgerSql = `
  INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key, created_at)
  SELECT $3::int + (CASE WHEN g % 4 = 0 THEN (g::bigint * g) % $4::int ELSE (g::bigint * 7919) % $4::int END),
         c.ids[1 + (g / 7) % c.n], 1 + g % 15, (${REASONS})[1 + g % 6], 'bench:' || g,
         now() - make_interval(secs => (g % (70 * 86400)))
    FROM generate_series($1::int + 1, $2::int) g, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c`;
const REBUILD_SQL = [
  `TRUNCATE member_points, member_points_weekly`,
  `INSERT INTO member_points (community_id, user_id, total, updated_at)
     SELECT community_id, user_id, sum(amount), max(created_at) FROM points_ledger GROUP BY community_id, user_id`,
  `INSERT INTO member_points_weekly (week_start, community_id, user_id, total)
     SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, community_id, user_id, sum(amount)
       FROM points_ledger GROUP BY 1, 2, 3`,
  // VACUUM as well: the measurement must not share the machine with autovacuum's first pass over the new rows.
  `VACUUM (ANALYZE) points_ledger, member_points, member_points_weekly`,
];

export async function benchEngagement({ root, databaseUrl, base, cannon, secret, log }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (sql, params) => client.query(sql, params);
  const out = { steps: [], plans: [], errors: [] };
  try {
    let t0 = Date.now();
    const { members, rsvps } = ENGAGEMENT_SIZE;
    const ids = (
      await q(
        `INSERT INTO users (email, first_name, last_name, email_verified_at, created_at)
         SELECT 'bench-e' || g || '@example.com', 'Member' || g, 'Bench', now(), now() - interval '60 days'
           FROM generate_series(1, $1::int) g RETURNING id`,
        [members],
      )
    ).rows.map((r) => r.id);
    const m0 = Math.min(...ids);
    await q(
      `INSERT INTO user_communities (user_id, community_id, is_primary, status)
       SELECT u, c.ids[1 + u % c.n], true, 'approved'
         FROM generate_series($1::int, $2::int) u, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c`,
      [m0, m0 + members - 1],
    );
    const [{ id: communityId, slug }] = (await q(`SELECT id, slug FROM communities ORDER BY id LIMIT 1`)).rows;
    // One event with thousands of members going, and a signed-in member among them.
    const [{ id: eventId }] = (
      await q(
        `INSERT INTO events (title, description, date, location, community_id, starts_at, capacity)
         VALUES ('Bench summit', 'x', 'Soon', 'London', $1, now() + interval '10 days', 100000) RETURNING id`,
        [communityId],
      )
    ).rows;
    await q(
      `INSERT INTO event_rsvps (event_id, user_id, status, created_at, updated_at)
       SELECT $1, u, CASE WHEN u % 10 = 0 THEN 'interested' ELSE 'going' END, now() - make_interval(secs => u - $2::int),
              now() - make_interval(secs => u - $2::int)
         FROM generate_series($2::int, $2::int + $3::int - 1) u`,
      [eventId, m0, rsvps],
    );
    await q(
      `UPDATE events SET going_count = (SELECT count(*) FROM event_rsvps WHERE event_id = $1 AND status = 'going'),
                         interested_count = (SELECT count(*) FROM event_rsvps WHERE event_id = $1 AND status = 'interested')
        WHERE id = $1`,
      [eventId],
    );
    const meId = m0 + 1; // going, and somewhere in the middle of the boards
    await q(
      `INSERT INTO sessions (sid, sess, expire) VALUES ('bench-e-s0', json_build_object('cookie', json_build_object('originalMaxAge', 604800000),
         'passport', json_build_object('user', $1::int)), now() + interval '7 days')`,
      [meId],
    );
    const cookie = signedCookie(root, 'bench-e-s0', secret);
    const who = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    if (!who.ok || (await who.json()).id !== meId) throw new Error('the bench member is not signed in');
    await q(`ALTER TABLE points_ledger DISABLE TRIGGER points_ledger_aggregate`);
    log(`engagement: ${members} members, an event with ${rsvps} RSVPs, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    let have = 0;
    for (const step of ENGAGEMENT_STEPS) {
      t0 = Date.now();
      await q(growLedgerSql, [have, step, m0, members]);
      have = step;
      for (const sql of REBUILD_SQL) await q(sql);
      const seedS = (Date.now() - t0) / 1000;
      const [size] = (
        await q(
          `SELECT (SELECT count(*) FROM points_ledger)::int AS ledger, (SELECT count(*) FROM member_points WHERE community_id = $1)::int AS ranked,
                  (SELECT count(*) FROM member_points_weekly WHERE community_id = $1
                     AND week_start = date_trunc('week', now() AT TIME ZONE 'UTC')::date)::int AS "rankedThisWeek"`,
          [communityId],
        )
      ).rows;
      log(`engagement: ${step} ledger rows (${seedS.toFixed(0)} s); ${size.ranked} ranked in ${slug}`);
      const loads = [];
      for (const [name, path, headers] of [
        ['GET /api/events/:id (member going)', `/api/events/${eventId}`, { cookie }],
        ['GET /api/events/:id (visitor)', `/api/events/${eventId}`, {}],
        ['GET leaderboard?period=all (member)', `/api/communities/${slug}/leaderboard?period=all`, { cookie }],
        ['GET leaderboard?period=week (member)', `/api/communities/${slug}/leaderboard?period=week`, { cookie }],
        ['GET /api/me/points', `/api/me/points`, { cookie }],
      ]) {
        try {
          loads.push({ name, ...(await cannon(`${base}${path}`, headers)) });
        } catch (e) {
          loads.push({ name, error: String(e) });
        }
      }
      out.steps.push({ ledger: step, size, seedS, loads });
    }
    await q(`ALTER TABLE points_ledger ENABLE TRIGGER points_ledger_aggregate`);

    // The hot queries' plans at the largest size (the API's own SQL shapes, with this bench's ids).
    const week = `date_trunc('week', now() AT TIME ZONE 'UTC')::date`;
    for (const [name, sql, params] of [
      [
        'leaderboard, all time (top 50)',
        `SELECT mp.user_id, u.first_name, mp.total FROM member_points mp JOIN users u ON u.id = mp.user_id
          WHERE mp.community_id = $1 AND mp.total > 0 ORDER BY mp.total DESC, mp.user_id LIMIT 50`,
        [communityId],
      ],
      [
        'leaderboard, this week (top 50)',
        `SELECT w.user_id, w.total FROM member_points_weekly w JOIN users u ON u.id = w.user_id
          WHERE w.community_id = $1 AND w.week_start = ${week} AND w.total > 0 ORDER BY w.total DESC, w.user_id LIMIT 50`,
        [communityId],
      ],
      [
        "a board's whole order (ranks below the top, kept per replica)",
        `SELECT coalesce(array_agg(user_id ORDER BY total DESC, user_id), '{}') AS ids,
                coalesce(array_agg(total ORDER BY total DESC, user_id), '{}') AS totals
           FROM member_points WHERE community_id = $1 AND total > 0`,
        [communityId],
      ],
      [
        "a member's communities with points (GET /api/me/points)",
        `SELECT c.id, c.slug, mp.total, coalesce(w.total, 0) AS week FROM member_points mp JOIN communities c ON c.id = mp.community_id
           LEFT JOIN member_points_weekly w ON w.week_start = ${week} AND w.community_id = mp.community_id AND w.user_id = mp.user_id
          WHERE mp.user_id = $1`,
        [meId],
      ],
      [
        'event page: first attendees',
        `SELECT u.id FROM event_rsvps r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1 AND r.status = 'going'
          ORDER BY r.updated_at, r.user_id LIMIT 12`,
        [eventId],
      ],
      [
        "a member's latest points",
        `SELECT amount FROM points_ledger WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`,
        [meId],
      ],
    ]) {
      const plan = (await q(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      out.plans.push({ name, plan });
    }
  } catch (e) {
    out.errors.push(String(e?.stack ?? e));
    log('engagement failed:', e);
  } finally {
    await client.end();
  }
  return out;
}

export function engagementMarkdown(d, pf) {
  const L = [];
  const checks = [];
  const last = d.steps.at(-1);
  L.push(
    `## Events and leaderboards at size (${ENGAGEMENT_SIZE.members.toLocaleString('en')} members, ${last ? last.size.ledger.toLocaleString('en') : 0} ledger rows, an event with ${ENGAGEMENT_SIZE.rsvps.toLocaleString('en')} RSVPs)`,
    '',
    `Cost curve (autocannon, 50 connections; p99 in ms, with req/s). Budget p99 <= ${ENGAGEMENT_BUDGET.p99} ms:`,
    '',
    `| scenario | ${d.steps.map((s) => `${s.ledger.toLocaleString('en')} rows`).join(' | ')} | result |`,
    `|---|${d.steps.map(() => '---').join('|')}|---|`,
  );
  const names = [...new Set(d.steps.flatMap((s) => s.loads.map((l) => l.name)))];
  for (const name of names) {
    const rows = d.steps.map((s) => s.loads.find((l) => l.name === name));
    const ok = rows.every((r) => r && !r.error && r.p99 <= ENGAGEMENT_BUDGET.p99 && !r.non2xx && !r.errors);
    L.push(
      `| ${name} | ${rows.map((r) => (!r ? '–' : r.error ? 'error' : `${r.p99} (${Math.round(r.rps)}/s)`)).join(' | ')} | ${pf(ok)} |`,
    );
    checks.push({ metric: `engagement ${name}`, ok });
  }
  L.push(
    '',
    `Seeding per step: ${d.steps.map((s) => `${s.ledger.toLocaleString('en')} rows in ${s.seedS.toFixed(0)} s (${s.size.ranked} ranked)`).join('; ')}.`,
    '',
  );
  for (const p of d.plans) L.push(`<details><summary>${p.name}</summary>`, '', '```', p.plan, '```', '', '</details>', '');
  for (const e of d.errors) L.push(`Error: ${e}`);
  return { lines: L, checks };
}
