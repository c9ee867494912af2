import {
  ACTOR_STATE_NAMES,
  ACTOR_STATES,
  type ActorFacts,
  type ActorState,
  refusal,
  RULE_ACTIONS,
  RULE_BOOK,
  type RuleAction,
} from '@cci/contracts';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { AdminGuard } from '../src/common/session-guards';
import { RULE_ACTION } from '../src/rules/rules';
import { hashPassword } from '../src/users/password';
import { type Member, members, newSession, uniqueBody } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// The rule-book test: every action of the rule book × every actor state, against the real API. Each cell
// has an actor of its own, who sets up what the action needs (their own post, a mentorship, ...) while a full member,
// and is then put into the cell's state in the database. The answer must be the rule book's: a 2xx when it allows the
// action, its 401/403 and message when it does not. The table is printed.

const PASSWORD = 'a long enough password 24';

/** What the state means in the database, applied to a member of entrepreneurs (verified, approved) after their setup. */
async function putInState(t: ReturnType<typeof memberAppForThisBlock>, m: Member, state: ActorState): Promise<string | null> {
  const q = (sql: string) => t.dataSource.query(sql, [m.id]);
  if (state === 'visitor') return null;
  if (state === 'unverified') await q('UPDATE users SET email_verified_at = NULL WHERE id = $1');
  if (state === 'nonMember') {
    await q(`DELETE FROM user_communities WHERE user_id = $1`);
    await q(
      `INSERT INTO user_communities (user_id, community_id, is_primary, status) SELECT $1, id, true, 'approved' FROM communities WHERE slug = 'creatives'`,
    );
  }
  if (state === 'staff' || state === 'suspendedStaff') await q(`UPDATE users SET role = 'admin' WHERE id = $1`);
  if (state === 'suspended' || state === 'suspendedStaff')
    await q(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`);
  return m.cookie;
}

/** The facts of a state, as the rule book reads them for an action in entrepreneurs. */
const FACTS: Record<ActorState, ActorFacts> = {
  visitor: { signedIn: false, verified: false, suspendedUntil: null, admin: false, membership: null },
  unverified: { signedIn: true, verified: false, suspendedUntil: null, admin: false, membership: 'approved' },
  nonMember: { signedIn: true, verified: true, suspendedUntil: null, admin: false, membership: null },
  member: { signedIn: true, verified: true, suspendedUntil: null, admin: false, membership: 'approved' },
  // A suspension ends every session (and a surviving one signs in no one): the API sees a visitor.
  suspended: { signedIn: false, verified: false, suspendedUntil: null, admin: false, membership: null },
  staff: { signedIn: true, verified: true, suspendedUntil: null, admin: true, membership: 'approved' },
  suspendedStaff: { signedIn: false, verified: false, suspendedUntil: null, admin: false, membership: null },
};

describe('the rule book: every action × every actor state on the real API (e2e)', () => {
  const t = memberAppForThisBlock();
  const http = () => t.http();
  let author: Member;
  let threadId: number;
  let eventId: number;
  let challengeId: number;
  let png: Buffer;

  beforeAll(async () => {
    [author] = await members(t, 1);
    const [thread] = await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html) SELECT id, $1, 'The rule book', 'A thread to reply to', '<p>A thread to reply to</p>'
         FROM communities WHERE slug = 'entrepreneurs' RETURNING id`,
      [author.id],
    );
    threadId = thread.id;
    [{ id: eventId }] = await t.dataSource.query(
      `INSERT INTO events (title, description, date, location, community_id, starts_at)
       SELECT 'Rule book night', 'x', 'Soon', 'Online', id, now() + interval '3 days' FROM communities WHERE slug = 'entrepreneurs' RETURNING id`,
    );
    [{ id: challengeId }] = await t.dataSource.query(
      `INSERT INTO challenges (title, description, difficulty, status, start_date, end_date, community_id, starts_at, ends_at, entry_kind)
       SELECT 'Rule book sprint', 'A brief long enough.', 'beginner', 'active', now()::date, (now() + interval '7 days')::date, id,
              now() - interval '1 hour', now() + interval '7 days', 'text'
         FROM communities WHERE slug = 'entrepreneurs' RETURNING id`,
    );
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
  });

  /** A reply of the author's, for a like or a report of its own. */
  const authorsReply = async (): Promise<number> =>
    (
      await t.dataSource.query(`INSERT INTO replies (thread_id, author_id, body, body_html) VALUES ($1, $2, $3, '<p>x</p>') RETURNING id`, [
        threadId,
        author.id,
        uniqueBody('A reply'),
      ])
    )[0].id;

  const optIn = async (m: Member): Promise<number> =>
    (
      await http()
        .put('/api/me/mentor-profile')
        .set('Cookie', m.cookie)
        .send({ community: 'entrepreneurs', expertise: ['evaluation'], availability: 'high', maxMentees: 3 })
        .expect(200)
    ).body.profile.id;

  /** A mentorship between a new mentor and `mentee`, taken to `until`. */
  async function mentorship(mentee: Member, until: 'pending' | 'accepted' | 'completed', mentor?: Member): Promise<number> {
    const [m] = mentor ? [mentor] : await members(t, 1);
    const profile = await optIn(m);
    const asked = await http()
      .post(`/api/mentors/${profile}/requests`)
      .set('Cookie', mentee.cookie)
      .send({ goal: 'I want to learn to evaluate model answers.' })
      .expect(201);
    const id = asked.body.id as number;
    if (until !== 'pending') await http().post(`/api/mentorships/${id}/accept`).set('Cookie', m.cookie).send({}).expect(200);
    if (until === 'completed') await http().post(`/api/mentorships/${id}/complete`).set('Cookie', m.cookie).send({}).expect(200);
    return id;
  }

  /** A member of entrepreneurs and creatives: every actor state but the visitor shares a community with them. */
  async function bothCommunities(): Promise<Member> {
    const [m] = await members(t, 1);
    await t.dataSource.query(
      `INSERT INTO user_communities (user_id, community_id, is_primary, status) SELECT $1, id, false, 'approved' FROM communities WHERE slug = 'creatives'`,
      [m.id],
    );
    return m;
  }

  /**
   * Each action: its setup (run while the actor is a full member; answers what the request needs) and its request.
   * `with` sets the cookie when there is one.
   */
  type Send = (req: Test) => Test;
  const CASES: Record<RuleAction, (actor: Member) => Promise<(send: Send) => Test>> = {
    post: async () => (send) =>
      send(http().post('/api/communities/entrepreneurs/threads')).send({
        title: 'A rule book thread',
        body: uniqueBody('A thread body about the rules'),
      }),
    reply: async () => (send) => send(http().post(`/api/threads/${threadId}/replies`)).send({ body: uniqueBody('A reply') }),
    edit: async (actor) => {
      const [own] = await t.dataSource.query(
        `INSERT INTO replies (thread_id, author_id, body, body_html) VALUES ($1, $2, 'Mine', '<p>Mine</p>') RETURNING id`,
        [threadId, actor.id],
      );
      return (send) => send(http().patch(`/api/replies/${own.id}`)).send({ body: uniqueBody('Edited') });
    },
    like: async () => {
      const id = await authorsReply();
      return (send) => send(http().put(`/api/posts/reply/${id}/like`));
    },
    report: async () => {
      const id = await authorsReply();
      return (send) => send(http().post(`/api/posts/reply/${id}/report`)).send({ reason: 'spam' });
    },
    follow: async () => (send) => send(http().put(`/api/members/${author.id}/follow`)),
    mute: async () => (send) => send(http().put(`/api/me/mutes/${author.id}`)),
    bookmark: async () => (send) => send(http().put(`/api/threads/${threadId}/bookmark`)),
    readThread: async () => (send) => send(http().put(`/api/threads/${threadId}/read`)).send({ lastReadReplyId: null }),
    draft: async () => (send) => send(http().put(`/api/me/drafts/reply:${threadId}`)).send({ body: 'A reply I am still writing' }),
    rsvp: async () => (send) => send(http().put(`/api/events/${eventId}/rsvp`)).send({ status: 'going' }),
    joinChallenge: async () => (send) => send(http().post(`/api/challenges/${challengeId}/join`)),
    submitEntry: async () => (send) =>
      send(http().post(`/api/challenges/${challengeId}/entries`)).send({ text: 'My entry for the sprint.' }),
    publishMentorProfile: async () => (send) =>
      send(http().put('/api/me/mentor-profile')).send({
        community: 'entrepreneurs',
        expertise: ['rag'],
        availability: 'high',
        maxMentees: 2,
      }),
    requestMentoring: async () => {
      const [mentor] = await members(t, 1);
      const profile = await optIn(mentor);
      return (send) => send(http().post(`/api/mentors/${profile}/requests`)).send({ goal: 'I want to learn to evaluate model answers.' });
    },
    answerMentoring: async (actor) => {
      const [mentee] = await members(t, 1);
      const id = await mentorship(mentee, 'pending', actor);
      return (send) => send(http().post(`/api/mentorships/${id}/decline`)).send({});
    },
    review: async (actor) => {
      const id = await mentorship(actor, 'completed');
      return (send) => send(http().post(`/api/mentorships/${id}/review`)).send({ rating: 5, note: 'Very helpful' });
    },
    message: async (actor) => {
      const id = await mentorship(actor, 'accepted');
      return (send) => send(http().post(`/api/mentorships/${id}/messages`)).send({ body: 'Hello, mentor' });
    },
    directMessage: async () => {
      const partner = await bothCommunities();
      return (send) => send(http().post('/api/conversations')).send({ memberId: partner.id });
    },
    block: async () => (send) => send(http().put(`/api/members/${author.id}/block`)),
    reportMessage: async (actor) => {
      const partner = await bothCommunities();
      const { body } = await http().post('/api/conversations').set('Cookie', partner.cookie).send({ memberId: actor.id }).expect(201);
      const sent = await http()
        .post(`/api/conversations/${body.id}/messages`)
        .set('Cookie', partner.cookie)
        .send({ body: 'Buy my course' })
        .expect(201);
      return (send) => send(http().post(`/api/messages/${sent.body.id}/report`)).send({ reason: 'spam' });
    },
    submitSpotlight: async () => (send) =>
      send(http().post('/api/spotlights')).send({
        community: 'entrepreneurs',
        title: 'My story',
        story: 'A long enough story about the assistant I built for my small shop this year.',
      }),
    editProfile: async () => (send) => send(http().patch('/api/me')).send({ bio: 'I build assistants' }),
    joinCommunity: async () => (send) => send(http().post('/api/me/memberships')).send({ community: 'educators' }),
    manageAccount: async () => (send) => send(http().post('/api/notifications/read')).send({ all: true }),
    uploadImage: async () => (send) =>
      send(http().post('/api/uploads')).attach('file', png, { filename: 'a.png', contentType: 'image/png' }),
    changeAvatar: async () => (send) =>
      send(http().put('/api/me/avatar')).attach('file', png, { filename: 'a.png', contentType: 'image/png' }),
    upload: async () => (send) =>
      send(http().post('/api/admin/uploads')).attach('file', png, { filename: 'a.png', contentType: 'image/png' }),
    curateTags: async (actor) => (send) =>
      send(http().post('/api/admin/communities/entrepreneurs/tags')).send({ name: `rule-book-${actor.id}` }),
    announce: async () => (send) =>
      send(http().post('/api/admin/announcements')).send({ title: 'Rule book news', body: 'A body long enough to send.', community: null }),
    dismissAnnouncement: async () => {
      const [a] = await t.dataSource.query(
        `INSERT INTO announcements (title, body, body_html, author_name, recipients, delivered_at) VALUES ('News', 'Body', '<p>Body</p>', 'Staff', 0, now()) RETURNING id`,
      );
      return (send) => send(http().put(`/api/announcements/${a.id}/dismissal`));
    },
    export: async () => (send) => send(http().get('/api/me/export')),
    deleteAccount: async (actor) => {
      await t.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [actor.id, await hashPassword(PASSWORD)]);
      return (send) => send(http().delete('/api/me')).send({ password: PASSWORD });
    },
  };

  it('answers every cell as the rule book says, and prints the table', async () => {
    const table: Record<string, Record<string, string>> = {};
    const wrong: string[] = [];
    for (const action of RULE_ACTIONS) {
      table[action] = {};
      const actors = await members(t, ACTOR_STATES.length);
      await Promise.all(
        ACTOR_STATES.map(async (state, i) => {
          const actor = actors[i];
          const request = await CASES[action](actor);
          const cookie = await putInState(t, actor, state);
          const res = await request((req) => (cookie ? req.set('Cookie', cookie) : req));
          const expected = refusal(action, FACTS[state]);
          const allowed = res.status >= 200 && res.status < 300;
          table[action][ACTOR_STATE_NAMES[state]] = `${allowed ? 'yes' : 'no '} ${res.status}`;
          if (expected === null && !allowed)
            wrong.push(`${action} × ${state}: expected 2xx, got ${res.status} ${JSON.stringify(res.body)}`);
          if (expected !== null && (res.status !== expected.status || res.body.message !== expected.message))
            wrong.push(
              `${action} × ${state}: expected ${expected.status} "${expected.message}", got ${res.status} ${JSON.stringify(res.body)}`,
            );
        }),
      );
    }
    const states = ACTOR_STATES.map((s) => ACTOR_STATE_NAMES[s]);
    const width = Math.max(...RULE_ACTIONS.map((a) => a.length)) + 2;
    const lines = [
      `${'action (needs)'.padEnd(width + 10)}${states.map((s) => s.padEnd(21)).join('')}`,
      ...RULE_ACTIONS.map(
        (a) => `${`${a} (${RULE_BOOK[a].needs})`.padEnd(width + 10)}${states.map((s) => table[a][s].padEnd(21)).join('')}`,
      ),
    ];
    console.log(`The rule book against the API (yes = allowed, with the status answered):\n${lines.join('\n')}`);
    expect(wrong).toEqual([]);
  });

  it('a session that outlives a suspension signs in no one, and lifting the suspension does not bring the old session back', async () => {
    const [m] = await members(t, 1);
    await t.dataSource.query(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`, [m.id]);
    expect(await t.dataSource.query('SELECT sid FROM sessions WHERE user_id = $1', [m.id])).toEqual([]);
    const survivor = await newSession(t, m.id); // as if a sign-in raced the suspension
    await http().get('/api/auth/user').set('Cookie', survivor).expect(401);
    await http().get('/api/me/export').set('Cookie', survivor).expect(401);
    await t.dataSource.query(`UPDATE users SET suspended_until = NULL WHERE id = $1`, [m.id]);
    await http().get('/api/me/export').set('Cookie', m.cookie).expect(401);
  });

  /** Every controller route, with the rule-book action it names (if any) and whether the admin guard keeps it. */
  function routes(): { method: string; path: string; action?: RuleAction; staff: boolean }[] {
    const found: { method: string; path: string; action?: RuleAction; staff: boolean }[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '').replace(/^\/|\/$/g, '');
        const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, metatype) ?? [];
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = metatype.prototype[name];
          if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          const path = [base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')].filter((p) => p && p !== '/').join('/');
          const guards: unknown[] = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
          found.push({
            method,
            path: path.replace(/^\/|\/$/g, ''),
            action: Reflect.getMetadata(RULE_ACTION, handler) as RuleAction | undefined,
            staff: guards.includes(AdminGuard),
          });
        }
      }
    }
    return found;
  }

  it('every member write route names its rule-book action (a new action cannot be added without a row)', () => {
    // Writes that are not a member's action: the public forms, signing in and out, the account links sent by e-mail.
    const PUBLIC = new Set([
      'POST register',
      'POST login',
      'POST logout',
      'POST auth/forgot-password',
      'POST auth/reset-password',
      'POST auth/verify-email',
      'POST auth/confirm-email',
      'POST event-requests',
      'POST demo-requests',
      'POST waitlist',
      'POST admin/session',
      'DELETE admin/session',
    ]);
    const all = routes();
    const unnamed = all
      .filter((r) => r.method !== 'GET' && r.action === undefined && !r.staff && !PUBLIC.has(`${r.method} ${r.path}`))
      .map((r) => `${r.method} ${r.path}`);
    const named = all.filter((r) => r.action !== undefined).map((r) => `${r.method} ${r.path} → ${r.action}`);
    console.log(`Routes and their rule-book actions:\n${named.sort().join('\n')}`);
    expect(unnamed).toEqual([]);
    // Every row of the rule book is taken by some route.
    expect(new Set(all.flatMap((r) => (r.action ? [r.action] : [])))).toEqual(new Set(RULE_ACTIONS));
  });

  it('every route of the rule book refuses, before reading its body, each actor state its row refuses at the door', async () => {
    // The door: who the session says the actor is (the community's part is the service's, walked in the first test).
    const door: Record<ActorState, ActorFacts> = Object.fromEntries(
      ACTOR_STATES.map((s) => [s, { ...FACTS[s], membership: 'approved' }]),
    ) as Record<ActorState, ActorFacts>;
    const tried: string[] = [];
    const wrong: string[] = [];
    const actors = await members(t, ACTOR_STATES.length);
    const cookies = await Promise.all(ACTOR_STATES.map((state, i) => putInState(t, actors[i], state)));
    for (const route of routes().filter((r) => r.action !== undefined)) {
      const url = `/api/${route.path
        .replace(':slug', 'entrepreneurs')
        .replace(':kind', 'reply')
        .replace(/:[A-Za-z]+/g, '1')}`;
      for (const [i, state] of ACTOR_STATES.entries()) {
        const expected = refusal(route.action!, door[state]);
        if (!expected) continue;
        let req = http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
        if (cookies[i]) req = req.set('Cookie', cookies[i]!);
        const res = await req;
        tried.push(`${route.method} ${url} × ${state}`);
        // A staff route's door is the admin guard: 401 without a session, 403 "Staff only" with one.
        if (res.status !== expected.status || res.body.message !== expected.message)
          wrong.push(
            `${route.method} ${url} × ${state}: expected ${expected.status} "${expected.message}", got ${res.status} ${JSON.stringify(res.body)}`,
          );
      }
    }
    console.log(`Rule-book routes tried with each actor state their row refuses: ${tried.length} requests`);
    expect(tried.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
