// `BENCH_ONLY=discussions`: the forum at a community's size, grown in steps (the cost curve), the hot
// queries' plans at the largest size, the reads and the reply write under load, and a reply's way to an SSE
// subscriber on another replica. The SQL is the API's own (api/dist/**/….queries.js), never a copy.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { profileMarkdown, summariseProfile } from './cpu-profile.mjs';

/** The issue's bench seed: 100,000 members, 50,000 threads, 1,000,000 replies (20 replies a thread on average). */
export const DISCUSSIONS_SIZE = { members: 100_000, threads: 50_000, replies: 1_000_000, posters: 20_000 };
/** The cost curve: replies at each step (threads = replies / 20). BENCH_DISCUSSIONS_STEPS overrides (development). */
export const STEPS = (process.env.BENCH_DISCUSSIONS_STEPS ?? '10000,100000,1000000').split(',').map(Number);
export const DISCUSSIONS_BUDGET = { listP99: 50, threadP99: 50, searchP99: 150, postP99: 100, draftP99: 50, sseMs: 1000 };
const REPLIES_PER_THREAD = 20;
/** One reply in this many goes to one thread (the "thread with many replies": 10,000 of them at 1M). */
const BIG_THREAD_SHARE = 100;
/** Replies read in to reach a "later" page of the big thread, and threads in to reach a later page of the list. */
const LATER_REPLIES = 1_000;
const LATER_THREADS = 200;
const SSE_POSTS = 50;
/** Scenarios profiled at the last step (BENCH_PROFILE=list,thread,post,search: ids, or the first word of ids). */
const PROFILE = new Set(
  (process.env.BENCH_PROFILE ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const profiled = (id) => PROFILE.has(id) || PROFILE.has(id.split('-')[0]);

// Words of the generated posts. Each post has 20 common words, three topics (so one topic is in about 10 % of the
// posts and two given topics together in about 0.7 %) and one rare made-up word (in about 1 post in 4,096).
const COMMON = `model prompt data training question answer using works example help idea results better context tokens
  output input test code team people learning course lesson week start simple tried shared thanks problem`.split(/\s+/);
const TOPICS = `embeddings retrieval finetuning agents evaluation latency quantization transformer tokenizer hallucination
  summarisation classroom rubric pricing invoice marathon protein watercolour pension mortgage budget homework
  flashcards python typescript postgres spreadsheet chatbot transcription accessibility`.split(/\s+/);
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo'];
/** The search queries of the bench: two topics together, one topic alone, a rare word. */
export const SEARCH_QUERIES = { pair: 'embeddings retrieval', common: 'hallucination', rare: 'kalomine' };

const sqlArray = (words) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/** SQL of the text of post number `g` (a bigint expression), deterministic. */
const h = (g, salt) => `(((${g}) * 2654435761 + ${salt}) % 2147483647)`;
/** Topic `i` (0, 1, 2, ...) of post `g`: independent digits, in base 30, of one hash. */
const topic = (g, i) => `(${sqlArray(TOPICS)})[1 + (${h(g, 0)} / ${TOPICS.length ** i}) % ${TOPICS.length}]`;
const rare = (g) => `(${[0, 1, 2, 3].map((i) => `(${sqlArray(SYLLABLES)})[1 + (${h(g, 7)} / ${8 ** i}) % 8]`).join(' || ')})`;
const bodyOf = (g) => `
  array_to_string(ARRAY(SELECT (${sqlArray(COMMON)})[1 + (((${g}) * 31 + k * 7) % ${COMMON.length})] FROM generate_series(1, 20) k), ' ')
  || ' ' || ${topic(g, 0)} || ' ' || ${topic(g, 1)} || ' ' || ${topic(g, 2)} || ' ' || ${rare(g)}
  || CASE WHEN (${g}) % 10 = 0 THEN E'\\n\\n\`\`\`python\\nanswer = model.generate(prompt, max_tokens=256)\\n\`\`\`' ELSE '' END`;
/** Minutes before now a bench thread was started: spread over a year. */
const threadAge = (g) => `(${g} * 7919 % 525600)`;

/** Members, one approved primary community each; the first `posters` also approved in the posting community, signed in. */
const MEMBERS_SQL = `
  INSERT INTO users (email, first_name, last_name, bio, email_verified_at, created_at, updated_at)
  SELECT 'bench-d' || g || '@example.com', 'Poster' || g, 'Bench', 'Learning AI', now() - interval '60 days',
         now() - interval '60 days', now() - interval '60 days'
    FROM generate_series(1, $1::int) g
  RETURNING id`;

/**
 * The forum grown from `from` to `to` replies (threads in proportion): explicit ids (thread g is t0 + g, reply g is r0 + g),
 * so a reply knows its thread without a lookup; the counters are then recomputed from the rows (rBase: the last reply
 * before the bench).
 */
function growSql({ t0, r0, rBase, m0, members }) {
  const c = `(SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities)`;
  return {
    threads: `
      INSERT INTO threads (id, community_id, author_id, title, body, body_html, kind, created_at, last_activity_at)
      SELECT ${t0} + g, c.ids[1 + g % c.n], ${m0} + (g * 7919 % ${members})::int,
             initcap(${topic('g', 3)}) || ' and ' || ${topic('g', 4)} || ': ' || ${rare('g')} || ' thread ' || g,
             b.body, '<p>' || b.body || '</p>', CASE WHEN g % 4 = 0 THEN 'question' ELSE 'discussion' END,
             now() - make_interval(mins => ${threadAge('g')}::int), now() - make_interval(mins => ${threadAge('g')}::int)
        FROM generate_series($1::bigint, $2::bigint) g, ${c} c, LATERAL (SELECT ${bodyOf('g')} AS body) b`,
    // Reply g: one in BIG_THREAD_SQL to bench thread 1, the others spread over the threads there are ($3).
    replies: `
      INSERT INTO replies (id, thread_id, author_id, body, body_html, created_at)
      SELECT ${r0} + g, ${t0} + t.tg, ${m0} + (g * 104729 % ${members})::int, b.body, '<p>' || b.body || '</p>',
             least(now(), now() - make_interval(mins => ${threadAge('t.tg')}::int) + make_interval(mins => (g * 13 % 20000)::int))
        FROM generate_series($1::bigint, $2::bigint) g,
             LATERAL (SELECT CASE WHEN g % ${BIG_THREAD_SHARE} = 0 THEN 1 ELSE 1 + ${h('g', 5)} % $3::bigint END AS tg) t,
             LATERAL (SELECT ${bodyOf('g + 7777777')} AS body) b`,
    threadLikes: `
      INSERT INTO thread_likes (thread_id, user_id)
      SELECT ${t0} + g, ${m0} + ((g * 31 + k * 1009) % ${members})::int FROM generate_series($1::bigint, $2::bigint) g, generate_series(1, (g % 7)::int) k`,
    replyLikes: `
      INSERT INTO reply_likes (reply_id, user_id)
      SELECT ${r0} + g, ${m0} + ((g * 37 + k * 2003) % ${members})::int
        FROM generate_series($1::bigint, $2::bigint) g, generate_series(1, (g % 3)::int + 1) k WHERE g % 5 = 0`,
    // The thread's author watches it (as posting writes); one reply in two notifies a member, two in three read.
    watches: `
      INSERT INTO thread_watches (thread_id, user_id, level)
      SELECT ${t0} + g, ${m0} + (g * 7919 % ${members})::int, 'watching' FROM generate_series($1::bigint, $2::bigint) g
      ON CONFLICT DO NOTHING`,
    notifications: `
      INSERT INTO notifications (user_id, kind, actor_id, thread_id, reply_id, text, created_at, read_at)
      SELECT ${m0} + (g * 7 % ${members})::int, 'reply', r.author_id, r.thread_id, r.id, 'Someone replied to a thread you watch',
             r.created_at, CASE WHEN g % 3 <> 0 THEN r.created_at END
        FROM generate_series($1::bigint, $2::bigint) g JOIN replies r ON r.id = ${r0} + g
       WHERE g % 2 = 0`,
    counts: [
      `UPDATE threads t SET reply_count = s.n, last_activity_at = greatest(t.created_at, s.last)
         FROM (SELECT thread_id, count(*)::int AS n, max(created_at) AS last FROM replies WHERE id > ${rBase} GROUP BY thread_id) s
        WHERE t.id = s.thread_id AND t.id > ${t0} AND (t.reply_count, t.last_activity_at) IS DISTINCT FROM (s.n, greatest(t.created_at, s.last))`,
      `UPDATE threads t SET like_count = s.n FROM (SELECT thread_id, count(*)::int AS n FROM thread_likes WHERE thread_id BETWEEN ${t0} + $1::int AND ${t0} + $2::int GROUP BY thread_id) s
        WHERE t.id = s.thread_id`,
      `UPDATE replies r SET like_count = s.n FROM (SELECT reply_id, count(*)::int AS n FROM reply_likes WHERE reply_id BETWEEN ${r0} + $1::int AND ${r0} + $2::int GROUP BY reply_id) s
        WHERE r.id = s.reply_id`,
    ],
  };
}

/** Plan nodes that read a whole big table: a hot query must not (the tables grow with the forum). */
// (sessions: the members section seeds them at size; here there are only the posters'.)
const BIG_TABLES = ['threads', 'replies', 'notifications', 'thread_likes', 'reply_likes', 'thread_watches', 'users', 'user_communities'];
const seqScansOf = (plan) => BIG_TABLES.filter((t) => new RegExp(`Seq Scan on ${t}\\b`).test(plan));

/** The API's compiled query modules, by folder (discussions, communities, search, activity, notifications): each one's exports. */
function apiQueries(root) {
  const require = createRequire(import.meta.url);
  const out = {};
  for (const folder of ['discussions', 'communities', 'search', 'activity', 'notifications']) {
    const dir = path.join(root, 'api/dist', folder);
    out[folder] = {};
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => /[.-]queries\.js$/.test(n))) Object.assign(out[folder], require(path.join(dir, f)));
  }
  return out;
}

export const signedCookie = (root, sid, secret) => {
  const require = createRequire(import.meta.url);
  const { sign } = require(path.join(root, 'node_modules/@fastify/cookie/signer.js'));
  return `sid=${encodeURIComponent(sign(sid, secret))}`;
};

const nearestRank = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * What the database's sessions wait for while a load runs (the posting profile's PostgreSQL side): pg_locks sampled
 * every 50 ms on a connection of its own, each ungranted lock counted with the statement waiting and the one holding
 * it. `stop()` answers the samples taken and the waits, most frequent first.
 */
async function sampleLockWaits(databaseUrl, everyMs = 50) {
  const c = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-lock-sampler' });
  await c.connect();
  const counts = new Map();
  let samples = 0;
  let running = true;
  const words = (sql) => `${sql ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 60).replaceAll('|', '\\|');
  const loop = (async () => {
    while (running) {
      const { rows } = await c.query(`
        SELECT w.locktype, w.mode, wa.query AS waiting, ba.query AS holder
          FROM pg_locks w JOIN pg_stat_activity wa ON wa.pid = w.pid
          CROSS JOIN LATERAL unnest(pg_blocking_pids(w.pid)) b(pid) JOIN pg_stat_activity ba ON ba.pid = b.pid
         WHERE NOT w.granted`);
      samples++;
      for (const r of rows) {
        const key = [`${r.locktype} ${r.mode}`, words(r.waiting), words(r.holder)].join('\n');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await c.end();
      const waits = [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([key, n]) => {
          const [lock, waiting, holder] = key.split('\n');
          return { lock, waiting, holder, n };
        });
      return { samples, everyMs, waits };
    },
  };
}

/**
 * Seeds the forum in STEPS, measuring at each; EXPLAINs the hot queries at the last step, then the SSE latency
 * across two replicas. `cannon(url, headers, options)` is run.mjs's autocannon (50 connections, warm-up, duration).
 */
export async function benchDiscussions({ root, databaseUrl, base, cannon, secret, startReplica, stopReplica, log }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (sql, params) => client.query(sql, params);
  const out = { steps: [], plans: [], sse: null, profiles: [], errors: [] };
  try {
    // ------------------------------------------------------------ members, memberships, sessions
    let t0 = Date.now();
    const { members, posters } = DISCUSSIONS_SIZE;
    // A database kept from an earlier run (BENCH_DATA_DIR) already holds the members and as much of the forum as it grew.
    await q(`CREATE TABLE IF NOT EXISTS bench_discussions (t_base int NOT NULL, r_base int NOT NULL, m0 int NOT NULL,
                                                          threads int NOT NULL, replies int NOT NULL)`);
    const kept = (await q(`SELECT t_base AS "tBase", r_base AS "rBase", m0, threads, replies FROM bench_discussions`)).rows[0];
    const m0 = kept ? kept.m0 : await insertMembers();
    const [{ id: postCommunity, slug }] = (await q(`SELECT id, slug FROM communities ORDER BY id OFFSET 1 LIMIT 1`)).rows;
    if (!kept) await joinAndSignIn();
    const cookies = Array.from({ length: posters + 1 }, (_, i) => signedCookie(root, `bench-d-s${i}`, secret));
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: cookies[0] } });
    const meId = me.ok ? (await me.json()).id : null;
    if (meId !== m0) throw new Error(`a bench poster's session is not signed in: GET /api/auth/user ${me.status}, id ${meId}`);
    log(`discussions: ${members} members, ${posters + 1} signed in, in ${((Date.now() - t0) / 1000).toFixed(1)} s${kept ? ' (kept)' : ''}`);

    async function insertMembers() {
      const ids = (await q(MEMBERS_SQL, [members])).rows.map((r) => r.id);
      const first = Math.min(...ids);
      if (Math.max(...ids) !== first + members - 1) throw new Error('bench members do not have consecutive ids');
      return first;
    }
    async function joinAndSignIn() {
      await q(
        `INSERT INTO user_communities (user_id, community_id, is_primary, status, joined_at)
       SELECT u, c.ids[1 + u % c.n], true, 'approved', now() - interval '60 days'
         FROM generate_series($1::int, $2::int) u, (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM communities) c`,
        [m0, m0 + members - 1],
      );
      await q(
        `INSERT INTO user_communities (user_id, community_id, is_primary, status, joined_at)
       SELECT u, $3, false, 'approved', now() - interval '60 days' FROM generate_series($1::int, $2::int) u ON CONFLICT DO NOTHING`,
        [m0, m0 + posters, postCommunity],
      );
      // Poster i (0 .. posters) signs in with session bench-d-s<i>; the last one is the SSE subscriber. Last seen over the
      // past week (a few online now); posting refreshes it, as any signed-in request does.
      await q(
        `INSERT INTO sessions (sid, sess, expire, created_at, last_seen_at)
       SELECT 'bench-d-s' || i, json_build_object('cookie', json_build_object('originalMaxAge', 604800000), 'passport',
                json_build_object('user', $1::int + i)), now() + interval '7 days', now() - interval '7 days',
              now() - make_interval(mins => i % 10080)
         FROM generate_series(0, $2::int) i`,
        [m0, posters],
      );
    }

    // ------------------------------------------------------------ grow, measure, repeat
    const [{ t0: tBase, r0: rBase }] = kept
      ? [{ t0: kept.tBase, r0: kept.rBase }]
      : (await q(`SELECT coalesce(max(id), 0)::int AS t0, (SELECT coalesce(max(id), 0) FROM replies)::int AS r0 FROM threads`)).rows;
    if (!kept) await q(`INSERT INTO bench_discussions VALUES ($1, $2, $3, 0, 0)`, [tBase, rBase, m0]);
    const big = tBase + 1;
    let have = kept ? { threads: kept.threads, replies: kept.replies } : { threads: 0, replies: 0 };
    let nextPoster = 0;
    const poster = () => {
      const i = nextPoster++ % posters;
      return { i, cookie: cookies[i], id: m0 + i };
    };
    for (const [stepIndex, replies] of STEPS.entries()) {
      const threads = Math.max(1, Math.round(replies / REPLIES_PER_THREAD));
      if (replies < have.replies) continue; // a kept database grown past this step
      t0 = Date.now();
      const timings = {};
      if (replies > have.replies) await growTo(threads, replies, timings);
      else log(`discussions: the kept database holds ${replies} bench replies already`);
      have = { threads, replies };
      await q(`UPDATE bench_discussions SET threads = $1, replies = $2`, [threads, replies]);
      const size = (
        await q(
          `SELECT (SELECT count(*) FROM threads)::int AS threads, (SELECT count(*) FROM replies)::int AS replies,
                  (SELECT count(*) FROM thread_likes)::int + (SELECT count(*) FROM reply_likes)::int AS likes,
                  (SELECT count(*) FROM users)::int AS members, (SELECT count(*) FROM notifications)::int AS notifications,
                  (SELECT reply_count FROM threads WHERE id = $1) AS "bigThreadReplies",
                  pg_size_pretty(pg_total_relation_size('replies')) AS "repliesOnDisk"`,
          [big],
        )
      ).rows[0];
      const seedS = (Date.now() - t0) / 1000;
      log(`discussions: grown to ${JSON.stringify(size)} in ${seedS.toFixed(1)} s ${JSON.stringify(timings)}`);
      const step = { replies, size, seedS, timings, loads: [] };
      out.steps.push(step);
      await measure(step, stepIndex === STEPS.length - 1);
    }

    // ------------------------------------------------------------ plans at the largest size
    out.plans = await explainAll();

    // ------------------------------------------------------------ SSE across replicas
    try {
      out.sse = await sseLatency();
    } catch (e) {
      log('discussions: SSE failed:', e?.message ?? e);
      out.errors.push(`SSE: ${String(e?.message ?? e).split('\n')[0]}`);
    }
    return out;

    /** Grows the forum from `have` to `threads` threads and `replies` replies, the phases timed into `timings`. */
    async function growTo(threads, replies, timings) {
      const [{ tMax, rMax }] = (
        await q(`SELECT (SELECT max(id) FROM threads)::int AS "tMax", (SELECT max(id) FROM replies)::int AS "rMax"`)
      ).rows;
      if (tMax !== tBase + have.threads) throw new Error(`threads were added outside the bench seed (max id ${tMax})`);
      // (a margin: a post still in flight when the load stopped may commit after this read)
      const grow = growSql({ t0: tBase, r0: (rMax ?? 0) + 1000 - have.replies, rBase, m0, members });
      const time = async (what, fn) => {
        const s = Date.now();
        await fn();
        timings[what] = (Date.now() - s) / 1000;
      };
      await time('threads', () => q(grow.threads, [have.threads + 1, threads]));
      for (let from = have.replies + 1; from <= replies; from += 250_000) {
        const to = Math.min(replies, from + 249_999);
        await time(`replies ${from}-${to}`, () => q(grow.replies, [from, to, threads]));
      }
      await time('watches and notifications', async () => {
        await q(grow.watches, [have.threads + 1, threads]);
        await q(grow.notifications, [have.replies + 1, replies]);
      });
      await time('likes', async () => {
        await q(grow.threadLikes, [have.threads + 1, threads]);
        await q(grow.replyLikes, [have.replies + 1, replies]);
      });
      await time('counts', async () => {
        await q(grow.counts[0]);
        await q(grow.counts[1], [have.threads + 1, threads]);
        await q(grow.counts[2], [have.replies + 1, replies]);
      });
      await q(`SELECT setval(pg_get_serial_sequence('threads', 'id'), (SELECT max(id) FROM threads))`);
      await q(`SELECT setval(pg_get_serial_sequence('replies', 'id'), (SELECT max(id) FROM replies))`);
      // As autovacuum would after a bulk load: it also moves the GIN indexes' pending lists into the indexes (post_search's,
      // filled by its triggers, row by row of the bulk insert).
      const search = (await q(`SELECT to_regclass('post_search') IS NOT NULL AS has`)).rows[0].has ? ', post_search' : '';
      await time('vacuum analyze', () =>
        q(
          `VACUUM (ANALYZE) threads, replies, thread_likes, reply_likes, thread_watches, notifications, users, user_communities, sessions${search}`,
        ),
      );
    }

    // ------------------------------------------------------------ helpers
    async function json(url, headers) {
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`GET ${url.slice(base.length)}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return res.json();
    }
    /** The nextCursor after `n` items of a cursor list (or the last one there is). */
    async function cursorAfter(pathOf, pageOf, n) {
      let cursor = null;
      let seen = 0;
      while (seen < n) {
        const page = pageOf(await json(base + pathOf(cursor)));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
        seen += page.items.length;
      }
      return cursor;
    }
    async function measure(step, lastStep) {
      /** The loads to profile once the step's measurements are done: [id, name, path, cannon options]. */
      const toProfile = [];
      const list = (c) => `/api/communities/${slug}/threads${c ? `?cursor=${encodeURIComponent(c)}` : ''}`;
      const thread = (c) => `/api/threads/${big}${c ? `?cursor=${encodeURIComponent(c)}` : ''}`;
      // type=posts: the posts' search as it was (one page of 20); searchAll: the grouped answer of every type.
      const search = (query, community) =>
        `/api/search?q=${encodeURIComponent(query)}&type=posts${community ? `&community=${encodeURIComponent(community)}` : ''}`;
      const searchAll = (query) => `/api/search?q=${encodeURIComponent(query)}`;
      const scenarios = [
        { id: 'list-first', kind: 'list', name: 'thread list, latest, first page', path: () => list(null) },
        {
          id: 'list-later',
          kind: 'list',
          name: `thread list, latest, a later page (${LATER_THREADS} threads in, or the last page)`,
          path: async () => list(await cursorAfter(list, (b) => b, LATER_THREADS)),
        },
        { id: 'thread-first', kind: 'thread', name: "thread page's API read (the thread with the most replies)", path: () => thread(null) },
        {
          id: 'thread-later',
          kind: 'thread',
          name: `thread page's API read, a later page (${LATER_REPLIES} replies in, or the last page)`,
          path: async () => thread(await cursorAfter(thread, (b) => b.replies, LATER_REPLIES)),
        },
        { id: 'search-pair', kind: 'search', name: `search site-wide "${SEARCH_QUERIES.pair}"`, path: () => search(SEARCH_QUERIES.pair) },
        {
          id: 'search-community',
          kind: 'search',
          name: `search in ${slug} "${SEARCH_QUERIES.pair}"`,
          path: () => search(SEARCH_QUERIES.pair, slug),
        },
        {
          id: 'search-common',
          kind: 'search',
          name: `search site-wide "${SEARCH_QUERIES.common}" (one word in ~10 % of posts)`,
          path: () => search(SEARCH_QUERIES.common),
        },
        {
          id: 'search-rare',
          kind: 'search',
          name: `search site-wide "${SEARCH_QUERIES.rare}" (a rare word)`,
          path: () => search(SEARCH_QUERIES.rare),
        },
        {
          id: 'search-all',
          kind: 'search',
          name: `search all types site-wide "${SEARCH_QUERIES.pair}" (posts, events, articles, members: 5 of each)`,
          path: () => searchAll(SEARCH_QUERIES.pair),
        },
      ];
      for (const s of scenarios) {
        try {
          const p = await s.path();
          const first = await fetch(base + p);
          if (!first.ok) throw new Error(`GET ${p}: ${first.status} ${(await first.text()).slice(0, 200)}`);
          const bytes = (await first.arrayBuffer()).byteLength;
          log(`discussions @${step.replies}: ${s.name} (${bytes} bytes) ...`);
          step.loads.push({ kind: s.kind, name: s.name, path: p, bytes, ...(await cannon(base + p)) });
          if (lastStep && profiled(s.id)) toProfile.push([s.id, s.name, p, undefined]);
        } catch (e) {
          log(`discussions @${step.replies}: ${s.name} failed:`, e?.message ?? e);
          step.loads.push({ kind: s.kind, name: s.name, error: String(e?.message ?? e).split('\n')[0] });
        }
      }
      // Posting: each request a different member (one may post every 5 s), each body different (duplicate check).
      const name = 'post a reply (POST /api/threads/:id/replies, a different member each time)';
      try {
        const targets = (
          await q(
            `SELECT id FROM threads WHERE community_id = $1 AND id > $2 AND NOT locked AND deleted_at IS NULL ORDER BY id LIMIT 200`,
            [postCommunity, big],
          )
        ).rows.map((r) => r.id);
        const probe = await postReply(base, targets[0], poster(), `Probe reply ${Date.now()}`);
        if (probe.status !== 201) throw new Error(`POST /api/threads/${targets[0]}/replies: ${probe.status} ${probe.text.slice(0, 200)}`);
        log(`discussions @${step.replies}: ${name} ...`);
        let n = 0;
        const posting = (what) => ({
          method: 'POST',
          requests: [
            {
              setupRequest: (req) => {
                const p = poster();
                n++;
                return {
                  ...req,
                  path: `/api/threads/${targets[n % targets.length]}/replies`,
                  headers: { 'content-type': 'application/json', cookie: p.cookie },
                  body: JSON.stringify({ body: `Bench ${what} ${n} at step ${step.replies}: ${Date.now()} by ${p.i}` }),
                };
              },
            },
          ],
        });
        const sampler = await sampleLockWaits(databaseUrl);
        const r = await cannon(`${base}/api/threads/${targets[0]}/replies`, undefined, posting('reply'));
        step.waits = await sampler.stop();
        step.loads.push({ kind: 'post', name, path: 'POST /api/threads/:id/replies', ...r });
        // The posts' fan-out (notifications to watchers) runs after commit, beside the requests: what was still
        // queued when the load stopped, and how long it took to be made.
        const queued = async () => (await q(`SELECT count(*)::int AS n FROM post_notices`)).rows[0].n;
        if ((await q(`SELECT to_regclass('post_notices') IS NOT NULL AS has`)).rows[0].has) {
          const backlog = await queued();
          const t1 = Date.now();
          while ((await queued()) > 0 && Date.now() - t1 < 300_000) await new Promise((resolve) => setTimeout(resolve, 200));
          step.fanout = {
            backlog,
            drainedMs: Date.now() - t1,
            notifications: (await q(`SELECT count(*)::int AS n FROM notifications`)).rows[0].n,
          };
          log(`discussions @${step.replies}: fan-out backlog ${backlog} posts when the load stopped, made in ${step.fanout.drainedMs} ms`);
        }
        if (lastStep && profiled('post')) toProfile.push(['post', name, `/api/threads/${targets[0]}/replies`, posting('profiled reply')]);
        await new Promise((resolve) => setTimeout(resolve, 1000)); // the last requests' transactions
        if (nextPoster > posters) log(`discussions: posters wrapped around (${nextPoster} posts): 429s are expected in this run`);
      } catch (e) {
        log(`discussions @${step.replies}: posting failed:`, e?.message ?? e);
        step.loads.push({ kind: 'post', name, error: String(e?.message ?? e).split('\n')[0] });
      }
      // Saving a draft: the composer's PUT as members type (debounced ~1 s), a ~1 KB body. 1,000 signed-in members in
      // turn, each writing one reply (their own key): a key's first save is an insert under the cap (the warm-up makes
      // them), every later one the draft saved over (one UPDATE), as a composer saves.
      const draftName = 'save a draft (PUT /api/me/drafts/:key, ~1 KB, 1,000 signed-in members in turn)';
      const typists = Math.min(1000, posters);
      try {
        const text = 'I am still writing this reply about evaluation sets and retrieval quality. '.repeat(14).slice(0, 1000);
        let n = 0;
        const saving = {
          method: 'PUT',
          requests: [
            {
              setupRequest: (req) => {
                n++;
                const who = n % typists;
                const key = `reply:${big + (who % 5)}`;
                return {
                  ...req,
                  path: `/api/me/drafts/${encodeURIComponent(key)}`,
                  headers: { 'content-type': 'application/json', cookie: cookies[who] },
                  body: JSON.stringify({ body: `${n} ${text}` }),
                };
              },
            },
          ],
        };
        const probe = await fetch(`${base}/api/me/drafts/reply%3A${big}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: cookies[0] },
          body: JSON.stringify({ body: text }),
        });
        if (probe.status !== 200) throw new Error(`PUT /api/me/drafts/reply:${big}: ${probe.status} ${(await probe.text()).slice(0, 200)}`);
        log(`discussions @${step.replies}: ${draftName} ...`);
        const r = await cannon(`${base}/api/me/drafts/reply%3A${big}`, undefined, saving);
        step.loads.push({ kind: 'draft', name: draftName, path: 'PUT /api/me/drafts/:key', ...r });
      } catch (e) {
        log(`discussions @${step.replies}: saving drafts failed:`, e?.message ?? e);
        step.loads.push({ kind: 'draft', name: draftName, error: String(e?.message ?? e).split('\n')[0] });
      }
      // The list with unread counts (issue 29 §3): the first page as 1,000 signed-in members in turn see it, each having
      // read every listed thread but its last few replies, and with a previous visit (so "new" is worked out too). Each
      // request reads the session, the cached page and the member's reads of its 20 threads (LIST_READS_SQL).
      const unreadName = 'thread list with unread counts, first page (1,000 signed-in members in turn, each having read its threads)';
      try {
        const listed = (await json(base + list(null))).items.map((t) => t.id);
        await q(
          `INSERT INTO thread_reads (user_id, thread_id, seen)
           SELECT $1::int + i, t.id, greatest(t.reply_count - i % 5, 0)
             FROM generate_series(0, $2::int - 1) i, threads t WHERE t.id = ANY($3::int[])
           ON CONFLICT (user_id, thread_id) DO UPDATE SET seen = EXCLUDED.seen`,
          [m0, typists, listed],
        );
        await q(
          `INSERT INTO member_visits (user_id, last_visit_at, previous_visit_at)
           SELECT $1::int + i, now(), now() - interval '1 day' FROM generate_series(0, $2::int - 1) i
           ON CONFLICT (user_id) DO UPDATE SET previous_visit_at = EXCLUDED.previous_visit_at`,
          [m0, typists],
        );
        const probe = await json(base + list(null), { cookie: cookies[1] });
        if (!probe.items.some((t) => t.unreadCount > 0)) throw new Error('the signed-in list answered no unread count');
        let n = 0;
        const reading = {
          requests: [{ setupRequest: (req) => ({ ...req, headers: { cookie: cookies[n++ % typists] } }) }],
        };
        log(`discussions @${step.replies}: ${unreadName} ...`);
        const r = await cannon(base + list(null), undefined, reading);
        step.loads.push({ kind: 'list', name: unreadName, path: `${list(null)} (signed in)`, ...r });
      } catch (e) {
        log(`discussions @${step.replies}: the unread list failed:`, e?.message ?? e);
        step.loads.push({ kind: 'list', name: unreadName, error: String(e?.message ?? e).split('\n')[0] });
      }
      for (const [id, pname, p, options] of toProfile) {
        try {
          out.profiles.push({ id, name: pname, ...(await profileLoad(id, p, options)) });
        } catch (e) {
          log(`discussions: profiling ${pname} failed:`, e?.message ?? e);
          out.errors.push(`profile of ${pname}: ${String(e?.message ?? e).split('\n')[0]}`);
        }
      }
    }

    /**
     * One load against a fresh replica running under `node --cpu-prof`: the replica is stopped (its profile is written
     * as it exits) and the profile summarised over the load (not the start-up). The profile is kept in
     * bench/results/profiles/ (open it in Chromium's DevTools, Performance tab).
     */
    async function profileLoad(id, p, options) {
      const dir = mkdtempSync(path.join(tmpdir(), 'cci-prof-'));
      try {
        const replica = await startReplica(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
        let from;
        let r;
        try {
          from = Date.now();
          r = await cannon(replica.base + p, undefined, options);
        } finally {
          await stopReplica(replica);
        }
        const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
        if (!file) throw new Error('the replica wrote no profile');
        const summary = summariseProfile(path.join(dir, file), { fromUs: (Date.now() - from) * 1000 });
        const keep = path.join(root, 'bench/results/profiles');
        mkdirSync(keep, { recursive: true });
        const kept = path.join(keep, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.cpuprofile`);
        renameSync(path.join(dir, file), kept);
        log(
          `discussions: profiled ${id}: ${Math.round(r.rps)}/s, p99 ${r.p99} ms, ${summary.busyMs} ms busy -> ${path.relative(root, kept)}`,
        );
        return { rps: r.rps, p99: r.p99, file: path.relative(root, kept), summary };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    async function explainAll() {
      const { discussions: Q, communities: C, activity: A, notifications: N, search: S } = apiQueries(root);
      const key = async (sql, params) => (await q(sql, params)).rows[0];
      const later = await key(
        `SELECT pinned, last_activity_at, id FROM threads WHERE community_id = $1 AND NOT hidden AND deleted_at IS NULL
          ORDER BY pinned DESC, last_activity_at DESC, id DESC OFFSET ${LATER_THREADS} LIMIT 1`,
        [postCommunity],
      );
      const laterReply = await key(`SELECT id FROM replies WHERE thread_id = $1 ORDER BY id OFFSET ${LATER_REPLIES} LIMIT 1`, [big]);
      const someReply = await key(`SELECT id FROM replies WHERE thread_id = $1 ORDER BY id LIMIT 1`, [big]);
      const reader = m0 + 1;
      const feedKey = await key(
        `SELECT created_at AS at, id FROM replies WHERE community_id = $1 ORDER BY created_at DESC, id DESC OFFSET 500 LIMIT 1`,
        [postCommunity],
      ).catch(() => undefined);
      const notified = await key(`SELECT user_id FROM notifications WHERE user_id > $1 ORDER BY id DESC LIMIT 1`, [m0 + 20_001]);
      const day = 86_400_000;
      const listedIds = (
        await q(
          `SELECT id FROM threads WHERE community_id = $1 AND NOT hidden AND deleted_at IS NULL ORDER BY pinned DESC, last_activity_at DESC, id DESC LIMIT 20`,
          [postCommunity],
        )
      ).rows.map((r) => r.id);
      const list = [
        ['community by slug', C.COMMUNITY_BY_SLUG_SQL, [slug]],
        ['thread list, latest, first page', Q.THREAD_LIST_SQL?.latest, [postCommunity, ...(Q.FIRST_KEYS?.latest ?? [])]],
        [
          `thread list, latest, after ${LATER_THREADS}`,
          Q.THREAD_LIST_SQL?.latest,
          [postCommunity, later?.pinned, later?.last_activity_at, later?.id],
        ],
        ['thread list, top, first page', Q.THREAD_LIST_SQL?.top, [postCommunity, ...(Q.FIRST_KEYS?.top ?? [])]],
        ['thread list, unanswered, first page', Q.THREAD_LIST_SQL?.unanswered, [postCommunity, ...(Q.FIRST_KEYS?.unanswered ?? [])]],
        ['a thread (signed-in reader)', Q.THREAD_SQL, [big, reader]],
        ["a thread's replies, first page", Q.REPLY_PAGE_SQL, [big, reader, 0]],
        [`a thread's replies, after ${LATER_REPLIES}`, Q.REPLY_PAGE_SQL, [big, reader, laterReply?.id ?? 0]],
        ['a signed-in thread page (the thread and its replies in one statement)', Q.THREAD_PAGE_SQL, [big, reader, 0]],
        ["a member's reads of a list page's threads (unread counts, new)", Q.LIST_READS_SQL, [m0 + 1, listedIds]],
        ["a member's New list, first page", Q.THREAD_LIST_NEW_SQL, [postCommunity, m0 + 1, ...Q.FIRST_KEYS.unanswered]],
        ["keep a member's place in the big thread (PUT /api/threads/:id/read)", Q.READ_THREAD_SQL, [m0 + 1, big, laterReply?.id ?? null]],
        // The Engage hub's active discussions (issue 29 §10): 5 per community from threads_active_idx, merged.
        ["the Engage hub's active discussions, a member's community", Q.ACTIVE_THREADS_SQL, [[postCommunity], 5]],
        ["the Engage hub's active discussions, every community (a visitor's)", Q.ACTIVE_THREADS_SQL, [null, 5]],
        ['lock the poster with the thread (posting)', Q.REPLY_POSTER_SQL, [big, reader, day]],
        [
          "bump the thread with the poster's history and the quote (posting)",
          Q.REPLY_BUMP_SQL,
          [reader, 'A body nobody wrote', day, day, big, null],
        ],
        ['insert the reply', Q.INSERT_REPLY_SQL, [big, reader, 'An explained reply', '<p>An explained reply</p>', null]],
        ['like a reply', Q.LIKE_SQL?.reply?.like, [someReply?.id, reader]],
        ['like a thread', Q.LIKE_SQL?.thread?.like, [big, reader]],
        ["claim a batch of posts' fan-outs (after commit)", N.CLAIM_POST_NOTICES_SQL, [100]],
        ['notify the watchers of a reply', N.INSERT_POST_NOTIFICATIONS_SQL, [big, reader, someReply?.id, [], 'mention', true, 'reply']],
        ["a member's notifications, first page", N.NOTIFICATION_PAGE_SQL, [notified?.user_id, null]],
        ["a member's unread count (the bell)", N.UNREAD_COUNT_SQL, [notified?.user_id]],
        ['mark all read', N.MARK_READ_SQL, [notified?.user_id, null]],
        ['record the mentions of a reply', Q.RECORD_MENTIONS_SQL, [big, someReply?.id, postCommunity, [reader + 1, reader + 2], reader]],
        ["a community's Feed, first page", A.ACTIVITY_SQL, [postCommunity, ...(A.FEED_FIRST_KEY ?? [])]],
        ["a community's Feed, a later page", A.ACTIVITY_SQL, [postCommunity, feedKey?.at, 2, feedKey?.id]],
        ['trending in a community (the week)', A.TRENDING_SQL, [postCommunity]],
        ['community stats', A.STATS_SQL, [postCommunity]],
        ['@ autocomplete "poster1"', A.MENTIONABLE_SQL, [postCommunity, 'poster1%']],
        [`search site-wide "${SEARCH_QUERIES.pair}"`, S.SEARCH_SQL, [SEARCH_QUERIES.pair, null, 0]],
        [`search in ${slug} "${SEARCH_QUERIES.pair}"`, S.SEARCH_SQL, [SEARCH_QUERIES.pair, postCommunity, 0]],
        [`search site-wide "${SEARCH_QUERIES.common}"`, S.SEARCH_SQL, [SEARCH_QUERIES.common, null, 0]],
        [`search site-wide "${SEARCH_QUERIES.rare}"`, S.SEARCH_SQL, [SEARCH_QUERIES.rare, null, 0]],
        ['search "did you mean" (a misspelt title)', S.SUGGESTION_SQL, ['embedings and retreival', null]],
        [`search events "${SEARCH_QUERIES.pair}"`, S.EVENT_HITS_SQL, [SEARCH_QUERIES.pair, 6, 0]],
        [`search articles "${SEARCH_QUERIES.pair}"`, S.ARTICLE_HITS_SQL, [SEARCH_QUERIES.pair, 6, 0]],
        ['search members "Alex"', S.MEMBER_HITS_SQL, ['Alex', 6, 0, 'alex']],
        [
          'similar threads (a title being written)',
          S.SIMILAR_THREADS_SQL,
          [postCommunity, 'How do I get better embeddings for retrieval?'],
        ],
      ];
      const plans = [];
      for (const [name, sql, params] of list) {
        if (typeof sql !== 'string') {
          plans.push({ name, error: 'not exported by the API (yet)' });
          continue;
        }
        await q('BEGIN');
        try {
          const plan = (await q(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
          const executionMs = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]);
          plans.push({ name, plan, executionMs, seqScans: seqScansOf(plan) });
          log(
            `discussions: plan ${name}: ${executionMs} ms${seqScansOf(plan).length ? `, Seq Scan on ${seqScansOf(plan).join(', ')}` : ''}`,
          );
        } catch (e) {
          plans.push({ name, error: String(e?.message ?? e).split('\n')[0] });
          log(`discussions: plan ${name} failed:`, e?.message ?? e);
        } finally {
          await q('ROLLBACK');
        }
      }
      return plans;
    }

    async function sseLatency() {
      const replica = await startReplica();
      try {
        const [{ id: threadId }] = (
          await q(`SELECT id FROM threads WHERE community_id = $1 AND id > $2 + 1 ORDER BY id LIMIT 1`, [postCommunity, big])
        ).rows;
        const arrived = new Map();
        const controller = new AbortController();
        const res = await fetch(`${replica.base}/api/stream?thread=${threadId}`, {
          headers: { cookie: cookies[posters], accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`GET /api/stream on the second replica: ${res.status} ${(await res.text()).slice(0, 200)}`);
        const reading = (async () => {
          const decoder = new TextDecoder();
          let buffer = '';
          try {
            for await (const chunk of res.body) {
              buffer += decoder.decode(chunk, { stream: true });
              let end;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const event = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const data = event
                  .split('\n')
                  .filter((l) => l.startsWith('data:'))
                  .map((l) => l.slice(5).trim())
                  .join('\n');
                try {
                  const e = JSON.parse(data);
                  if (e.type === 'thread' && e.change === 'reply' && e.replyId) arrived.set(e.replyId, performance.now());
                } catch {}
              }
            }
          } catch {}
        })();
        await new Promise((r) => setTimeout(r, 500));
        const samples = [];
        for (let i = 0; i < SSE_POSTS; i++) {
          const sent = performance.now();
          const r = await postReply(base, threadId, poster(), `Live reply ${i} ${Date.now()}`);
          if (r.status !== 201) throw new Error(`POST on the first replica: ${r.status} ${r.text.slice(0, 200)}`);
          const replyId = JSON.parse(r.text).id;
          const deadline = performance.now() + 5000;
          while (!arrived.has(replyId) && performance.now() < deadline) await new Promise((res2) => setTimeout(res2, 2));
          samples.push(arrived.has(replyId) ? arrived.get(replyId) - sent : Infinity);
          await new Promise((res2) => setTimeout(res2, 100));
        }
        controller.abort();
        await reading;
        const sorted = [...samples].sort((a, b) => a - b);
        return {
          threadId,
          posts: samples.length,
          missed: samples.filter((s) => s === Infinity).length,
          p50: nearestRank(sorted, 50),
          p99: nearestRank(sorted, 99),
          max: sorted.at(-1),
        };
      } finally {
        await stopReplica(replica);
      }
    }
  } finally {
    await client.end();
  }
}

async function postReply(base, threadId, p, body) {
  const res = await fetch(`${base}/api/threads/${threadId}/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: p.cookie },
    body: JSON.stringify({ body }),
  });
  return { status: res.status, text: await res.text() };
}

/** The report's section: the cost curve, each figure against its budget, and the plans. */
export function discussionsMarkdown(d, pf) {
  const B = DISCUSSIONS_BUDGET;
  const budgetOf = (kind) => ({ list: B.listP99, thread: B.threadP99, search: B.searchP99, post: B.postP99, draft: B.draftP99 })[kind];
  const L = [];
  const checks = [];
  const last = d.steps.at(-1);
  L.push(
    `## Discussions at size (${last ? `${last.size.members} members, ${last.size.threads} threads, ${last.size.replies} replies, ${last.size.likes} likes` : 'not seeded'})`,
    '',
    '| step (replies) | threads | replies | likes | notifications | the big thread | replies on disk | seeded in |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const s of d.steps)
    L.push(
      `| ${s.replies.toLocaleString('en')} | ${s.size.threads} | ${s.size.replies} | ${s.size.likes} | ${s.size.notifications} | ${s.size.bigThreadReplies} replies | ${s.size.repliesOnDisk} | ${s.seedS.toFixed(0)} s |`,
    );
  const names = [...new Set(d.steps.flatMap((s) => s.loads.map((l) => l.name)))];
  L.push('', `Cost curve (autocannon, 50 connections; p99, with req/s; budget judged at every step):`, '');
  L.push(`| scenario | ${d.steps.map((s) => `${s.replies.toLocaleString('en')} replies`).join(' | ')} | budget | result |`);
  L.push(`|---|${d.steps.map(() => '---').join('|')}|---|---|`);
  for (const name of names) {
    const rows = d.steps.map((s) => s.loads.find((l) => l.name === name));
    const kind = rows.find(Boolean)?.kind;
    const budget = budgetOf(kind);
    const ok = rows.every((r) => r && !r.error && r.p99 <= budget && !r.non2xx && !r.errors);
    const cell = (r) =>
      !r
        ? '—'
        : r.error
          ? `error: ${r.error.slice(0, 60)}`
          : `${r.p99} ms (${Math.round(r.rps)}/s${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''})`;
    L.push(`| ${name} | ${rows.map(cell).join(' | ')} | p99 ≤ ${budget} ms | ${pf(ok)} |`);
    checks.push({ metric: `discussions ${name}`, ok });
  }
  if (d.sse) {
    const ok = d.sse.missed === 0 && d.sse.p99 < B.sseMs;
    L.push(
      '',
      `| SSE: a reply posted on replica A reaches a subscriber on replica B (${d.sse.posts} posts) | p50 | p99 | max | missed | budget | result |`,
      '|---|---|---|---|---|---|---|',
      `| thread ${d.sse.threadId} | ${d.sse.p50.toFixed(0)} ms | ${d.sse.p99.toFixed(0)} ms | ${d.sse.max.toFixed(0)} ms | ${d.sse.missed} | < ${B.sseMs} ms | ${pf(ok)} |`,
    );
    checks.push({ metric: 'discussions SSE across replicas', ok });
  } else {
    checks.push({ metric: 'discussions SSE across replicas', ok: false });
  }
  for (const e of d.errors) L.push('', `- ${e}`);
  for (const step of d.steps.filter((x) => x.fanout))
    L.push(
      '',
      `Posting's fan-out at ${step.replies.toLocaleString('en')} replies (made after commit, beside the requests): ${step.fanout.backlog} posts still queued when the load stopped, all made ${(step.fanout.drainedMs / 1000).toFixed(1)} s later (${step.fanout.notifications.toLocaleString('en')} notifications in the table).`,
    );
  for (const step of d.steps.filter((x) => x.waits)) {
    const { samples, everyMs, waits } = step.waits;
    L.push(
      '',
      `Lock waits while posting at ${step.replies.toLocaleString('en')} replies (pg_locks every ${everyMs} ms, ${samples} samples; a count is sessions waiting, summed over samples):`,
      '',
      '| lock | waiting statement | holder | count |',
      '|---|---|---|---|',
      ...(waits.length
        ? waits.slice(0, 6).map((w) => `| ${w.lock} | \`${w.waiting}\` | \`${w.holder}\` | ${w.n} |`)
        : ['| none | | | 0 |']),
    );
  }
  L.push(
    '',
    `| hot query at ${last?.replies.toLocaleString('en')} replies | execution | Seq Scan of ${BIG_TABLES.join(', ')} | result |`,
    '|---|---|---|---|',
  );
  for (const p of d.plans) {
    const ok = !p.error && p.seqScans.length === 0;
    L.push(`| ${p.name} | ${p.error ? `error: ${p.error}` : `${p.executionMs} ms`} | ${p.seqScans?.join(', ') || 'none'} | ${pf(ok)} |`);
    checks.push({ metric: `discussions plan: ${p.name}`, ok });
  }
  for (const p of d.profiles ?? [])
    L.push(
      '',
      profileMarkdown(`Profile: ${p.name}, on a replica under --cpu-prof (${Math.round(p.rps)}/s, p99 ${p.p99} ms; ${p.file})`, p.summary),
    );
  L.push('', '<details><summary>Plans (EXPLAIN ANALYZE, BUFFERS; writes rolled back)</summary>', '');
  for (const p of d.plans.filter((x) => x.plan)) L.push(`**${p.name}**`, '', '```', p.plan, '```', '');
  L.push('</details>', '');
  return { lines: L, checks };
}
