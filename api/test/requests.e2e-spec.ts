import { DEMO_INTERESTS } from '@cci/contracts';
import { newConfirmationId, RequestsService } from '../src/requests/requests.service';
import { ISO_DATE } from './auth-helpers';
import { appForThisBlock } from './support';

const CONFIRMATION_ID = /^DEMO-[0-9A-HJKMNP-TV-Z]{8}$/;
const BIG = 'x'.repeat(100 * 1024);

const validationFailed = (errors: Record<string, string>) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'Validation failed',
  errors,
});

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}-${process.pid}@example.com`;

const eventRequest = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'workshop',
  title: 'Prompt writing for small charities',
  description: 'A hands-on evening on writing prompts for grant applications and newsletters.',
  preferredLocation: 'Manchester',
  contactEmail: uniqueEmail('organiser'),
  additionalInfo: 'Step-free access, please.',
  ...overrides,
});

const demoRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('demo'),
  company: 'Analytical Engines Ltd',
  role: 'Founder',
  communityInterest: 'entrepreneurs',
  preferredTime: 'morning',
  specificInterests: ['Learning Resources', 'Industry Insights'],
  additionalNotes: '',
  agreeToContact: true,
  ...overrides,
});

const waitlistEntry = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('coach'),
  community: 'creatives',
  useCase: 'Drafting grant applications',
  ...overrides,
});

/** The messages of an empty submission: every required field, with the spec's words (§5). */
const EMPTY_ERRORS = {
  '/api/event-requests': {
    eventType: 'Please select an event type',
    title: 'Event title must be at least 3 characters',
    description: 'Please provide a detailed description (at least 10 characters)',
    preferredLocation: 'Please specify a preferred location',
    contactEmail: 'Please enter a valid email address',
  },
  '/api/demo-requests': {
    name: 'Name is required',
    email: 'Please enter a valid email address',
    communityInterest: 'Please select a community',
    preferredTime: 'Please select a preferred time',
    agreeToContact: 'You must agree to be contacted',
  },
  '/api/waitlist': {
    email: 'Please enter a valid email address',
    community: 'Please select your primary community',
    useCase: 'Please tell us your main use case',
  },
} as const;

const TABLE = {
  '/api/event-requests': 'event_requests',
  '/api/demo-requests': 'demo_requests',
  '/api/waitlist': 'waitlist_entries',
} as const;
type FormPath = keyof typeof TABLE;
const valid: Record<FormPath, (o?: Record<string, unknown>) => Record<string, unknown>> = {
  '/api/event-requests': eventRequest,
  '/api/demo-requests': demoRequest,
  '/api/waitlist': waitlistEntry,
};
const PATHS = Object.keys(TABLE) as FormPath[];

describe('public forms: event requests, demo requests, waitlist (e2e)', () => {
  // Limit out of the way here; public-content.e2e-spec.ts tests the real one.
  const t = appForThisBlock({ requests: { throttle: { limit: 10_000 } } });
  const { http } = t;
  const count = async (table: string): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const counts = async () => Object.fromEntries(await Promise.all(PATHS.map(async (p) => [TABLE[p], await count(TABLE[p])] as const)));

  beforeAll(async () => {
    // A real socket, so concurrent requests are concurrent connections.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  describe.each(PATHS)('POST %s: refused input stores nothing and is never a 500', (path) => {
    let before: Record<string, number>;
    beforeEach(async () => {
      before = await counts();
    });
    afterEach(async () => {
      expect(await counts()).toEqual(before);
    });

    it('an empty object: 400 naming every required field with the spec messages', async () => {
      const res = await http()
        .post(path)
        .send({})
        .expect(400)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual(validationFailed(EMPTY_ERRORS[path]));
    });

    it('no body at all: 400 with the same fields and a _root message', async () => {
      const res = await http().post(path).expect(400);
      expect(res.body.errors).toEqual({ _root: 'Request body must be a JSON object', ...EMPTY_ERRORS[path] });
    });

    it.each([
      ['a JSON array', '[1, 2]'],
      ['JSON null', 'null'],
      ['a JSON string', '"hello"'],
      ['a JSON number', '42'],
    ])('%s: 400 with a _root message', async (_what, raw) => {
      const res = await http().post(path).set('content-type', 'application/json').send(raw).expect(400);
      expect(res.body.errors._root).toBe('Request body must be a JSON object');
    });

    it.each([
      ['malformed JSON', 'application/json', '{"email": '],
      ['an empty JSON body', 'application/json', ''],
      ['plain text', 'text/plain', 'email=a@example.com'],
      ['a URL-encoded form', 'application/x-www-form-urlencoded', 'email=a%40example.com'],
      ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--'],
      ['XML', 'application/xml', '<email>a@example.com</email>'],
    ])('%s: a 4xx JSON error', async (_what, type, raw) => {
      const res = await http().post(path).set('content-type', type).send(raw);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
    });

    it('wrong types in every field: 400, one message per field', async () => {
      const body = Object.fromEntries(Object.keys(valid[path]()).map((k) => [k, { nested: [1, 2, 3] }]));
      const res = await http().post(path).send(body).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(Object.keys(body).sort());
      for (const message of Object.values(res.body.errors)) expect(typeof message).toBe('string');
    });

    it('a 100 KB string in every text field: 400 with the length messages', async () => {
      const body = valid[path]();
      const texts = Object.keys(body).filter(
        (k) =>
          typeof body[k] === 'string' && !/email/i.test(k) && !['eventType', 'communityInterest', 'preferredTime', 'community'].includes(k),
      );
      const res = await http()
        .post(path)
        .send({ ...body, ...Object.fromEntries(texts.map((k) => [k, BIG])) })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(texts.sort());
      for (const k of texts) expect(res.body.errors[k]).toMatch(/must be at most \d+ characters$/);
    });

    it('a 100 KB e-mail address: 400 "Please enter a valid email address"', async () => {
      const field = path === '/api/event-requests' ? 'contactEmail' : 'email';
      const res = await http()
        .post(path)
        .send(valid[path]({ [field]: `${BIG}@example.com` }))
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: 'Please enter a valid email address' });
    });

    it('a NUL character in a text field (PostgreSQL text cannot hold it): 400 naming the field, not a 500', async () => {
      // (Not a title: one-line fields refuse every control character with their own message.)
      const field = { '/api/event-requests': 'description', '/api/demo-requests': 'name', '/api/waitlist': 'useCase' }[path];
      const res = await http()
        .post(path)
        .send(valid[path]({ [field]: 'Before\u0000after' }))
        .expect(400);
      expect(res.body).toEqual(validationFailed({ [field]: 'Must not contain NUL characters' }));
      // in an unknown field it is dropped with the field
      await http()
        .post(path)
        .send(valid[path]({ extra: '\u0000' }))
        .expect(201);
      await t.dataSource.query(`DELETE FROM ${TABLE[path]} WHERE id = (SELECT max(id) FROM ${TABLE[path]})`);
    });

    it('a body over 1 MB: 413', async () => {
      const res = await http()
        .post(path)
        .send(valid[path]({ padding: 'x'.repeat(1_100_000) }));
      expect(res.status).toBe(413);
    });

    it('uses no session: no cookie is set, and a cookie sent along is ignored', async () => {
      const sessions = await count('sessions');
      const res = await http().post(path).set('Cookie', 'sid=forged.value').send({});
      expect(res.status).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await count('sessions')).toBe(sessions);
    });
  });

  describe('POST /api/event-requests', () => {
    it('stores one row and answers 201 { id }', async () => {
      const before = await count('event_requests');
      const body = eventRequest({ title: '  Prompt writing for small charities  ', contactEmail: '  Organiser.One@Example.COM ' });
      const res = await http()
        .post('/api/event-requests')
        .send(body)
        .expect(201)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual({ id: expect.any(Number) });
      expect(await count('event_requests')).toBe(before + 1);
      const [row] = await t.dataSource.query('SELECT * FROM event_requests WHERE id = $1', [res.body.id]);
      expect(row).toEqual({
        id: res.body.id,
        event_type: 'workshop',
        title: 'Prompt writing for small charities',
        description: body.description,
        preferred_location: 'Manchester',
        contact_email: 'organiser.one@example.com',
        additional_info: 'Step-free access, please.',
        created_at: expect.any(Date),
        handled_at: null, // the staff inbox's handling
        handled_by: null,
        handled_note: '',
      });
    });

    it('additionalInfo is optional', async () => {
      const { additionalInfo: _omit, ...body } = eventRequest();
      const res = await http().post('/api/event-requests').send(body).expect(201);
      const [row] = await t.dataSource.query('SELECT additional_info FROM event_requests WHERE id = $1', [res.body.id]);
      expect(row.additional_info).toBe('');
    });

    it.each([
      [{ eventType: 'party' }, { eventType: 'Please select an event type' }],
      [{ title: 'AI' }, { title: 'Event title must be at least 3 characters' }],
      [{ title: '     ' }, { title: 'Event title must be at least 3 characters' }],
      [{ description: 'Too short' }, { description: 'Please provide a detailed description (at least 10 characters)' }],
      [{ preferredLocation: '   ' }, { preferredLocation: 'Please specify a preferred location' }],
      [{ contactEmail: 'not-an-email' }, { contactEmail: 'Please enter a valid email address' }],
    ])('refuses %j', async (overrides, errors) => {
      const before = await count('event_requests');
      const res = await http().post('/api/event-requests').send(eventRequest(overrides)).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('event_requests')).toBe(before);
    });

    it('drops unknown fields and stores SQL-looking text as text', async () => {
      const res = await http()
        .post('/api/event-requests')
        .send(eventRequest({ id: 1, created_at: '2000-01-01', title: "'); DROP TABLE event_requests; --" }))
        .expect(201);
      const [row] = await t.dataSource.query('SELECT title, created_at FROM event_requests WHERE id = $1', [res.body.id]);
      expect(row.title).toBe("'); DROP TABLE event_requests; --");
      expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
    });
  });

  describe('POST /api/demo-requests', () => {
    it('stores one row and answers 201 { id, confirmationId }', async () => {
      const before = await count('demo_requests');
      const body = demoRequest({
        email: ' Ada@Example.com ',
        specificInterests: ['Learning Resources', 'Learning Resources', 'Industry Insights'],
      });
      const res = await http().post('/api/demo-requests').send(body).expect(201);
      expect(Object.keys(res.body)).toEqual(['id', 'confirmationId']);
      expect(res.body.confirmationId).toMatch(CONFIRMATION_ID);
      expect(await count('demo_requests')).toBe(before + 1);
      const [row] = await t.dataSource.query('SELECT * FROM demo_requests WHERE id = $1', [res.body.id]);
      expect(row).toEqual({
        id: res.body.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines Ltd',
        role: 'Founder',
        community_interest: 'entrepreneurs',
        preferred_time: 'morning',
        specific_interests: ['Learning Resources', 'Industry Insights'],
        additional_notes: '',
        confirmation_id: res.body.confirmationId,
        created_at: expect.any(Date),
        handled_at: null,
        handled_by: null,
        handled_note: '',
      });
    });

    it('company, role, interests and notes are optional', async () => {
      const res = await http()
        .post('/api/demo-requests')
        .send({ name: 'Grace', email: uniqueEmail('grace'), communityInterest: 'legal', preferredTime: 'flexible', agreeToContact: true })
        .expect(201);
      const [row] = await t.dataSource.query(
        'SELECT company, role, specific_interests, additional_notes FROM demo_requests WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual({ company: '', role: '', specific_interests: [], additional_notes: '' });
    });

    it.each([
      [{ agreeToContact: false }, { agreeToContact: 'You must agree to be contacted' }],
      [{ agreeToContact: 'yes' }, { agreeToContact: 'You must agree to be contacted' }],
      [{ name: '   ' }, { name: 'Name is required' }],
      [{ communityInterest: 'astronauts' }, { communityInterest: 'Please select a community' }],
      [{ preferredTime: 'midnight' }, { preferredTime: 'Please select a preferred time' }],
      [{ specificInterests: ['Free pizza'] }, { 'specificInterests.0': 'Please choose interests from the list' }],
      [{ specificInterests: 'Learning Resources' }, { specificInterests: 'Interests must be a list' }],
      [{ specificInterests: [...DEMO_INTERESTS, DEMO_INTERESTS[0]] }, { specificInterests: 'Too many interests' }],
      [{ email: 'ada@' }, { email: 'Please enter a valid email address' }],
    ])('refuses %j', async (overrides, errors) => {
      const before = await count('demo_requests');
      const res = await http().post('/api/demo-requests').send(demoRequest(overrides)).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('demo_requests')).toBe(before);
    });

    it('gives every request its own confirmation id, also 20 at once', async () => {
      const before = await count('demo_requests');
      const responses = await Promise.all(Array.from({ length: 20 }, () => http().post('/api/demo-requests').send(demoRequest())));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = responses.map((r) => r.body.confirmationId as string);
      for (const id of ids) expect(id).toMatch(CONFIRMATION_ID);
      expect(new Set(ids).size).toBe(20);
      expect(await count('demo_requests')).toBe(before + 20);
      const stored = await t.dataSource.query('SELECT count(DISTINCT confirmation_id)::int AS n FROM demo_requests');
      expect(stored[0].n).toBe(await count('demo_requests'));
    });

    it('draws again when a confirmation id is taken (unique constraint, never a 500)', async () => {
      const taken = {
        confirmation_id: (await http().post('/api/demo-requests').send(demoRequest()).expect(201)).body.confirmationId as string,
      };
      const before = await count('demo_requests');
      const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
      // The first draw repeats the taken id, the second is fresh.
      const decode = (id: string) => {
        const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
        let value = 0;
        for (const ch of id.slice(5)) value = value * 32 + alphabet.indexOf(ch);
        const buf = Buffer.alloc(5);
        buf.writeUIntBE(value, 0, 5);
        return buf;
      };
      const spy = jest.spyOn(crypto, 'randomBytes').mockImplementationOnce((() => decode(taken.confirmation_id)) as never);
      try {
        const res = await http().post('/api/demo-requests').send(demoRequest()).expect(201);
        expect(res.body.confirmationId).toMatch(CONFIRMATION_ID);
        expect(res.body.confirmationId).not.toBe(taken.confirmation_id);
        expect(spy).toHaveBeenCalledTimes(2); // the taken id, then a fresh one
        expect(await count('demo_requests')).toBe(before + 1);
      } finally {
        spy.mockRestore();
      }
    });

    it('newConfirmationId: DEMO- and 8 base32 characters, no repeats in 10,000', () => {
      const ids = Array.from({ length: 10_000 }, newConfirmationId);
      for (const id of ids.slice(0, 100)) expect(id).toMatch(CONFIRMATION_ID);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('POST /api/waitlist', () => {
    it('a new e-mail: 201 { id, email }, one row, stored lower-cased', async () => {
      const before = await count('waitlist_entries');
      const res = await http()
        .post('/api/waitlist')
        .send(waitlistEntry({ email: ' New.Member@Example.COM ' }))
        .expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), email: 'new.member@example.com' });
      expect(Object.keys(res.body)).toEqual(['id', 'email']);
      expect(await count('waitlist_entries')).toBe(before + 1);
      const [row] = await t.dataSource.query('SELECT email, community, use_case FROM waitlist_entries WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ email: 'new.member@example.com', community: 'creatives', use_case: 'Drafting grant applications' });
    });

    it('the same e-mail again, in another case: 200 with the same id, still one row, left as the first sign-up stored it', async () => {
      const email = uniqueEmail('twice');
      const first = await http().post('/api/waitlist').send(waitlistEntry({ email })).expect(201);
      const before = await count('waitlist_entries');
      const second = await http()
        .post('/api/waitlist')
        .send(waitlistEntry({ email: email.toUpperCase(), community: 'students', useCase: 'Revision plans' }))
        .expect(200);
      expect(second.body).toEqual({ id: first.body.id, email });
      expect(await count('waitlist_entries')).toBe(before);
      const rows = await t.dataSource.query('SELECT community, use_case, created_at, updated_at FROM waitlist_entries WHERE email = $1', [
        email,
      ]);
      expect(rows).toHaveLength(1);
      // an anonymous sign-up never changes what someone stored: the first answers stay
      expect(rows[0]).toMatchObject({ community: 'creatives', use_case: 'Drafting grant applications' });
      expect(rows[0].updated_at.getTime()).toBe(rows[0].created_at.getTime());
      // and the identical submission once more: still 200, same answer
      await http()
        .post('/api/waitlist')
        .send(waitlistEntry({ email, community: 'students', useCase: 'Revision plans' }))
        .expect(200, second.body);
    });

    it('20 concurrent sign-ups of one e-mail: exactly one row, one 201 and nineteen 200s, never a 500', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          http()
            .post('/api/waitlist')
            .send(waitlistEntry({ email: i % 2 ? email.toUpperCase() : email, useCase: `Use case ${i}` })),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(19).fill(200), 201]);
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM waitlist_entries WHERE email = $1', [email])).toEqual([{ n: 1 }]);
    });

    it.each([
      [{ community: '' }, { community: 'Please select your primary community' }],
      [{ community: 'astronauts' }, { community: 'Please select your primary community' }],
      [{ useCase: '   ' }, { useCase: 'Please tell us your main use case' }],
      [{ email: 'nobody' }, { email: 'Please enter a valid email address' }],
    ])('refuses %j', async (overrides, errors) => {
      const before = await count('waitlist_entries');
      const res = await http().post('/api/waitlist').send(waitlistEntry(overrides)).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('waitlist_entries')).toBe(before);
    });
  });

  describe('RequestsService lists (for the admin area)', () => {
    it('lists each kind newest first with camelCase fields and ISO dates', async () => {
      const service = t.app.get(RequestsService);
      const a = (
        await http()
          .post('/api/event-requests')
          .send(eventRequest({ title: 'Older request' }))
          .expect(201)
      ).body.id;
      const b = (
        await http()
          .post('/api/event-requests')
          .send(eventRequest({ title: 'Newer request' }))
          .expect(201)
      ).body.id;
      const events = await service.listEventRequests();
      expect(events.slice(0, 2).map((e) => e.id)).toEqual([b, a]);
      expect(Object.keys(events[0])).toEqual([
        'id',
        'eventType',
        'title',
        'description',
        'preferredLocation',
        'contactEmail',
        'additionalInfo',
        'createdAt',
      ]);
      expect(events[0].createdAt).toMatch(ISO_DATE);
      expect(await service.listEventRequests(1)).toHaveLength(1);

      const demo = (await http().post('/api/demo-requests').send(demoRequest()).expect(201)).body;
      const demos = await service.listDemoRequests();
      expect(demos[0]).toMatchObject({
        id: demo.id,
        confirmationId: demo.confirmationId,
        specificInterests: ['Learning Resources', 'Industry Insights'],
      });
      expect(Object.keys(demos[0])).toEqual([
        'id',
        'name',
        'email',
        'company',
        'role',
        'communityInterest',
        'preferredTime',
        'specificInterests',
        'additionalNotes',
        'confirmationId',
        'createdAt',
      ]);

      const entry = (await http().post('/api/waitlist').send(waitlistEntry()).expect(201)).body;
      const waitlist = await service.listWaitlist();
      expect(waitlist[0]).toEqual({
        id: entry.id,
        email: entry.email,
        community: 'creatives',
        useCase: 'Drafting grant applications',
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
      });
      expect(waitlist.length).toBe(await count('waitlist_entries'));
    });
  });
});
