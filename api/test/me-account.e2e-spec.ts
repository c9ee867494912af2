import { type Account, ACCOUNT_MESSAGES, AccountExportSchema, AccountSchema, EXPORT_SCHEMA_VERSION } from '@cci/contracts';
import * as v from 'valibot';
import { countSessions, ISO_DATE, sessionIdOf, sidCookie } from './auth-helpers';
import { memberCountOf, signUp, memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

describe('the member account: settings, export, deletion (e2e)', () => {
  const t = memberAppForThisBlock();
  const patch = (cookie: string, body: unknown) =>
    t
      .http()
      .patch('/api/me')
      .set('Cookie', cookie)
      .send(body as object);

  it('signed out, every /api/me route is 401', async () => {
    await t.http().get('/api/me').expect(401);
    await t.http().patch('/api/me').send({ bio: 'x' }).expect(401);
    await t.http().get('/api/me/export').expect(401);
    await t.http().delete('/api/me').send({ password: 'whatever it is' }).expect(401);
    await t.http().get('/api/me/memberships').expect(401);
  });

  it('GET /api/me: the account as settings shows it, consents all off, no pending e-mail; no-store', async () => {
    const ada = await signUp(t);
    const res = await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id: ada.user.id,
      email: ada.body.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: '',
      expertise: [],
      goals: [],
      timeZone: null,
      notifications: {
        replies: false,
        mentions: false,
        digest: false,
        events: false,
        follows: false,
        messages: false,
        announcements: false,
      },
      theme: 'system',
      emailVerified: false,
      pendingEmail: null,
      avatar: null,
      welcome: {
        step: 0,
        done: false,
        introduced: false,
        thread: { id: expect.any(Number), community: 'entrepreneurs', communityName: 'Entrepreneurs' },
      },
      createdAt: expect.stringMatching(ISO_DATE),
    });
    expect(Object.keys(res.body)).toEqual(Object.keys(AccountSchema.entries));
  });

  it('pendingEmail: the newest unexpired, unused change-email address', async () => {
    const ada = await signUp(t);
    /** A change-email row as api-auth writes it: `ageSeconds` old, expiring in `expiresIn`, spent or not. */
    const token = async (newEmail: string, ageSeconds: number, expiresIn: string, used = false) =>
      t.dataSource.query(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, created_at, expires_at, used_at)
         VALUES ($1, 'change-email', sha256(gen_random_uuid()::text::bytea), $2, now() - make_interval(secs => $3), now() + $4::interval,
                 CASE WHEN $5 THEN now() END)`,
        [ada.user.id, newEmail, ageSeconds, expiresIn, used],
      );
    const pendingEmail = async () => ((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body as Account).pendingEmail;
    await token('expired@example.com', 10, '-1 second');
    expect(await pendingEmail()).toBeNull();
    await token('older@example.com', 60, '1 hour');
    await token('newer@example.com', 30, '1 hour');
    await token('spent@example.com', 5, '1 hour', true);
    expect(await pendingEmail()).toBe('newer@example.com');
  });

  it('PATCH /api/me changes only the fields given, trimmed, tags de-duplicated; answers the account as stored', async () => {
    const ada = await signUp(t);
    const res = await patch(ada.cookie, {
      firstName: '  Augusta ',
      bio: '  Analyst of engines.  ',
      expertise: [' maths ', 'Poetry', 'MATHS', 'engines'],
      timeZone: 'Europe/London',
      notifications: { digest: true },
    }).expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      bio: 'Analyst of engines.',
      expertise: ['maths', 'Poetry', 'engines'],
      timeZone: 'Europe/London',
      notifications: {
        replies: false,
        mentions: false,
        digest: true,
        events: false,
        follows: false,
        messages: false,
        announcements: false,
      },
    });
    expect(res.body).toEqual((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body);
    // The session's member follows (the nav shows the name).
    expect((await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200)).body.firstName).toBe('Augusta');

    const second = await patch(ada.cookie, { timeZone: null, notifications: { replies: true }, theme: 'dark' }).expect(200);
    expect(second.body).toMatchObject({
      firstName: 'Augusta',
      timeZone: null,
      theme: 'dark',
      notifications: { replies: true, mentions: false, digest: true, events: false, follows: false, messages: false, announcements: false },
    });
    // No field at all (or only unknown ones, or empty consents) is a 400, not a silent no-op.
    for (const body of [{}, { first_name: 'Typo' }, { notifications: {} }]) {
      const empty = await patch(ada.cookie, body).expect(400);
      expect(empty.body.errors).toEqual({ _root: 'Nothing to change: give at least one of the fields' });
    }
    expect((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body).toEqual(second.body);
  });

  it('PATCH /api/me refuses bad input with the field messages, and stores nothing', async () => {
    const ada = await signUp(t);
    const before = (await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body;
    const cases: [unknown, Record<string, string>][] = [
      [{ bio: 'x'.repeat(501) }, { bio: ACCOUNT_MESSAGES.bio }],
      [{ expertise: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, { expertise: ACCOUNT_MESSAGES.expertise }],
      [{ expertise: ['ok', ''] }, { 'expertise.1': ACCOUNT_MESSAGES.expertiseTag }],
      [{ expertise: ['x'.repeat(41)] }, { 'expertise.0': ACCOUNT_MESSAGES.expertiseTag }],
      [{ expertise: 'maths' }, { expertise: ACCOUNT_MESSAGES.expertise }],
      [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: ACCOUNT_MESSAGES.timeZone }],
      [{ timeZone: '' }, { timeZone: ACCOUNT_MESSAGES.timeZone }],
      [{ timeZone: 3 }, { timeZone: ACCOUNT_MESSAGES.timeZone }],
      [{ firstName: '' }, { firstName: 'First name is required' }],
      [{ firstName: '   ' }, { firstName: 'First name is required' }],
      [{ lastName: 'x'.repeat(101) }, { lastName: 'Last name must be at most 100 characters' }],
      [{ firstName: 42 }, { firstName: 'First name is required' }],
      [{ bio: ['a'] }, { bio: ACCOUNT_MESSAGES.bio }],
      [{ notifications: { digest: 'yes' } }, { 'notifications.digest': 'digest must be true or false' }],
      [{ bio: 'ok', notifications: [true, false] }, { notifications: 'notifications must be an object of true/false values' }],
      [{ notifications: 'all' }, { notifications: expect.any(String) }],
      [{ bio: 'a\u0000b' }, { bio: 'Must not contain NUL characters' }],
      [{ theme: 'sepia' }, { theme: 'theme must be system, light or dark' }],
      [{ theme: null }, { theme: 'theme must be system, light or dark' }],
    ];
    for (const [body, errors] of cases) {
      const res = await patch(ada.cookie, body);
      expect({ body, status: res.status, errors: res.body.errors }).toEqual({ body, status: 400, errors });
      expect(res.body.message).toBe('Validation failed');
    }
    expect((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body).toEqual(before);
  });

  it('GET /api/me/export: an attachment valid against AccountExportSchema with the profile, memberships, sessions and requests', async () => {
    const ada = await signUp(t, { additionalCommunities: ['creatives'] });
    const email = ada.body.email;
    const other = await signUp(t);
    // Requests are matched by address only once it is verified (probe-accounts.e2e-spec.ts).
    await t.dataSource.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [ada.user.id]);
    // A second session of Ada's, and requests made with her address (typed in capitals once) and with someone else's.
    const second = sidCookie(await t.http().post('/api/login').send({ email, password: ada.body.password }).expect(200));
    await t
      .http()
      .post('/api/event-requests')
      .send({
        eventType: 'workshop',
        title: 'Prompt writing',
        description: 'An evening of prompts.',
        preferredLocation: 'Leeds',
        contactEmail: email.toUpperCase(),
      })
      .expect(201);
    await t
      .http()
      .post('/api/demo-requests')
      .send({
        name: 'Ada Lovelace',
        email,
        company: 'Engines Ltd',
        role: 'Founder',
        communityInterest: 'entrepreneurs',
        preferredTime: 'morning',
        specificInterests: [],
        additionalNotes: '',
        agreeToContact: true,
      })
      .expect(201);
    await t.http().post('/api/waitlist').send({ email, community: 'creatives', useCase: 'Grant applications' }).expect(201);
    await t.http().post('/api/waitlist').send({ email: other.body.email, community: 'creatives', useCase: 'Not Ada' }).expect(201);

    const res = await t.http().get('/api/me/export').set('Cookie', ada.cookie).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="the-ai-network-data-${day}.json"`);
    const data = v.parse(AccountExportSchema, res.body);
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(data.account).toEqual((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body);
    expect(data.memberships.map((m) => [m.slug, m.status, m.isPrimary])).toEqual([
      ['entrepreneurs', 'approved', true],
      ['creatives', 'approved', false],
    ]);
    for (const m of data.memberships) expect(m.joinedAt).toMatch(ISO_DATE);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of data.sessions) expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'lastSeenAt']);
    for (const cookie of [ada.cookie, second]) expect(res.text).not.toContain(sessionIdOf(cookie));
    expect(data.requests.eventRequests).toEqual([expect.objectContaining({ title: 'Prompt writing', contactEmail: email })]);
    expect(data.requests.demoRequests).toEqual([expect.objectContaining({ company: 'Engines Ltd', email })]);
    expect(data.requests.waitlist).toEqual([expect.objectContaining({ email, useCase: 'Grant applications' })]);
    expect(res.text).not.toContain(other.body.email);
    expect(res.text).not.toMatch(/password|argon2/i);
    expect([data.posts, data.points, data.rsvps]).toEqual([[], [], []]);
    expect(data.engagement).toEqual({
      badges: [],
      challengeParticipations: [],
      challengeEntries: [],
      mentorProfile: null,
      mentorships: [],
      mentorshipMessages: [],
      mentoringReviews: [],
      spotlights: [],
      following: [],
      followers: [],
    });
    expect(data.discussions).toEqual({
      likes: [],
      reports: [],
      watches: [],
      mutedMembers: [],
      bookmarks: [],
      drafts: [],
      uploads: [],
      notifications: [],
    });

    // From the second session, that one is the current one.
    const fromSecond = v.parse(AccountExportSchema, (await t.http().get('/api/me/export').set('Cookie', second).expect(200)).body);
    const createdOf = (list: typeof data.sessions) => list.find((s) => s.current)!.createdAt;
    expect(createdOf(fromSecond.sessions)).not.toBe(createdOf(data.sessions));
  });

  it('DELETE /api/me: wrong or missing password → 400 on the field, and the account stays', async () => {
    const ada = await signUp(t);
    const wrong = await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password: 'not the password' }).expect(400);
    expect(wrong.body).toMatchObject({ statusCode: 400, errors: { password: ACCOUNT_MESSAGES.passwordForDelete } });
    const missing = await t.http().delete('/api/me').set('Cookie', ada.cookie).send({}).expect(400);
    expect(missing.body.errors).toEqual({ password: 'Password is required' });
    await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password: 12 }).expect(400);
    await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200);
  });

  it("DELETE /api/me: wrong passwords are limited with the member's other current-password checks (429 + Retry-After, even with the right one); other members are not affected", async () => {
    const ada = await signUp(t);
    const bo = await signUp(t);
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .delete('/api/me')
        .set('Cookie', ada.cookie)
        .send({ password: `wrong ${i}` })
        .expect(400);
    const limited = await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password: ada.body.password }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
    await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200);
    // One counter of wrong current passwords per member: changing the password is held back as well.
    await t
      .http()
      .post('/api/me/password')
      .set('Cookie', ada.cookie)
      .send({ currentPassword: ada.body.password, password: 'another good password' })
      .expect(429);
    await t.http().delete('/api/me').set('Cookie', bo.cookie).send({ password: bo.body.password }).expect(204);
  });

  it('DELETE /api/me: the account goes with its memberships and tokens, every session ends, the e-mail registers again, logged without personal data', async () => {
    const ada = await signUp(t, { firstName: 'Zenobia', lastName: 'Quillfeather', additionalCommunities: ['creatives'] });
    const { email, password } = ada.body;
    const id = ada.user.id;
    const other = sidCookie(await t.http().post('/api/login').send({ email, password }).expect(200));
    await t.dataSource.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset-password', sha256(gen_random_uuid()::text::bytea), now() + interval '1 hour')`,
      [id],
    );
    const creatives = await memberCountOf(t, 'creatives');
    const logsBefore = t.logs.length;

    const res = await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password }).expect(204);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);

    for (const cookie of [ada.cookie, other]) {
      await t.http().get('/api/auth/user').set('Cookie', cookie).expect(401);
      await t.http().get('/api/me').set('Cookie', cookie).expect(401);
    }
    const left = async (sql: string) => (await t.dataSource.query(sql, [id]))[0].n;
    expect(await left('SELECT count(*)::int AS n FROM users WHERE id = $1')).toBe(0);
    expect(await left('SELECT count(*)::int AS n FROM user_communities WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*)::int AS n FROM account_tokens WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1')).toBe(0);
    await eventually(async () => expect(await memberCountOf(t, 'creatives')).toBe(creatives - 1), 3000);
    await t.http().get(`/api/members/${id}`).expect(404);

    await t.http().post('/api/login').send({ email, password }).expect(401);
    const again = await t.http().post('/api/register').send(ada.body).expect(201);
    expect(again.body.id).not.toBe(id);

    const logged = t.logs.slice(logsBefore).join('');
    expect(logged).toContain('member account deleted');
    for (const personal of [email, email.split('@')[0], 'Zenobia', 'Quillfeather']) expect(logged).not.toContain(personal);
  });

  it('after the deletion no session row is written back for the request that deleted the account', async () => {
    const ada = await signUp(t);
    const before = await countSessions(t.dataSource);
    await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password: ada.body.password }).expect(204);
    await t.http().get('/api/me/memberships').set('Cookie', ada.cookie).expect(401);
    expect(await countSessions(t.dataSource)).toBe(before - 1);
  });

  it('GET /api/me/export: the member’s posts (deleted and hidden ones too), likes, reports, watches, mutes and notifications', async () => {
    const ada = await signUp(t);
    const adaId = ada.user.id;
    const [{ id: boId }] = await t.dataSource.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('bo-export-' || $1 || '@example.com', 'Bo', 'B') RETURNING id`,
      [process.hrtime.bigint().toString()],
    );
    const [{ id: community }] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'creatives'`);
    const [{ id: own }] = await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html) VALUES ($1, $2, 'My prompt notes', 'Notes body', '<p>x</p>') RETURNING id`,
      [community, adaId],
    );
    const [{ id: theirs }] = await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html) VALUES ($1, $2, 'Bo asks', 'A question body', '<p>x</p>') RETURNING id`,
      [community, boId],
    );
    const [{ id: reply }] = await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html, deleted_at, hidden) VALUES ($1, $2, 'My deleted answer', '<p>x</p>', now(), true) RETURNING id`,
      [theirs, adaId],
    );
    await t.dataSource.query('INSERT INTO thread_likes (thread_id, user_id) VALUES ($1, $2)', [theirs, adaId]);
    await t.dataSource.query(`INSERT INTO reports (reporter_id, thread_id, reason, note) VALUES ($1, $2, 'spam', 'Looks like an ad')`, [
      adaId,
      theirs,
    ]);
    await t.dataSource.query(`INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, 'muted')`, [theirs, adaId]);
    await t.dataSource.query('INSERT INTO member_mutes (user_id, muted_user_id) VALUES ($1, $2)', [adaId, boId]);
    await t.dataSource.query(
      `INSERT INTO notifications (user_id, kind, actor_id, thread_id, text) VALUES ($1, 'reply', $2, $3, 'Bo B. replied')`,
      [adaId, boId, own],
    );

    const data = v.parse(AccountExportSchema, (await t.http().get('/api/me/export').set('Cookie', ada.cookie).expect(200)).body);
    expect(data.posts).toEqual([
      expect.objectContaining({
        kind: 'thread',
        id: own,
        threadId: own,
        community: 'creatives',
        title: 'My prompt notes',
        body: 'Notes body',
        deletedAt: null,
      }),
      expect.objectContaining({ kind: 'reply', id: reply, threadId: theirs, title: 'Bo asks', body: 'My deleted answer', hidden: true }),
    ]);
    expect(data.posts[1].deletedAt).toMatch(ISO_DATE);
    expect(data.discussions.likes).toEqual([{ kind: 'thread', id: theirs, createdAt: expect.stringMatching(ISO_DATE) }]);
    expect(data.discussions.reports).toEqual([
      expect.objectContaining({ kind: 'thread', id: theirs, reason: 'spam', note: 'Looks like an ad' }),
    ]);
    expect(data.discussions.watches).toEqual([{ threadId: theirs, level: 'muted' }]);
    expect(data.discussions.mutedMembers).toEqual([{ memberId: boId, createdAt: expect.stringMatching(ISO_DATE) }]);
    expect(data.discussions.notifications).toEqual([expect.objectContaining({ kind: 'reply', text: 'Bo B. replied', readAt: null })]);
    // Another member's post is not Ada's data.
    expect(JSON.stringify(data)).not.toContain('A question body');
  });
});
