// `BENCH_ONLY=members`: the member tables at a community's size, then the hot queries' plans and the
// member reads under load. The SQL is the API's own (api/src/database/hot-queries.ts, compiled), never a copy.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

/** The seed: members, their memberships (one primary, two thirds a second, one third a third), sessions and links. */
export const MEMBERS_SIZE = { members: 100_000, sessions: 150_000, tokens: 50_000, audit: 200_000 };

const SEED = [
  `INSERT INTO users (email, first_name, last_name, bio, expertise, time_zone, email_verified_at)
   SELECT 'bench-m' || g || '@example.com', 'Member' || g, 'Bench', 'Learning AI, member ' || g, ARRAY['Prompting', 'Agents'],
          'Europe/London', CASE WHEN g % 4 = 0 THEN NULL ELSE now() END
     FROM generate_series(1, $1::int) g`,
  // communities.member_count follows approved memberships through a statement trigger: one statement each.
  `INSERT INTO user_communities (user_id, community_id, is_primary, status)
   SELECT u.id, c.ids[1 + u.id % c.n], true, 'approved'
     FROM users u, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c
    WHERE u.email LIKE 'bench-m%'`,
  `INSERT INTO user_communities (user_id, community_id, is_primary, status)
   SELECT u.id, c.ids[1 + (u.id + 3) % c.n], false, CASE WHEN u.id % 10 = 0 THEN 'pending' ELSE 'approved' END
     FROM users u, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c
    WHERE u.email LIKE 'bench-m%' AND u.id % 3 <> 0`,
  `INSERT INTO user_communities (user_id, community_id, is_primary, status)
   SELECT u.id, c.ids[1 + (u.id + 5) % c.n], false, 'approved'
     FROM users u, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c
    WHERE u.email LIKE 'bench-m%' AND u.id % 3 = 0`,
  `INSERT INTO sessions (sid, sess, expire)
   SELECT 'bench-s' || g, json_build_object('cookie', json_build_object('originalMaxAge', 604800000), 'passport',
            json_build_object('user', (SELECT min(id) FROM users WHERE email LIKE 'bench-m%') + g % $1::int)),
          now() + interval '7 days'
     FROM generate_series(1, $2::int) g`,
  `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at)
   SELECT (SELECT min(id) FROM users WHERE email LIKE 'bench-m%') + g % $1::int,
          (ARRAY['reset-password', 'verify-email', 'change-email'])[1 + g % 3], sha256(('bench-t' || g)::bytea), now() + interval '1 hour'
     FROM generate_series(1, $2::int) g`,
  // Staff actions: the audit log a busy site keeps, newest last, over 5,000 records of three kinds.
  `INSERT INTO audit_log (actor_name, actor_session, action, entity, entity_id, summary, at)
   SELECT 'Shared password', 'bench', (ARRAY['trend.update', 'article.update', 'membership.approve'])[1 + g % 3],
          (ARRAY['trend', 'article', 'membership'])[1 + g % 3], (g % 5000)::text, 'Bench action ' || g, now() - make_interval(secs => g)
     FROM generate_series(1, $1::int) g`,
  'VACUUM ANALYZE',
];

/** Plan nodes that read a whole big table: a hot query must not (the tables grow with the community). */
const BIG_TABLES = ['users', 'user_communities', 'sessions', 'account_tokens', 'audit_log'];
const seqScansOf = (plan) => BIG_TABLES.filter((t) => new RegExp(`Seq Scan on ${t}\\b`).test(plan));

/**
 * Seeds the site's database, EXPLAINs (ANALYZE, BUFFERS) each hot query (writes inside a transaction rolled back), and
 * measures GET /api/auth/user (a member signed in, among 150,000 sessions), GET /api/members/:id and
 * GET /api/me/memberships with `cannon`.
 */
export async function benchMembers({ root, databaseUrl, base, cannon, registerUser, log }) {
  const require = createRequire(import.meta.url);
  const { HOT_QUERIES } = require(path.join(root, 'api/dist/database/hot-queries.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = Date.now();
    const { members, sessions, tokens, audit } = MEMBERS_SIZE;
    const params = [[members], [], [], [], [members, sessions], [members, tokens], [audit], []];
    for (const [i, sql] of SEED.entries()) await client.query(sql, params[i]);
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM user_communities)::int AS memberships,
              (SELECT count(*) FROM sessions)::int AS sessions, (SELECT count(*) FROM account_tokens)::int AS tokens,
              (SELECT count(*) FROM user_communities WHERE status = 'pending')::int AS pending,
              (SELECT count(*) FROM audit_log)::int AS audit`,
      )
    ).rows[0];
    log(`members: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const cookie = await registerUser(base);
    const sid = decodeURIComponent(cookie.slice('sid='.length)).replace(/^s:/, '').split('.')[0];
    const sample = (await client.query(`SELECT min(id) + 4321 AS id FROM users WHERE email LIKE 'bench-m%'`)).rows[0].id;
    const context = { sid, userId: sample, nowSeconds: Math.ceil(Date.now() / 1000) };

    const plans = [];
    for (const q of HOT_QUERIES) {
      const write = /^\s*(UPDATE|DELETE|INSERT)/i.test(q.sql);
      if (write) await client.query('BEGIN');
      try {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params(context));
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]);
        plans.push({ name: q.name, plan, executionMs: ms, seqScans: seqScansOf(plan) });
        log(`members: ${q.name}: ${ms} ms${seqScansOf(plan).length ? `, Seq Scan on ${seqScansOf(plan).join(', ')}` : ''}`);
      } finally {
        if (write) await client.query('ROLLBACK');
      }
    }

    const reads = [
      { name: `GET /api/auth/user (signed in; ${counts.sessions} sessions)`, path: '/api/auth/user', headers: { cookie } },
      { name: `GET /api/members/:id (${counts.users} members)`, path: `/api/members/${sample}` },
      { name: `GET /api/me/memberships (${counts.memberships} memberships)`, path: '/api/me/memberships', headers: { cookie } },
    ];
    const loads = [];
    for (const r of reads) {
      const res = await fetch(base + r.path, { headers: r.headers });
      if (!res.ok) throw new Error(`${r.path}: ${res.status}`);
      log(`members: ${r.name} ...`);
      loads.push({ name: r.name, ...(await cannon(base + r.path, r.headers)) });
    }
    return { size: counts, plans, loads };
  } finally {
    await client.end();
  }
}
