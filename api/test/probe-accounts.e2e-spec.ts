import { AccountExportSchema, singleLineMessage } from '@cci/contracts';
import type request from 'supertest';
import * as v from 'valibot';
import { ACCOUNT_LIMIT_MESSAGES, DEFAULT_ACCOUNT_LIMITS } from '../src/accounts/account-limits';
import { AccountMailer } from '../src/accounts/account-mailer';
import { SiteSettingsService } from '../src/site-settings/site-settings.service';
import { LAST_ADMIN } from '../src/me/account.service';
import { NotificationMailer } from '../src/notifications/notification-mailer';
import { NOTIFICATIONS_FROM } from '../src/notifications/notification-templates';
import { type AccountsTestApp, startAccountsApp } from './accounts-helpers';
import { type Member, members } from './discussions-helpers';
import type { MemberTestApp } from './me-helpers';
import { forumOf, newReply, newThread } from './notifications-helpers';
import { eventually, relaxedAuthLimits } from './support';

// Findings 1 and 8 to 12 (accounts, mail, admins, calendars, caching), each against the real API. One app on
// one database for the file, with an SMTP sink; its limits are relaxed but the per-recipient mail limits (finding 8):
// account e-mails at their default (3 an hour), notices at 2 an hour (so a test needs only three).

const NOTICES_LIMIT = 2;
let t: AccountsTestApp;
const http = () => t.http();

beforeAll(async () => {
  const relaxed = relaxedAuthLimits(10_000);
  t = await startAccountsApp({
    ...relaxed,
    accounts: {
      ...relaxed.accounts,
      accountMailPerRecipient: DEFAULT_ACCOUNT_LIMITS.accountMailPerRecipient,
      noticesPerRecipient: { limit: NOTICES_LIMIT },
    },
  });
});
afterAll(async () => {
  await t?.stop();
});

let seq = 0;
/** An address of its own (per test run), in a mailbox of its own. */
const address = (name: string) => `${name}-${++seq}-${process.pid}@example.com`;
/** Members made in SQL (verified, approved in entrepreneurs unless said otherwise) with session cookies. */
const made = (count: number, options: Parameters<typeof members>[2] = {}) => members(t as unknown as MemberTestApp, count, options);
/** A member made in SQL, with the admin role (as ADMIN_EMAILS or another admin grants it). */
async function admin(): Promise<Member> {
  const [a] = await made(1, { firstName: 'Grace', lastName: 'Hopper' });
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [a.id]);
  return a;
}
/** The e-mails to `to` whose text has a link to `/<page>?token=`, once the app's work after its answers is done. */
async function linkMails(to: string, page: string): Promise<number> {
  await t.idle(); // the sends are over: each waited for the sink's answer, which it gives once it holds the message
  return t.sink.messages(to).filter((m) => m.text.includes(`/${page}?token=`)).length;
}
const expect429 = (res: request.Response, message: string) => {
  expect({ status: res.status, message: res.body.message }).toEqual({
    status: 429,
    message: expect.stringMatching(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Please try again in \\d+ \\w+\\.$`)),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('finding 1: the data export shows the requests sent with an address only once the account has verified it', () => {
  it("a stranger who registers someone's address, unverified, sees none of their demo, event and waitlist requests", async () => {
    const email = address('visitor');
    // A visitor's requests, with their address, name, company and phone number.
    await http()
      .post('/api/event-requests')
      .send({
        eventType: 'workshop',
        title: 'Prompt writing',
        description: 'An evening of prompts. Call me on 07700 900123.',
        preferredLocation: 'Leeds',
        contactEmail: email,
      })
      .expect(201);
    await http()
      .post('/api/demo-requests')
      .send({
        name: 'Vera Visitor',
        email,
        company: 'Engines Ltd',
        role: 'Founder',
        communityInterest: 'entrepreneurs',
        preferredTime: 'morning',
        specificInterests: [],
        additionalNotes: 'My phone: 07700 900123',
        agreeToContact: true,
      })
      .expect(201);
    await http().post('/api/waitlist').send({ email, community: 'creatives', useCase: 'Grant applications' }).expect(201);

    // Someone else registers that address and never confirms it.
    const stranger = await t.member({ email });
    const before = await http().get('/api/me/export').set('Cookie', stranger.cookie).expect(200);
    expect(v.parse(AccountExportSchema, before.body).requests).toEqual({ eventRequests: [], demoRequests: [], waitlist: [] });
    expect(before.text).not.toMatch(/Engines Ltd|07700 900123|Grant applications|Prompt writing/);

    // The owner of the mailbox follows the link: now the requests are theirs to see.
    const { token } = await t.linkMail(email, 'verify-email');
    await http().post('/api/auth/verify-email').send({ token }).expect(200);
    const after = v.parse(
      AccountExportSchema,
      (await http().get('/api/me/export').set('Cookie', stranger.cookie).expect(200)).body,
    ).requests;
    expect(after.eventRequests).toEqual([expect.objectContaining({ title: 'Prompt writing', contactEmail: email })]);
    expect(after.demoRequests).toEqual([expect.objectContaining({ company: 'Engines Ltd', email })]);
    expect(after.waitlist).toEqual([expect.objectContaining({ email, useCase: 'Grant applications' })]);
  });
});

describe('finding 8: e-mails a stranger can cause are limited per recipient mailbox', () => {
  const limit = DEFAULT_ACCOUNT_LIMITS.accountMailPerRecipient.limit;

  it('register and delete in a loop: every registration answers 201, but only the first few verification e-mails go out', async () => {
    const email = address('victim');
    for (let i = 0; i < limit + 2; i++) {
      const m = await t.member({ email });
      await http().delete('/api/me').set('Cookie', m.cookie).send({ password: m.password }).expect(204);
    }
    // "+tag" addresses are the same mailbox: counted together.
    const tagged = email.replace('@', '+again@');
    await t.member({ email: tagged });
    expect(await linkMails(email, 'verify-email')).toBe(limit);
    expect(await linkMails(tagged, 'verify-email')).toBe(0);
  });

  it('resend-verification: 429 with Retry-After once the mailbox had its account e-mails, counted with the registration', async () => {
    const m = await t.member({ email: address('resend') });
    await t.idle(); // the registration's verification e-mail: 1
    for (let i = 1; i < limit; i++) await http().post('/api/auth/resend-verification').set('Cookie', m.cookie).expect(202);
    expect429(await http().post('/api/auth/resend-verification').set('Cookie', m.cookie), ACCOUNT_LIMIT_MESSAGES.accountMailPerRecipient);
    expect(await linkMails(m.email, 'verify-email')).toBe(limit);
  });

  it("change of address: the new address (a stranger's) gets at most the limit, whichever members ask; then 429", async () => {
    const victim = address('target');
    const [a, b] = [await t.member(), await t.member()];
    const change = (m: typeof a, email: string) =>
      http().post('/api/me/email').set('Cookie', m.cookie).send({ email, password: m.password });
    for (let i = 0; i < limit; i++) await change(i % 2 ? b : a, victim).expect(202);
    expect429(await change(a, victim), ACCOUNT_LIMIT_MESSAGES.accountMailPerRecipient);
    expect429(await change(b, victim.replace('@', '+b@')), ACCOUNT_LIMIT_MESSAGES.accountMailPerRecipient);
    expect(await linkMails(victim, 'confirm-email')).toBe(limit);
    // Another address is not affected.
    await change(a, address('elsewhere')).expect(202);
  });

  it('notification e-mails other members cause: past the limit they are not sent (the bell keeps them)', async () => {
    const forum = await forumOf(t.app, t.dataSource);
    const [victim, stranger] = await made(2);
    await t.dataSource.query(`UPDATE users SET notify_replies = true WHERE id = $1`, [victim.id]);
    const [{ email }] = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [victim.id]);
    const threads = [];
    for (let i = 0; i < NOTICES_LIMIT + 1; i++) threads.push(await newThread(forum, victim.id, `Victim thread ${i}`));
    for (const id of threads) await newReply(forum, id, stranger.id);
    await t.app.get(NotificationMailer).sendDue(); // waits for the sink's answer to each e-mail: they are there
    expect(t.sink.messages(email).filter((m) => m.from.includes(NOTIFICATIONS_FROM.address))).toHaveLength(NOTICES_LIMIT);
    const rows = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE emailed_at IS NOT NULL)::int AS emailed, count(*) FILTER (WHERE email_due)::int AS due,
              count(*)::int AS "inTheBell" FROM notifications WHERE user_id = $1`,
      [victim.id],
    );
    expect(rows).toEqual([{ emailed: NOTICES_LIMIT, due: 0, inTheBell: NOTICES_LIMIT + 1 }]);
  });

  it("the new-member notice to staff: registrations are anyone's, so past the limit none is sent", async () => {
    const settings = t.app.get(SiteSettingsService);
    const staff = address('staff');
    await settings.update({ notifyNewMembers: true, notificationEmail: staff }, { sessionId: 'probe' });
    // The notice goes out after the answer: its decision (a unit of the address's limit, or none) is watched instead
    // of waiting a while to see that no more e-mails come.
    const take = jest.spyOn(t.app.get(AccountMailer), 'takeRecipient');
    try {
      for (let i = 0; i < NOTICES_LIMIT + 2; i++) await t.member();
      const notices = () => t.sink.messages(staff).filter((m) => m.subject.startsWith('New member:'));
      const decisions = () =>
        take.mock.calls.flatMap(([name, to], i) => (name === 'noticesPerRecipient' && to === staff ? [take.mock.results[i].value] : []));
      await eventually(async () => expect(decisions()).toHaveLength(NOTICES_LIMIT + 2), 5_000);
      // Only NOTICES_LIMIT may send; the others send nothing, now or later.
      expect((await Promise.all(decisions())).filter(Boolean)).toHaveLength(NOTICES_LIMIT);
      await eventually(async () => expect(notices()).toHaveLength(NOTICES_LIMIT), 5_000);
    } finally {
      take.mockRestore();
      await settings.update({ notifyNewMembers: false, notificationEmail: null }, { sessionId: 'probe' });
    }
  });
});

describe('finding 9: the last admin cannot delete their own account', () => {
  it('409 with a message for the only admin; with two admins deleting at once, one goes and the other gets the 409', async () => {
    const grace = await t.member({ firstName: 'Grace' });
    await t.dataSource.query(`UPDATE users SET role = CASE WHEN id = $1 THEN 'admin' ELSE 'member' END WHERE role = 'admin' OR id = $1`, [
      grace.id,
    ]);
    const del = (m: typeof grace) => http().delete('/api/me').set('Cookie', m.cookie).send({ password: m.password });
    const refused = await del(grace);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: LAST_ADMIN });
    await http().get('/api/me').set('Cookie', grace.cookie).expect(200); // still there, still signed in

    const ada = await t.member({ firstName: 'Ada' });
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [ada.id]);
    const both = await Promise.all([del(grace), del(ada)]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 409]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    expect(n).toBe(1);
    // A member who is no admin deletes as before.
    const plain = await t.member();
    await del(plain).expect(204);
  });
});

describe('finding 10: lifting an indefinite suspension audits the suspension it lifted as "infinity"', () => {
  it('before.suspendedUntil is "infinity" (an indefinite one) or the end date (a dated one), never null', async () => {
    const staff = await admin();
    const [suki] = await made(1);
    const lastAudit = async () =>
      (
        await t.dataSource.query(
          `SELECT before, after FROM audit_log WHERE action = 'member.unsuspend' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
          [String(suki.id)],
        )
      )[0] as { before: unknown; after: unknown };
    const suspend = (days: number | null) =>
      http().post(`/api/admin/members/${suki.id}/suspend`).set('Cookie', staff.cookie).send({ days, reason: 'Spam in the forum' });
    const lift = () => http().post(`/api/admin/members/${suki.id}/unsuspend`).set('Cookie', staff.cookie).expect(200);

    await suspend(null).expect(200);
    await lift();
    expect(await lastAudit()).toEqual({ before: { suspendedUntil: 'infinity' }, after: { suspendedUntil: null } });

    const until = (await suspend(7).expect(200)).body.suspendedUntil as string;
    await lift();
    const dated = await lastAudit();
    expect(dated.before).toEqual({ suspendedUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(new Date((dated.before as { suspendedUntil: string }).suspendedUntil).getTime() - new Date(until).getTime()).toBeLessThan(1000);

    // Suspending again someone suspended indefinitely records what it replaced the same way.
    await suspend(null).expect(200);
    await suspend(14).expect(200);
    const [again] = await t.dataSource.query(
      `SELECT before FROM audit_log WHERE action = 'member.suspend' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(suki.id)],
    );
    expect(again.before).toEqual({ suspendedUntil: 'infinity' });
  });
});

describe('finding 11: control characters stay out of titles and calendar files', () => {
  it('a lone CR (or any control character) already in an event never reaches the .ics raw', async () => {
    const start = new Date(Date.now() + 72 * 3_600_000);
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at)
       VALUES ($1, $2, 'Soon', $3, (SELECT id FROM communities WHERE slug = 'entrepreneurs'), $4, $5) RETURNING id`,
      [
        'Launch night\rX-INJECTED:evil',
        'Line one\rLine two\r\nLine three\u0001\u001b[31m',
        'Room 1\u0007\rBEGIN:VALARM',
        start,
        new Date(start.getTime() + 3_600_000),
      ],
    );
    for (const path of [`/api/events/${id}/ics`, '/api/communities/entrepreneurs/events.ics']) {
      const { text } = await http().get(path).expect(200);
      expect(text).not.toMatch(/\r(?!\n)/); // no CR but in CRLF
      expect(text).not.toMatch(/(?<!\r)\n/); // no LF but in CRLF
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
      const lines = unfolded.split('\r\n');
      expect(lines.filter((l) => /^(X-INJECTED|BEGIN:VALARM)/.test(l))).toEqual([]);
      expect(lines).toContain('SUMMARY:Launch night X-INJECTED:evil');
      expect(lines).toContain('LOCATION:Room 1 BEGIN:VALARM');
      expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Line one\\nLine two\\nLine three\[31m\\n/);
    }
  });

  it('titles (events, articles, trends, threads, challenges, spotlights, event requests) refuse control characters: 400 on the field', async () => {
    const staff = await admin();
    const [member] = await made(1);
    const cases: [string, string, string, Record<string, unknown>, string][] = [
      ['post', '/api/events', staff.cookie, { date: 'Soon', location: 'Online' }, 'Title'],
      ['post', '/api/articles', staff.cookie, { excerpt: 'Short.', content: 'Long enough.' }, 'Title'],
      ['post', '/api/trends', staff.cookie, { discussionCount: 3 }, 'Title'],
      ['post', '/api/challenges', staff.cookie, { community: 'entrepreneurs' }, 'Title'],
      ['post', '/api/communities/entrepreneurs/threads', member.cookie, { body: 'A body long enough to post.' }, 'Title'],
      ['post', '/api/spotlights', member.cookie, { community: 'entrepreneurs' }, 'Title'],
      ['post', '/api/event-requests', '', { eventType: 'workshop' }, 'Event title'],
    ];
    for (const bad of [
      'Launch\rnight',
      'Launch\nnight',
      'Launch\u0000night',
      'Launch\u007fnight',
      'Launch\tnight',
      'Launch\u001b[2Jnight',
    ]) {
      for (const [method, path, cookie, rest, label] of cases) {
        const req = http()[method as 'post'](path);
        if (cookie) req.set('Cookie', cookie);
        const res = await req.send({ ...rest, title: bad });
        expect({ path, bad, status: res.status, title: res.body.errors?.title }).toEqual({
          path,
          bad,
          status: 400,
          title: singleLineMessage(label),
        });
      }
    }
    // An edit too; the event's place and date are single lines as well; a title's own spaces are fine.
    const [{ id }] = await t.dataSource.query(`SELECT id FROM events WHERE published AND deleted_at IS NULL ORDER BY id LIMIT 1`);
    const edit = await http().patch(`/api/events/${id}`).set('Cookie', staff.cookie).send({ title: 'A\rB', location: 'X\nY' });
    expect({ status: edit.status, errors: edit.body.errors }).toEqual({
      status: 400,
      errors: expect.objectContaining({ title: singleLineMessage('Title'), location: singleLineMessage('Location') }),
    });
    const ok = await http().post('/api/trends').set('Cookie', staff.cookie).send({ title: '  Agents — “2026”  \n', discussionCount: 1 });
    expect({ status: ok.status, title: ok.body.title }).toEqual({ status: 201, title: 'Agents — “2026”' });
  });
});

describe('finding 12: answers that depend on the reader are private to them (Cache-Control private, Vary: Cookie)', () => {
  it('each per-reader route, signed in or not, is private and varies on Cookie; a route without the session is unchanged', async () => {
    const forum = await forumOf(t.app, t.dataSource);
    const [reader] = await made(1);
    const thread = await newThread(forum, reader.id, 'Cache headers');
    const [{ id: event }] = await t.dataSource.query(`SELECT id FROM events WHERE published AND deleted_at IS NULL ORDER BY id LIMIT 1`);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const { id: challenge } = (
      await http()
        .post('/api/challenges')
        .set('Cookie', (await admin()).cookie)
        .send({
          community: 'entrepreneurs',
          title: 'Prompt sprint',
          brief: 'Write a prompt that plans a week.',
          startsAt: hours(-1),
          endsAt: hours(48),
        })
        .expect(201)
    ).body as { id: number };
    const paths = [
      `/api/events/${event}`,
      '/api/events/browse',
      `/api/threads/${thread}`,
      `/api/challenges/${challenge}`,
      '/api/communities/entrepreneurs/challenges',
      '/api/communities/entrepreneurs/leaderboard',
    ];
    for (const path of paths) {
      for (const cookie of [undefined, reader.cookie]) {
        const req = http().get(path);
        if (cookie) req.set('Cookie', cookie);
        const res = await req;
        expect({
          path,
          signedIn: !!cookie,
          status: res.status,
          cacheControl: res.headers['cache-control'],
          vary: res.headers.vary,
        }).toEqual({
          path,
          signedIn: !!cookie,
          status: 200,
          cacheControl: 'private, no-cache',
          vary: expect.stringMatching(/(^|,\s*)Cookie(\s*,|$)/i),
        });
      }
    }
    // An error of such a route too (it says whether the reader may see it); no-store stays as it is.
    const missing = await http().get('/api/threads/999999999');
    expect(missing.headers['cache-control']).toMatch(/private/);
    const me = await http().get('/api/me').set('Cookie', reader.cookie).expect(200);
    expect({ cacheControl: me.headers['cache-control'], vary: me.headers.vary }).toEqual({ cacheControl: 'no-store', vary: 'Cookie' });
    // No session on the route: nothing changes.
    const communities = await http().get('/api/communities').set('Cookie', reader.cookie).expect(200);
    expect(communities.headers['cache-control'] ?? '').not.toMatch(/private/);
    expect(communities.headers.vary ?? '').not.toMatch(/cookie/i);
  });
});
