import { ANNOUNCEMENT_MESSAGES, type AdminAnnouncement, RULE_MESSAGES } from '@cci/contracts';
import { Global, Module } from '@nestjs/common';
import { AnnouncementDelivery, ANNOUNCEMENTS_OPTIONS, type DeliveryRun } from '../src/announcements/announcement-delivery';
import { ANNOUNCEMENT_BATCH } from '../src/announcements/announcements.queries';
import { NOTIFICATIONS_FROM } from '../src/notifications/notification-templates';
import { PUBLIC_URL, startAccountsApp, type AccountsTestApp } from './accounts-helpers';
import request from 'supertest';
import { eventually, relaxedAuthLimits, startTestApp, type TestApp } from './support';

/**
 * Announcements (issue 30 §4): staff only, validated, audited; delivered by the job in batches that reach each member
 * once whatever number of runners (replicas) run it at once; e-mailed only with the member's consent; the banner.
 */

let t: AccountsTestApp;
type Member = Awaited<ReturnType<AccountsTestApp['member']>>;
const path = '/api/admin/announcements';

async function member(firstName: string, { verified = true, consent = false } = {}): Promise<Member> {
  const m = await t.member({ firstName, lastName: 'Tester' });
  await t.dataSource.query('UPDATE users SET email_verified_at = CASE WHEN $2 THEN now() END, notify_announcements = $3 WHERE id = $1', [
    m.id,
    verified,
    consent,
  ]);
  return m;
}

async function staff(): Promise<Member> {
  const m = await member('Staff');
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [m.id]);
  return m;
}

const announce = async (by: Member, body: object, status = 201) =>
  (await t.http().post(path).set('Cookie', by.cookie).send(body).expect(status)).body as AdminAnnouncement;
const deliver = (app: TestApp = t): Promise<DeliveryRun> => app.app.get(AnnouncementDelivery).run();
const announcementMails = (to: Member) =>
  t.sink.messages(to.email).filter((m) => m.from.includes(NOTIFICATIONS_FROM.address) && m.subject.startsWith('Announcement: '));
const bell = async (m: Member) =>
  ((await t.http().get('/api/notifications').set('Cookie', m.cookie).expect(200)).body.items as { kind: string; text: string }[]).filter(
    (n) => n.kind === 'announcement',
  );
const banner = async (cookie?: string) => {
  const req = t.http().get('/api/announcements/current');
  return (await (cookie ? req.set('Cookie', cookie) : req).expect(200)).body.announcement as {
    id: number;
    title: string;
    html: string;
  } | null;
};

/** The test runs the delivery itself (as the job queue does), so that it can run it on several replicas at once. */
@Global()
@Module({ providers: [{ provide: ANNOUNCEMENTS_OPTIONS, useValue: { deliverAtOnce: false } }], exports: [ANNOUNCEMENTS_OPTIONS] })
class DeliverByHand {}

beforeAll(async () => {
  t = await startAccountsApp(relaxedAuthLimits(10_000), {}, [DeliverByHand]);
});

afterAll(async () => {
  await t?.stop();
});

describe('POST/GET /api/admin/announcements', () => {
  it('a visitor is 401, a member 403; bad input 400 with the field; an unknown community 404', async () => {
    const body = { title: 'Welcome week', body: 'Join us for a week of **events**.', community: null };
    await t.http().post(path).send(body).expect(401);
    await t.http().get(path).expect(401);
    const ada = await member('Ada');
    expect((await t.http().post(path).set('Cookie', ada.cookie).send(body).expect(403)).body.message).toBe(RULE_MESSAGES.notStaff);
    await t.http().get(path).set('Cookie', ada.cookie).expect(403);

    const boss = await staff();
    const bad = async (input: object) => (await t.http().post(path).set('Cookie', boss.cookie).send(input).expect(400)).body.errors;
    expect(await bad({ ...body, title: 'Hi' })).toEqual({ title: ANNOUNCEMENT_MESSAGES.title });
    expect(await bad({ ...body, body: 'Short' })).toEqual({ body: ANNOUNCEMENT_MESSAGES.body });
    expect(await bad({ title: body.title, body: body.body })).toEqual({ community: ANNOUNCEMENT_MESSAGES.community });
    expect(await bad({ ...body, community: 'Not a slug!' })).toEqual({ community: ANNOUNCEMENT_MESSAGES.community });
    expect(await bad({ ...body, title: 'Two\nlines' })).toHaveProperty('title');
    const missing = await t
      .http()
      .post(path)
      .set('Cookie', boss.cookie)
      .send({ ...body, community: 'no-such-community' })
      .expect(404);
    expect(missing.body.message).toBe(ANNOUNCEMENT_MESSAGES.communityNotFound);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM announcements`);
    expect(n).toBe(0);
  });

  it('makes it with its audience counted, renders the Markdown safely, and writes the audit row', async () => {
    const boss = await staff();
    const made = await announce(boss, {
      title: '  New mentoring pairs  ',
      body: 'Pairs are **open**. <script>alert(1)</script>',
      community: 'educators',
    });
    const [{ educators }] = await t.dataSource.query(
      `SELECT count(*)::int AS educators FROM user_communities uc JOIN communities c ON c.id = uc.community_id
        WHERE c.slug = 'educators' AND uc.status = 'approved'`,
    );
    expect(made).toMatchObject({
      title: 'New mentoring pairs',
      community: { slug: 'educators', name: 'Educators' },
      author: 'Staff T.',
      recipients: educators,
      delivered: 0,
      emailed: 0,
      state: 'sending',
    });
    const [row] = await t.dataSource.query(`SELECT body_html FROM announcements WHERE id = $1`, [made.id]);
    expect(row.body_html).toContain('<strong>open</strong>');
    expect(row.body_html).not.toContain('<script>');
    const audit = await t.dataSource.query(`SELECT action, entity, entity_id, actor_user_id FROM audit_log WHERE entity = 'announcement'`);
    expect(audit).toEqual([{ action: 'announcement.create', entity: 'announcement', entity_id: String(made.id), actor_user_id: boss.id }]);
    const list = (await t.http().get(path).set('Cookie', boss.cookie).expect(200)).body as AdminAnnouncement[];
    expect(list[0]).toEqual(made);
    // Delivered, so later tests start from nothing due.
    await deliver();
  });
});

describe('delivery', () => {
  it(`runs on several replicas at once and still reaches each member once, in batches of ${ANNOUNCEMENT_BATCH}`, async () => {
    const boss = await staff();
    const keen = await member('Keen', { consent: true });
    const quiet = await member('Quiet', { consent: false });
    const unverified = await member('Unverified', { verified: false, consent: true });
    // Enough members for three batches; three of them verified with the consent on.
    await t.dataSource.query(
      `INSERT INTO users (email, first_name, last_name, email_verified_at, notify_announcements)
       SELECT 'bulk' || i || '@example.com', 'Bulk' || i, 'Member', CASE WHEN i <= 3 THEN now() END, i <= 3
         FROM generate_series(1, ${2 * ANNOUNCEMENT_BATCH + 50}) i`,
    );
    const [{ everyone }] = await t.dataSource.query(`SELECT count(*)::int AS everyone FROM users`);
    const [{ consenting }] = await t.dataSource.query(
      `SELECT count(*)::int AS consenting FROM users WHERE notify_announcements AND email_verified_at IS NOT NULL`,
    );
    const made = await announce(boss, { title: 'Site-wide news', body: 'The site has **new** things for everyone.', community: null });
    expect(made.recipients).toBe(everyone);

    const replica = await startTestApp(t.db.url, {
      env: { SMTP_URL: t.sink.url, PUBLIC_URL },
      auth: relaxedAuthLimits(1_000),
      imports: [DeliverByHand],
    });
    let runs: DeliveryRun[];
    try {
      runs = await Promise.all([deliver(), deliver(replica), deliver(), deliver(replica)]);
    } finally {
      await replica.close();
    }
    const total = runs.reduce((sum, r) => ({
      batches: sum.batches + r.batches,
      notified: sum.notified + r.notified,
      emailed: sum.emailed + r.emailed,
    }));
    expect(total).toEqual({ batches: Math.ceil((everyone + 1) / ANNOUNCEMENT_BATCH), notified: everyone, emailed: consenting });
    const [{ items, members }] = await t.dataSource.query(
      `SELECT count(*)::int AS items, count(DISTINCT user_id)::int AS members FROM notifications WHERE announcement_id = $1`,
      [made.id],
    );
    expect({ items, members }).toEqual({ items: everyone, members: everyone });
    expect(announcementMails(keen)).toHaveLength(1);
    expect(t.sink.messages('bulk1@example.com').filter((m) => m.subject === 'Announcement: Site-wide news')).toHaveLength(1);
    expect(announcementMails(quiet)).toEqual([]);
    expect(announcementMails(unverified)).toEqual([]);
    const [mail] = announcementMails(keen);
    expect(mail.subject).toBe('Announcement: Site-wide news');
    expect(mail.text).toContain('The site has **new** things for everyone.');
    expect(mail.html).toContain('<strong>new</strong>');
    expect(mail.text).toContain(`change them at ${PUBLIC_URL}/settings`);
    // The bell of every member, consenting or not.
    expect((await bell(quiet)).map((n) => n.text)).toEqual(['Announcement: Site-wide news']);
    expect(await bell(unverified)).toHaveLength(1);

    // Nothing more on a later run; the admin list shows it all.
    expect(await deliver()).toEqual({ batches: 0, notified: 0, emailed: 0 });
    const [shown] = (await t.http().get(path).set('Cookie', boss.cookie).expect(200)).body as AdminAnnouncement[];
    expect(shown).toMatchObject({ id: made.id, recipients: everyone, delivered: everyone, emailed: consenting, state: 'sent' });
  });

  it('a community announcement reaches its approved members only; a consent turned off before the e-mail stops it', async () => {
    const boss = await staff();
    const inside = await member('Inside', { consent: true });
    const late = await member('Late', { consent: true });
    const outside = await member('Outside', { consent: true });
    await t.dataSource.query(
      `INSERT INTO user_communities (user_id, community_id, status) SELECT u, c.id, 'approved' FROM unnest($1::int[]) u, communities c WHERE c.slug = 'students'`,
      [[inside.id, late.id]],
    );
    const before = (await bell(outside)).length;
    await announce(boss, { title: 'Students only', body: 'A study group starts on Monday.', community: 'students' });
    // The bell items first (the job's first phase), then the consent goes before the e-mails are sent.
    const delivery = t.app.get(AnnouncementDelivery) as unknown as { nextBatch(): Promise<number | null> };
    while ((await delivery.nextBatch()) !== null);
    await t.dataSource.query('UPDATE users SET notify_announcements = false WHERE id = $1', [late.id]);
    await deliver();
    expect((await bell(inside)).map((n) => n.text)).toContain('Announcement: Students only');
    expect((await bell(late)).map((n) => n.text)).toContain('Announcement: Students only');
    expect(await bell(outside)).toHaveLength(before);
    expect(announcementMails(inside).map((m) => m.subject)).toContain('Announcement: Students only');
    expect(announcementMails(late).map((m) => m.subject)).not.toContain('Announcement: Students only');
    expect(announcementMails(outside).map((m) => m.subject)).not.toContain('Announcement: Students only');
  });
});

describe('delivery at once', () => {
  it('the replica that makes an announcement starts delivering it without waiting for the job queue', async () => {
    const replica = await startTestApp(t.db.url, { env: { SMTP_URL: t.sink.url, PUBLIC_URL }, auth: relaxedAuthLimits(1_000) });
    try {
      const boss = await staff();
      const keen = await member('Prompt', { consent: true });
      await t.dataSource.query(
        `INSERT INTO user_communities (user_id, community_id, status) SELECT $1, id, 'approved' FROM communities WHERE slug = 'creatives'`,
        [keen.id],
      );
      const res = await request(replica.app.getHttpServer())
        .post(path)
        .set('Cookie', boss.cookie)
        .send({ title: 'Creatives at once', body: 'This one goes out at once.', community: 'creatives' })
        .expect(201);
      await t.sink.waitFor(keen.email, { match: (m) => m.subject === 'Announcement: Creatives at once' });
      await eventually(async () => {
        const [shown] = (await t.http().get(path).set('Cookie', boss.cookie).expect(200)).body as AdminAnnouncement[];
        expect(shown).toMatchObject({ id: res.body.id, state: 'sent' });
      }, 10_000);
    } finally {
      await replica.close();
    }
  });
});

describe('the banner: GET /api/announcements/current, PUT /api/announcements/:id/dismissal', () => {
  it('shows each reader the newest one for them until they dismiss it; a visitor sees only those to everyone', async () => {
    const boss = await staff();
    const parent = await member('Parent');
    const other = await member('Other');
    await t.dataSource.query(
      `INSERT INTO user_communities (user_id, community_id, status) SELECT $1, id, 'approved' FROM communities WHERE slug = 'parents'`,
      [parent.id],
    );
    const everyone = await announce(boss, { title: 'For everyone', body: 'Something for every member.', community: null });
    const parents = await announce(boss, { title: 'For parents', body: 'Something for the parents.', community: 'parents' });
    expect(await banner()).toMatchObject({ id: everyone.id, title: 'For everyone' });
    expect(await banner(parent.cookie)).toMatchObject({
      id: parents.id,
      title: 'For parents',
      html: expect.stringContaining('<p>Something for the parents.</p>'),
    });
    expect(await banner(other.cookie)).toMatchObject({ id: everyone.id });

    await t.http().put(`/api/announcements/${parents.id}/dismissal`).expect(401);
    await t.http().put(`/api/announcements/${parents.id}/dismissal`).set('Cookie', parent.cookie).expect(204);
    await t.http().put(`/api/announcements/${parents.id}/dismissal`).set('Cookie', parent.cookie).expect(204);
    expect(await banner(parent.cookie)).toMatchObject({ id: everyone.id });
    await t.http().put(`/api/announcements/${everyone.id}/dismissal`).set('Cookie', parent.cookie).expect(204);
    // Then the one before it (an earlier test's), and none once that is dismissed too.
    const earlier = (await banner(parent.cookie))!;
    expect(earlier.title).toBe('Site-wide news');
    await t.http().put(`/api/announcements/${earlier.id}/dismissal`).set('Cookie', parent.cookie).expect(204);
    expect(await banner(parent.cookie)).toBeNull();
    // Another member's banner is theirs.
    expect(await banner(other.cookie)).toMatchObject({ id: everyone.id });
    const none = await t.http().put('/api/announcements/999999/dismissal').set('Cookie', parent.cookie).expect(404);
    expect(none.body.message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    await t.http().put('/api/announcements/abc/dismissal').set('Cookie', parent.cookie).expect(400);
  });
});
