import { createHmac, randomBytes } from 'node:crypto';
import type { CreateReply, CreateThread, ReplyView, ThreadView } from '@cci/contracts';
import type { MemberTestApp } from './me-helpers';
import { TEST_SESSION_SECRET } from './support';

// Members for the discussions tests, made in the database (registering 50 members through argon2 would take most of a
// test's time on a busy machine): a users row, memberships, and a session row with the signed cookie that names it,
// exactly as @fastify/session would have written them.

export interface Member {
  id: number;
  cookie: string;
  name: string;
}

export interface MemberOptions {
  /** Approved memberships (default: entrepreneurs). */
  communities?: string[];
  /** Pending memberships. */
  pending?: string[];
  verified?: boolean;
  /** Account age: 'old' (two days: past the new-member limits, the default) or 'new' (just made). */
  age?: 'old' | 'new';
  firstName?: string;
  lastName?: string;
}

let counter = 0;

const signed = (sid: string) =>
  `sid=${encodeURIComponent(`${sid}.${createHmac('sha256', TEST_SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '')}`)}`;

/** Members made in one statement each for the users, the memberships and the sessions. */
export async function members(t: MemberTestApp, count: number, options: MemberOptions = {}): Promise<Member[]> {
  const firstName = options.firstName ?? 'Ada';
  const lastName = options.lastName ?? 'Lovelace';
  const emails = Array.from({ length: count }, () => `disc${++counter}-${process.pid}-${randomBytes(3).toString('hex')}@example.com`);
  const rows: { id: number }[] = await t.dataSource.query(
    `INSERT INTO users (email, first_name, last_name, email_verified_at, created_at)
     SELECT e, $2, $3, CASE WHEN $4 THEN now() END, CASE WHEN $5 = 'old' THEN now() - interval '2 days' ELSE now() END
       FROM unnest($1::text[]) WITH ORDINALITY AS x(e, i) ORDER BY i
     RETURNING id`,
    [emails, firstName, lastName, options.verified ?? true, options.age ?? 'old'],
  );
  const ids = rows.map((r) => r.id);
  const join = async (slugs: string[], status: string) => {
    if (!slugs.length) return;
    await t.dataSource.query(
      `INSERT INTO user_communities (user_id, community_id, is_primary, status)
       SELECT u, c.id, $3 = 'approved' AND c.slug = ($2::text[])[1], $3 FROM unnest($1::int[]) u, communities c WHERE c.slug = ANY($2::text[])`,
      [ids, slugs, status],
    );
  };
  await join(options.communities ?? ['entrepreneurs'], 'approved');
  await join(options.pending ?? [], 'pending');
  const sids = ids.map(() => randomBytes(24).toString('base64url'));
  await t.dataSource.query(
    `INSERT INTO sessions (sid, sess, expire)
     SELECT s, json_build_object('cookie', json_build_object('originalMaxAge', 604800000), 'passport', json_build_object('user', u)),
            now() + interval '1 day'
       FROM unnest($1::text[], $2::int[]) AS x(s, u)`,
    [sids, ids],
  );
  return ids.map((id, i) => ({ id, cookie: signed(sids[i]), name: `${firstName} ${lastName.charAt(0)}.` }));
}

/** A new session for an existing member (e.g. after a suspension ended their sessions): its cookie. */
export async function newSession(t: MemberTestApp, userId: number): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  await t.dataSource.query(
    `INSERT INTO sessions (sid, sess, expire)
     VALUES ($1, json_build_object('cookie', json_build_object('originalMaxAge', 604800000), 'passport', json_build_object('user', $2::int)),
             now() + interval '1 day')`,
    [sid, userId],
  );
  return signed(sid);
}

export async function member(t: MemberTestApp, options: MemberOptions = {}): Promise<Member> {
  return (await members(t, 1, options))[0];
}

/** The member's posts moved an hour back: the wait between posts is over (tests post quickly). */
export async function rewind(t: MemberTestApp, m: Member): Promise<void> {
  await t.dataSource.query(`UPDATE threads SET created_at = created_at - interval '1 hour' WHERE author_id = $1`, [m.id]);
  await t.dataSource.query(`UPDATE replies SET created_at = created_at - interval '1 hour' WHERE author_id = $1`, [m.id]);
}

let posts = 0;
/** A thread body of its own (the same text twice in a day is a duplicate). */
export const uniqueBody = (text = 'A thread body about prompts') => `${text} #${++posts}`;

export async function postThread(
  t: MemberTestApp,
  m: Member,
  body: Partial<CreateThread> = {},
  slug = 'entrepreneurs',
): Promise<ThreadView> {
  await rewind(t, m);
  const res = await t
    .http()
    .post(`/api/communities/${slug}/threads`)
    .set('Cookie', m.cookie)
    .send({ title: 'How do I write a good prompt?', body: uniqueBody(), ...body });
  if (res.status !== 201) throw new Error(`postThread: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ThreadView;
}

export async function postReply(t: MemberTestApp, m: Member, threadId: number, body: Partial<CreateReply> = {}): Promise<ReplyView> {
  await rewind(t, m);
  const res = await t
    .http()
    .post(`/api/threads/${threadId}/replies`)
    .set('Cookie', m.cookie)
    .send({ body: uniqueBody('A reply'), ...body });
  if (res.status !== 201) throw new Error(`postReply: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ReplyView;
}

/** The plan of `sql` with `params`, as text (EXPLAIN). */
export async function plan(t: MemberTestApp, sql: string, params: unknown[]): Promise<string> {
  const rows: { 'QUERY PLAN': string }[] = await t.dataSource.query(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
