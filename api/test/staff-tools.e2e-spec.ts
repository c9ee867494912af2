import {
  type AdminMemberDetail,
  type AdminMemberPage,
  type ArticleDetail,
  type AuditPage,
  CONTENT_MESSAGES,
  type ContentItem,
  type ContentPage,
  type AdminOverview,
  type InboxPage,
  type MembershipDecisionResult,
  PENDING_PAGE_SIZE,
  type PendingMemberPage,
  MEMBER_ADMIN_MESSAGES,
  SPOTLIGHT_MESSAGES,
  type SpotlightView,
  type Trend,
} from '@cci/contracts';
import { type SmtpSink, startSmtpSink } from '../../tools/mail/smtp-sink.cjs';
import { ADMIN_PASSWORD, ADMIN_ROUTES } from './admin-helpers';
import { registration, sidCookie } from './auth-helpers';
import { type Member, member } from './discussions-helpers';
import { type MemberTestApp, startMemberApp } from './me-helpers';
import { SseClient } from './live-helpers';
import { eventually, freshDatabase, type TestDatabase } from './support';

/** Staff accounts, content management, article pages and the audit log, on two replicas of one database. */
describe('staff tools: content, article pages, audit (e2e)', () => {
  let db: TestDatabase;
  let a: MemberTestApp;
  let b: MemberTestApp;
  let shared: string; // a session holding the shared password's mark
  let staff: Member; // a member with the admin role
  let plain: Member;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    db = await freshDatabase();
    a = await startMemberApp(db.url, { ADMIN_PASSWORD, SMTP_URL: sink.url });
    b = await startMemberApp(db.url, { ADMIN_PASSWORD, SMTP_URL: sink.url });
    shared = sidCookie(await a.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
    staff = await member(a, { firstName: 'Grace', lastName: 'Hopper' });
    await a.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.id]);
    plain = await member(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    await sink?.close();
  });

  const trends = async (t: MemberTestApp) => (await t.http().get('/api/trends').expect(200)).body as Trend[];
  const list = async (kind: string, query = '') =>
    (await a.http().get(`/api/admin/content/${kind}${query}`).set('Cookie', staff.cookie).expect(200)).body as ContentPage;

  it('a member session on every admin route is 403; no session is 401', async () => {
    const routes = [
      ...ADMIN_ROUTES.filter((r) => !r.includes('/api/admin/session')),
      'POST /api/articles',
      'PATCH /api/articles/{id}',
      'DELETE /api/articles/{id}',
      'POST /api/trends',
      'PATCH /api/trends/{id}',
      'DELETE /api/trends/{id}',
      'POST /api/events',
      'PATCH /api/events/{id}',
      'DELETE /api/events/{id}',
      'POST /api/challenges',
      'PATCH /api/challenges/{id}',
      'DELETE /api/challenges/{id}',
    ];
    for (const route of routes) {
      const [method, template] = route.split(' ');
      const path = template.replace('{kind}', 'articles').replace(/\{\w+\}/g, '1');
      const call = (cookie?: string) => {
        const req = a.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
        if (cookie) req.set('Cookie', cookie);
        return method === 'GET' ? req : req.send({});
      };
      expect([route, (await call(plain.cookie)).status]).toEqual([route, 403]);
      expect([route, (await call()).status]).toEqual([route, 401]);
    }
  });

  it('edit, unfeature and delete a trend: the public list follows on both replicas; the audit log names who did each', async () => {
    const created = (
      await a
        .http()
        .post('/api/trends')
        .set('Cookie', staff.cookie)
        .send({
          title: 'Agents everywhere',
          discussionCount: 5,
          url: 'https://example.com/agents',
          source: 'Hacker News',
          trendType: 'Tools',
        })
        .expect(201)
    ).body as Trend;
    expect(created).toMatchObject({ url: 'https://example.com/agents', source: 'Hacker News', trend_type: 'Tools' });
    let item = (await list('trends', '?q=agents')).items[0];
    expect(item).toMatchObject({ id: created.id, featured: false, published: true });
    item = (
      await a
        .http()
        .patch(`/api/trends/${created.id}`)
        .set('Cookie', staff.cookie)
        .send({ featured: true, updatedAt: item.updatedAt })
        .expect(200)
    ).body as ContentItem;
    await Promise.all([trends(a), trends(b)]); // both replicas cache the list
    expect((await trends(a))[0].title).toBe('Agents everywhere'); // featured leads
    await eventually(async () => expect((await trends(b))[0].title).toBe('Agents everywhere'), 2_000);

    item = (
      await a
        .http()
        .patch(`/api/trends/${created.id}`)
        .set('Cookie', shared)
        .send({ title: 'Agents, everywhere', featured: false, discussionCount: 12, updatedAt: item.updatedAt })
        .expect(200)
    ).body as ContentItem;
    expect(item.fields).toMatchObject({ title: 'Agents, everywhere', featured: false, discussionCount: 12 });
    await eventually(async () => {
      const onB = await trends(b);
      expect(onB.find((t) => t.id === created.id)).toMatchObject({ title: 'Agents, everywhere', discussionCount: 12 });
      expect(onB[0].id).not.toBe(created.id);
    }, 2_000);

    await a.http().patch(`/api/trends/${created.id}`).set('Cookie', staff.cookie).send({ discussionCount: 10_000_001 }).expect(200);
    expect((await list('trends', '?q=agents')).items[0].fields.discussionCount).toBe(10_000_000); // capped, as the spec's form does
    await a.http().patch(`/api/trends/${created.id}`).set('Cookie', staff.cookie).send({ url: 'javascript:alert(1)' }).expect(400);

    await a.http().delete(`/api/trends/${created.id}`).set('Cookie', staff.cookie).expect(200);
    expect((await trends(a)).some((t) => t.id === created.id)).toBe(false);
    await eventually(async () => expect((await trends(b)).some((t) => t.id === created.id)).toBe(false), 2_000);
    await a.http().delete(`/api/trends/${created.id}`).set('Cookie', staff.cookie).expect(409);
    await a.http().patch(`/api/trends/${created.id}`).set('Cookie', staff.cookie).send({ title: 'x' }).expect(409);
    expect((await list('trends', '?status=archived')).items.map((i) => i.id)).toContain(created.id);
    await a.http().post(`/api/admin/content/trends/${created.id}/restore`).set('Cookie', staff.cookie).expect(200);
    await eventually(async () => expect((await trends(b)).some((t) => t.id === created.id)).toBe(true), 2_000);
    await a.http().patch('/api/trends/99999999').set('Cookie', staff.cookie).send({ title: 'x' }).expect(404);
    await a.http().get('/api/admin/content/nothing').set('Cookie', staff.cookie).expect(404);

    const audit = (await a.http().get(`/api/admin/audit?entity=trend&entityId=${created.id}`).set('Cookie', staff.cookie).expect(200))
      .body as AuditPage;
    expect(audit.items.map((e) => [e.action, e.actor.name, e.actor.memberId])).toEqual([
      ['trend.restore', 'Grace H.', staff.id],
      ['trend.delete', 'Grace H.', staff.id],
      ['trend.update', 'Grace H.', staff.id],
      ['trend.update', 'Shared password', null],
      ['trend.update', 'Grace H.', staff.id],
      ['trend.create', 'Grace H.', staff.id],
    ]);
    expect(audit.items[3].actor.session).toMatch(/^[0-9a-f]{16}$/);
    expect(audit.items[3].before).toMatchObject({ title: 'Agents everywhere', featured: true, discussionCount: 5 });
    expect(audit.items[3].after).toMatchObject({ title: 'Agents, everywhere', featured: false, discussionCount: 12 });
    const shown = (await a.http().get('/api/admin/audit?actor=shared').set('Cookie', staff.cookie).expect(200)).body as AuditPage;
    expect(shown.items.every((e) => e.actor.memberId === null)).toBe(true);
    await a.http().get('/api/admin/audit?from=yesterday').set('Cookie', staff.cookie).expect(400);
    await a.http().get('/api/admin/audit?cursor=forged').set('Cookie', staff.cookie).expect(400);
    // Append-only: no statement changes or removes a record.
    await expect(a.dataSource.query(`UPDATE audit_log SET actor_name = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(a.dataSource.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(a.dataSource.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
  });

  it('two staff editing the same article: the second gets the conflict message, nothing is overwritten', async () => {
    const article = (
      await a
        .http()
        .post('/api/articles')
        .set('Cookie', staff.cookie)
        .send({ title: 'The State of Agents, 2026!', excerpt: 'Where we are.', content: '# Agents\n\nThey **work** now.' })
        .expect(201)
    ).body as { id: number; slug: string };
    expect(article.slug).toBe(`the-state-of-agents-2026-${article.id}`);
    const read = (await a.http().get(`/api/admin/content/articles/${article.id}`).set('Cookie', staff.cookie).expect(200))
      .body as ContentItem;
    await a
      .http()
      .patch(`/api/articles/${article.id}`)
      .set('Cookie', staff.cookie)
      .send({ excerpt: 'First edit.', updatedAt: read.updatedAt })
      .expect(200);
    const second = await b
      .http()
      .patch(`/api/articles/${article.id}`)
      .set('Cookie', shared)
      .send({ excerpt: 'Second edit.', updatedAt: read.updatedAt });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CONTENT_MESSAGES.conflict);
    const now = (await a.http().get(`/api/admin/content/articles/${article.id}`).set('Cookie', staff.cookie).expect(200))
      .body as ContentItem;
    expect(now.fields.excerpt).toBe('First edit.');
    // Parallel edits from the same read: exactly one lands.
    const racing = await Promise.all(
      ['One', 'Two', 'Three'].map((excerpt, i) =>
        (i % 2 ? a : b).http().patch(`/api/articles/${article.id}`).set('Cookie', staff.cookie).send({ excerpt, updatedAt: now.updatedAt }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await a.http().patch(`/api/articles/${article.id}`).set('Cookie', staff.cookie).send({ updatedAt: 'yesterday' }).expect(400);
    await a.http().patch(`/api/articles/${article.id}`).set('Cookie', staff.cookie).send({ slug: 'Not A Slug' }).expect(400);
  });

  it('an article page: Markdown rendered safely, author and dates; drafts and archived articles are not public', async () => {
    const created = (
      await a
        .http()
        .post('/api/articles')
        .set('Cookie', staff.cookie)
        .send({
          title: 'Prompt injection, explained',
          excerpt: 'What it is.',
          content:
            'Hello <script>alert(1)</script> [click](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n## Defences\n\n- input isolation',
        })
        .expect(201)
    ).body as { id: number; slug: string };
    const page = (await b.http().get(`/api/articles/${created.slug}`).expect(200)).body as ArticleDetail;
    expect(page).toMatchObject({ title: 'Prompt injection, explained', author: 'Grace H.', slug: created.slug });
    expect(page.html).toContain('<h3>Defences</h3>'); // ## under the page's h1 and the article's own # (h2)
    // Raw HTML stays text, the javascript: link is not made.
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).not.toMatch(/<script|<img|href="javascript:|<[^>]+onerror=/i);
    await a.http().get('/api/articles/no-such-article-1').expect(404);
    await a.http().get('/api/articles/..%2F..%2Fetc').expect(404);

    const item = (await a.http().get(`/api/admin/content/articles/${created.id}`).set('Cookie', staff.cookie).expect(200))
      .body as ContentItem;
    await a
      .http()
      .patch(`/api/articles/${created.id}`)
      .set('Cookie', staff.cookie)
      .send({ published: false, updatedAt: item.updatedAt })
      .expect(200);
    await eventually(async () => {
      await b.http().get(`/api/articles/${created.slug}`).expect(404);
      const listed = (await b.http().get('/api/articles').expect(200)).body as { id: number }[];
      expect(listed.some((x) => x.id === created.id)).toBe(false);
    }, 2_000);
    expect((await list('articles', '?status=draft')).items.map((i) => i.id)).toContain(created.id);
    await a
      .http()
      .patch(`/api/articles/${created.id}`)
      .set('Cookie', staff.cookie)
      .send({ published: true, slug: 'prompt-injection' })
      .expect(200);
    await eventually(async () => b.http().get('/api/articles/prompt-injection').expect(200), 2_000);
    const other = (
      await a.http().post('/api/articles').set('Cookie', staff.cookie).send({ title: 'Other', excerpt: 'x', content: 'y' }).expect(201)
    ).body as { id: number };
    const taken = await a
      .http()
      .patch(`/api/articles/${other.id}`)
      .set('Cookie', staff.cookie)
      .send({ slug: 'prompt-injection' })
      .expect(409);
    expect(taken.body.message).toBe(CONTENT_MESSAGES.slugTaken);

    await a.http().delete(`/api/articles/${created.id}`).set('Cookie', staff.cookie).expect(200);
    await eventually(async () => b.http().get('/api/articles/prompt-injection').expect(404), 2_000);
    // Past the 30 days: no restore (the daily job purges it).
    await a.dataSource.query(`UPDATE articles SET deleted_at = now() - interval '31 days' WHERE id = $1`, [created.id]);
    const late = await a.http().post(`/api/admin/content/articles/${created.id}/restore`).set('Cookie', staff.cookie).expect(409);
    expect(late.body.message).toBe(CONTENT_MESSAGES.restoreExpired);
  });

  it('events and challenges: archived ones leave the public pages; their edits keep the waitlist rules', async () => {
    const [{ id }] = (await a.dataSource.query(
      `INSERT INTO events (title, description, date, location, starts_at, capacity)
       VALUES ('Staff-managed meetup', 'd', 'Soon', 'Online', now() + interval '3 days', 10) RETURNING id`,
    )) as { id: number }[];
    await a.http().get(`/api/events/${id}`).expect(200);
    const edited = await a
      .http()
      .patch(`/api/events/${id}`)
      .set('Cookie', staff.cookie)
      .send({ title: 'Renamed meetup', capacity: 20 })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Renamed meetup', capacity: 20 });
    await a.http().delete(`/api/events/${id}`).set('Cookie', staff.cookie).expect(200);
    await a.http().get(`/api/events/${id}`).expect(404);
    await eventually(async () => b.http().get(`/api/events/${id}`).expect(404), 2_000);
    await a.http().put(`/api/events/${id}/rsvp`).set('Cookie', plain.cookie).send({ status: 'going' }).expect(404);
    const events = (await list('events', '?status=archived')).items;
    expect(events.map((e) => e.id)).toContain(id);
  });

  it('members: search, suspend (no sign-in, sessions end, the reason e-mailed), lift it, the admin role, never the last admin', async () => {
    const reg = registration({ firstName: 'Suki', lastName: 'Pending' });
    const res = await a.http().post('/api/register').send(reg).expect(201);
    const suki = { id: res.body.id as number, cookie: sidCookie(res) };
    const found = (await a.http().get('/api/admin/members?q=suki').set('Cookie', staff.cookie).expect(200)).body as AdminMemberPage;
    expect(found.items.map((m) => m.id)).toEqual([suki.id]);
    expect(found.items[0]).toMatchObject({ email: reg.email, role: 'member', suspendedUntil: null, communities: ['entrepreneurs'] });
    await a.http().get('/api/admin/members?status=frozen').set('Cookie', staff.cookie).expect(400);

    await a.http().post(`/api/admin/members/${suki.id}/suspend`).set('Cookie', staff.cookie).send({ days: 3, reason: 'x' }).expect(400);
    await a.http().post(`/api/admin/members/${suki.id}/suspend`).set('Cookie', staff.cookie).send({ days: 7, reason: '' }).expect(400);
    const suspended = (
      await a
        .http()
        .post(`/api/admin/members/${suki.id}/suspend`)
        .set('Cookie', staff.cookie)
        .send({ days: 7, reason: 'Repeated spam in the forum' })
        .expect(200)
    ).body as AdminMemberDetail;
    expect(suspended.suspendedUntil).toMatch(/^\d{4}-/);
    expect(suspended.sessions).toEqual([]);
    await a.http().get('/api/me').set('Cookie', suki.cookie).expect(401); // the session ended
    const login = await b.http().post('/api/login').send({ email: reg.email, password: reg.password }).expect(403);
    expect(login.body.message).toMatch(/^This account is suspended until \d{1,2} \w+ \d{4}\.$/);
    const mail = await sink.waitFor(reg.email as string, { match: (m) => m.subject.includes('suspended') });
    expect(mail.text).toContain('Repeated spam in the forum');
    expect(
      (await a.http().get('/api/admin/members?status=suspended').set('Cookie', staff.cookie).expect(200)).body.items.map(
        (m: { id: number }) => m.id,
      ),
    ).toContain(suki.id);

    await a.http().post(`/api/admin/members/${suki.id}/unsuspend`).set('Cookie', staff.cookie).expect(200);
    await a.http().post(`/api/admin/members/${suki.id}/unsuspend`).set('Cookie', staff.cookie).expect(409);
    await b.http().post('/api/login').send({ email: reg.email, password: reg.password }).expect(200);
    // Indefinitely.
    await a.http().post(`/api/admin/members/${suki.id}/suspend`).set('Cookie', shared).send({ days: null, reason: 'Fraud' }).expect(200);
    expect((await b.http().post('/api/login').send({ email: reg.email, password: reg.password }).expect(403)).body.message).toBe(
      MEMBER_ADMIN_MESSAGES.suspended,
    );
    await a.http().post(`/api/admin/members/${staff.id}/suspend`).set('Cookie', staff.cookie).send({ days: 7, reason: 'me' }).expect(400);

    // The admin role: granted, revoked; the last admin stays (even two revocations at once).
    await a.http().put(`/api/admin/members/${plain.id}/role`).set('Cookie', staff.cookie).send({ role: 'root' }).expect(400);
    await a.http().put(`/api/admin/members/${plain.id}/role`).set('Cookie', staff.cookie).send({ role: 'admin' }).expect(200);
    await a.http().get('/api/admin/stats').set('Cookie', plain.cookie).expect(200);
    const both = await Promise.all([
      a.http().put(`/api/admin/members/${plain.id}/role`).set('Cookie', shared).send({ role: 'member' }),
      b.http().put(`/api/admin/members/${staff.id}/role`).set('Cookie', shared).send({ role: 'member' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(MEMBER_ADMIN_MESSAGES.lastAdmin);
    const [{ n }] = await a.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
    expect(n).toBe(1);
    // Whoever is left is admin again for the tests after: restore both.
    await a.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.id]);
    await a.dataSource.query(`UPDATE users SET role = 'member' WHERE id = $1`, [plain.id]);

    await a.http().post(`/api/admin/members/${suki.id}/password-reset`).set('Cookie', staff.cookie).expect(204);
    await sink.waitFor(reg.email as string, { match: (m) => m.subject.startsWith('Reset your password') });
    const page = (await a.http().get(`/api/admin/members/${suki.id}`).set('Cookie', staff.cookie).expect(200)).body as AdminMemberDetail;
    expect(page).toMatchObject({
      suspensionReason: 'Fraud',
      memberships: [expect.objectContaining({ status: 'approved', primary: true })],
    });
    await a.http().get('/api/admin/members/99999999').set('Cookie', staff.cookie).expect(404);
    const audit = (await a.http().get(`/api/admin/audit?entity=member&entityId=${suki.id}`).set('Cookie', staff.cookie).expect(200))
      .body as AuditPage;
    expect(audit.items.map((e) => e.action)).toEqual(['member.password-reset', 'member.suspend', 'member.unsuspend', 'member.suspend']);
  });

  it('the requests inbox: pages, handled with a note, CSV with formulas neutralised, a reply to a demo request by e-mail; the overview', async () => {
    const email = `demo-${Date.now()}@example.com`;
    const demo = (
      await a
        .http()
        .post('/api/demo-requests')
        .send({
          name: '=HYPERLINK("x")',
          email,
          company: 'Engines Ltd',
          role: 'Founder',
          communityInterest: 'entrepreneurs',
          preferredTime: 'morning',
          specificInterests: ['Learning Resources'],
          additionalNotes: '',
          agreeToContact: true,
        })
        .expect(201)
    ).body as { confirmationId: string };
    const page = (await a.http().get('/api/admin/requests/demo-requests?status=open').set('Cookie', staff.cookie).expect(200))
      .body as InboxPage;
    const mine = page.items.find((r) => (r as { email: string }).email === email)!;
    expect(mine).toMatchObject({ handled: null });
    expect(page.open).toBeGreaterThanOrEqual(1);
    const overview = (await a.http().get('/api/admin/overview').set('Cookie', staff.cookie).expect(200)).body as AdminOverview;
    expect(overview.waiting.requests).toBeGreaterThanOrEqual(1);
    expect(overview.activity.map((x) => x.kind)).toContain('demo-request');
    expect(overview.activity.some((x) => x.kind === 'staff' && x.text.startsWith('Grace H.:'))).toBe(true);

    const csv = await a.http().get('/api/admin/requests/demo-requests?format=csv').set('Cookie', staff.cookie).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,name,email,company,role,communityInterest,preferredTime,specificInterests,additionalNotes,confirmationId,createdAt,handledAt,handledBy,handledNote',
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")",${email}`);

    await a
      .http()
      .post(`/api/admin/requests/demo-requests/${mine.id}/reply`)
      .set('Cookie', staff.cookie)
      .send({ message: 'Hi {name}, Tuesday at 10 works for us.' })
      .expect(200);
    const reply = await sink.waitFor(email, { match: (m) => m.subject.includes(demo.confirmationId) });
    expect(reply.text).toContain('Tuesday at 10 works for us.');
    expect(reply.text).toContain(`Your confirmation id is ${demo.confirmationId}.`);
    const after = (await a.http().get('/api/admin/requests/demo-requests?status=handled').set('Cookie', staff.cookie).expect(200))
      .body as InboxPage;
    expect(after.items.find((r) => r.id === mine.id)?.handled).toMatchObject({
      handledBy: 'Grace H.',
      note: expect.stringContaining('Replied'),
    });

    await a.http().post(`/api/admin/requests/demo-requests/${mine.id}/handled`).set('Cookie', shared).send({ handled: false }).expect(200);
    const reopened = (
      await a
        .http()
        .post(`/api/admin/requests/demo-requests/${mine.id}/handled`)
        .set('Cookie', shared)
        .send({ note: 'Called them back' })
        .expect(200)
    ).body as InboxPage['items'][number];
    expect(reopened.handled).toMatchObject({ handledBy: 'Shared password', note: 'Called them back' });
    await a.http().post('/api/admin/requests/demo-requests/99999999/handled').set('Cookie', staff.cookie).send({}).expect(404);
    await a.http().get('/api/admin/requests/nothing').set('Cookie', staff.cookie).expect(404);
    await a.http().get('/api/admin/requests/waitlist?page=0').set('Cookie', staff.cookie).expect(400);
    await a
      .http()
      .post(`/api/admin/requests/demo-requests/${mine.id}/reply`)
      .set('Cookie', staff.cookie)
      .send({ message: ' ' })
      .expect(400);
  });

  it('settings: new-member notices to an address, the welcome e-mail on approval (Financial Services has its own), all audited', async () => {
    await a
      .http()
      .put('/api/admin/settings')
      .set('Cookie', staff.cookie)
      .send({ notifyNewMembers: true, notificationEmail: null })
      .expect(400);
    await a.http().put('/api/admin/settings').set('Cookie', staff.cookie).send({ welcomeOnApproval: 'yes' }).expect(400);
    const team = `team-${Date.now()}@example.com`;
    const saved = await a
      .http()
      .put('/api/admin/settings')
      .set('Cookie', staff.cookie)
      .send({ notifyNewMembers: true, notificationEmail: team.toUpperCase(), welcomeOnApproval: true })
      .expect(200);
    expect(saved.body).toEqual({ notifyNewMembers: true, notificationEmail: team, welcomeOnApproval: true });
    // The other replica reads the new settings (the bus drops its copy).
    await eventually(
      async () => expect((await b.http().get('/api/admin/settings').set('Cookie', staff.cookie).expect(200)).body).toEqual(saved.body),
      2_000,
    );

    const reg = registration({ firstName: 'Fran', primaryCommunity: 'financial-services' });
    const res = await b.http().post('/api/register').send(reg).expect(201);
    const notice = await sink.waitFor(team, { match: (m) => m.subject === 'New member: Fran Lovelace' });
    expect(notice.text).toContain(reg.email as string);

    const [{ id: membershipId }] = await a.dataSource.query(
      `WITH p AS (UPDATE user_communities SET status = 'pending' WHERE user_id = $1 AND is_primary RETURNING id) SELECT id FROM p`,
      [res.body.id],
    );
    await a.http().post(`/api/admin/approve-member/${membershipId}`).set('Cookie', shared).expect(200);
    const welcome = await sink.waitFor(reg.email as string, {
      match: (m) => m.subject.startsWith('Welcome to the Financial Services community'),
    });
    expect(welcome.text).toContain('Hi Fran,');
    const audit = (await a.http().get('/api/admin/audit?entity=membership').set('Cookie', staff.cookie).expect(200)).body as AuditPage;
    expect(audit.items[0]).toMatchObject({ action: 'membership.approve', actor: { name: 'Shared password' } });
    const settingsAudit = (await a.http().get('/api/admin/audit?action=setting').set('Cookie', staff.cookie).expect(200)).body as AuditPage;
    expect(settingsAudit.items[0]).toMatchObject({
      actor: { name: 'Grace H.' },
      after: { notifyNewMembers: true, welcomeOnApproval: true },
    });
    await a
      .http()
      .put('/api/admin/settings')
      .set('Cookie', staff.cookie)
      .send({ notifyNewMembers: false, welcomeOnApproval: false })
      .expect(200);
  });

  it('the approval queue by pages of 20, and a bulk decision: one transaction, each audited, unknown ids named, parallel runs agree', async () => {
    // 25 applications (more than a page), the oldest first.
    const joined: number[] = [];
    for (let i = 0; i < 25; i++) {
      const reg = registration({ firstName: `Queue${i}` });
      const res = await a.http().post('/api/register').send(reg).expect(201);
      const [{ id }] = await a.dataSource.query(
        `WITH p AS (UPDATE user_communities SET status = 'pending', joined_at = now() - make_interval(mins => $2::int)
                    WHERE user_id = $1 AND is_primary RETURNING id) SELECT id FROM p`,
        [res.body.id, 100 - i],
      );
      joined.push(id);
    }
    const page = async (n: number) =>
      (await a.http().get(`/api/admin/memberships/pending?page=${n}`).set('Cookie', staff.cookie).expect(200)).body as PendingMemberPage;
    const first = await page(1);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.items).toHaveLength(PENDING_PAGE_SIZE);
    const second = await page(2);
    const all = [...first.items, ...second.items].map((m) => m.id);
    expect(all.filter((id) => joined.includes(id))).toEqual(joined); // oldest application first, none twice
    await a.http().get('/api/admin/memberships/pending?page=0').set('Cookie', staff.cookie).expect(400);

    // Bad bodies: 400 with the field's message.
    for (const body of [
      { ids: [], decision: 'approve' },
      { ids: [1], decision: 'maybe' },
      { ids: Array(101).fill(1), decision: 'reject' },
    ]) {
      const res = await a.http().post('/api/admin/memberships/decide').set('Cookie', staff.cookie).send(body).expect(400);
      expect(res.body.message).toBeTruthy();
    }

    // Approve 10 and an unknown id, from two requests at once (the same 10): both answer them; each is audited.
    const ten = joined.slice(0, 10);
    const decide = () =>
      a
        .http()
        .post('/api/admin/memberships/decide')
        .set('Cookie', staff.cookie)
        .send({ ids: [...ten, 99_999_999], decision: 'approve' })
        .expect(200);
    const [r1, r2] = await Promise.all([decide(), decide()]);
    for (const r of [r1, r2]) {
      expect((r.body as MembershipDecisionResult).decided.map((d) => [d.id, d.status])).toEqual(ten.map((id) => [id, 'approved']));
      expect(r.body.missing).toEqual([99_999_999]);
    }
    const statuses = await a.dataSource.query(`SELECT status FROM user_communities WHERE id = ANY($1::int[])`, [joined]);
    expect(statuses.filter((r: { status: string }) => r.status === 'approved')).toHaveLength(10);
    const audited = await a.dataSource.query(
      `SELECT entity_id FROM audit_log WHERE action = 'membership.approve' AND entity_id = ANY($1::text[])`,
      [ten.map(String)],
    );
    expect(audited).toHaveLength(20); // two decisions of ten, each recorded
    const after = await page(1);
    expect(after.total).toBe(first.total - 10);
    expect(after.items.map((m) => m.id)).not.toContain(ten[0]);

    // Reject the rest; the queue holds none of them.
    const rest = joined.slice(10);
    await a.http().post('/api/admin/memberships/decide').set('Cookie', shared).send({ ids: rest, decision: 'reject' }).expect(200);
    const left = [...(await page(1)).items, ...(await page(2)).items].map((m) => m.id);
    expect(left.filter((id) => joined.includes(id))).toEqual([]);
  });

  it("a spotlight's image: only an upload of this site, shown on the public list, audited; moderation, challenges and spotlight reviews audited too", async () => {
    const story = 'I built a meal planner with an LLM that cut our weekly food waste by half, and shared the prompts.';
    const submitted = await a
      .http()
      .post('/api/spotlights')
      .set('Cookie', plain.cookie)
      .send({ community: 'entrepreneurs', title: 'Meal planner', story, aiToolsUsed: ['ChatGPT'], results: 'Half the waste' })
      .expect(201);
    const id = submitted.body.id as number;
    expect(submitted.body.image).toBeNull();
    const put = (body: unknown, cookie = staff.cookie, sid = id) =>
      a
        .http()
        .put(`/api/admin/spotlights/${sid}/image`)
        .set('Cookie', cookie)
        .send(body as object);
    for (const image of ['https://evil.example/x.png', '/images/photo.jpg', '//evil.example/uploads/x.webp', 42]) {
      const res = await put({ image }).expect(400);
      expect(res.body.errors.image).toBe(SPOTLIGHT_MESSAGES.image);
    }
    await put({ image: null }, plain.cookie).expect(403);
    await put({ image: null }, staff.cookie, 99_999_999).expect(404);
    const src = `/uploads/${'ab'.repeat(32)}.480-960/960.webp`;
    expect((await put({ image: src }).expect(200)).body.image).toBe(src);
    // Approved, it shows on the community's list with its image (on the other replica too).
    await a.http().post(`/api/admin/spotlights/${id}/review`).set('Cookie', shared).send({ action: 'approve' }).expect(200);
    const listed = (await b.http().get('/api/communities/entrepreneurs/spotlights').expect(200)).body as SpotlightView[];
    expect(listed.find((s) => s.id === id)?.image).toBe(src);
    // The database refuses another host's URL even past the API.
    await expect(
      a.dataSource.query(`UPDATE member_spotlights SET image = 'https://evil.example/x.png' WHERE id = $1`, [id]),
    ).rejects.toThrow(/member_spotlights_image_check/);

    const audit = async (entity: string) =>
      ((await a.http().get(`/api/admin/audit?entity=${entity}`).set('Cookie', staff.cookie).expect(200)).body as AuditPage).items;
    expect((await audit('spotlight')).map((e) => [e.action, e.actor.name])).toEqual(
      expect.arrayContaining([
        ['spotlight.image', 'Grace H.'],
        ['spotlight.approve', 'Shared password'],
      ]),
    );

    // A challenge created, then a moderation decision: both in the log with their authors.
    const challenge = await a
      .http()
      .post('/api/challenges')
      .set('Cookie', staff.cookie)
      .send({
        community: 'entrepreneurs',
        title: 'Audit sprint',
        brief: 'Write a prompt.',
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .expect(201);
    expect((await audit('challenge'))[0]).toMatchObject({
      action: 'challenge.create',
      entityId: String(challenge.body.id),
      actor: { name: 'Grace H.' },
    });
    const thread = await a
      .http()
      .post('/api/communities/entrepreneurs/threads')
      .set('Cookie', plain.cookie)
      .send({ title: 'A thread to moderate', body: 'Something staff will hide.', kind: 'discussion' })
      .expect(201);
    await a
      .http()
      .post(`/api/admin/moderation/posts/thread/${thread.body.id}`)
      .set('Cookie', shared)
      .send({ action: 'hide', reason: 'Off topic' })
      .expect(200);
    expect((await audit('post'))[0]).toMatchObject({
      action: 'post.hide',
      entityId: `thread:${thread.body.id}`,
      actor: { name: 'Shared password' },
      after: { hidden: true },
    });
  });

  it('Recent Activity is live: the Overview stream hears a registration made on the other replica and a staff action; members and visitors are refused', async () => {
    const url = await a.app.listen({ port: 0, host: '127.0.0.1' }).then(() => a.app.getUrl());
    const streamUrl = `${url.replace('[::1]', '127.0.0.1')}/api/admin/activity/stream`;
    const visitor = await SseClient.open(streamUrl);
    expect(visitor.status).toBe(401);
    const member = await SseClient.open(streamUrl, { cookie: plain.cookie });
    expect(member.status).toBe(403);
    const stream = await SseClient.open(streamUrl, { cookie: staff.cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.res.headers['content-type']).toMatch(/^text\/event-stream/);
      await stream.waitFor((blk) => blk.retry !== undefined);
      const seen = stream.blocks.length;
      await b
        .http()
        .post('/api/register')
        .send(registration({ firstName: 'Livia' }))
        .expect(201);
      const first = await stream.waitFor((blk) => blk.event === 'activity', 5_000, seen);
      expect(first.data).toBe('{}'); // no data: the page reads the overview again with its own session
      const overview = (await a.http().get('/api/admin/overview').set('Cookie', staff.cookie).expect(200)).body as AdminOverview;
      expect(overview.activity[0]).toMatchObject({ kind: 'registration', text: 'Livia L. joined' });
      const next = stream.blocks.length;
      // A staff action (recorded in the audit log) on the other replica.
      const article = await b
        .http()
        .post('/api/articles')
        .set('Cookie', shared)
        .send({ title: 'Live activity', excerpt: 'An article for the live overview.', content: 'Body.' })
        .expect(201);
      await stream.waitFor((blk) => blk.event === 'activity', 5_000, next);
      const after = (await a.http().get('/api/admin/overview').set('Cookie', staff.cookie).expect(200)).body as AdminOverview;
      expect(after.activity[0]).toMatchObject({ kind: 'staff', text: `Shared password: Created ‘${article.body.title}’` });
    } finally {
      stream.close();
      visitor.close();
      member.close();
    }
  });
});
