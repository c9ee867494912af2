import {
  ArticleSchema,
  ChallengeSchema,
  CommunityEventSchema,
  DiscussionCategorySchema,
  MemberSpotlightSchema,
  MentorProfileSchema,
  TrendSchema,
  singleLineMessage,
} from '@cci/contracts';
import { SEED_ARTICLES, SEED_TRENDS } from '../src/database/seed/content-seed-data';
import { SEED_CHALLENGES, SEED_DISCUSSION_CATEGORIES, SEED_MENTORS, SEED_SPOTLIGHTS } from '../src/database/seed/engagement-seed-data';
import { seedDatabase } from '../src/database/seed/seed';
import { ISO_DATE, registration, sidCookie } from './auth-helpers';
import { appForThisBlock, eventually, SEEDED_TABLES } from './support';

// The keys each answer carries, in order: the contracts' schemas' (one source; the mappers must match them exactly).
const ARTICLE_KEYS = Object.keys(ArticleSchema.entries);
/** An article's slug, from its title and id. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-\d+$/;
const TREND_KEYS = Object.keys(TrendSchema.entries);
const EVENT_KEYS = Object.keys(CommunityEventSchema.entries);
const SPOTLIGHT_KEYS = Object.keys(MemberSpotlightSchema.entries);
const CHALLENGE_KEYS = Object.keys(ChallengeSchema.entries);
const MENTOR_KEYS = Object.keys(MentorProfileSchema.entries);
const CATEGORY_KEYS = Object.keys(DiscussionCategorySchema.entries);

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };
const TOO_MANY = {
  statusCode: 429,
  message: expect.stringMatching(/^Too many requests from your network\. Please try again in (\d+ seconds?|1 minute)\.$/),
  error: 'Too Many Requests',
};
const validationFailed = (errors: Record<string, string>) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: 'Validation failed',
  errors,
});

const keysOf = (list: object[]) =>
  [...new Set(list.map((item) => JSON.stringify(Object.keys(item))))].map((k) => JSON.parse(k) as string[]);

// Default request throttling (10 per minute per route): only the throttling test posts the public forms here.
describe('public content: articles, trends, events, engagement (e2e)', () => {
  const t = appForThisBlock();
  let admin: string;
  let member: string;
  const { http } = t;
  const count = async (table: string): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const post = (path: string, body: unknown, cookie?: string) => {
    const req = http().post(path);
    if (cookie) void req.set('Cookie', cookie);
    return req.send(body as object);
  };

  beforeAll(async () => {
    // A member, and a member whose role is admin (AdminGuard accepts role admin); sessions are read again on every request.
    member = sidCookie(await http().post('/api/register').send(registration()).expect(201));
    const adminRes = await http().post('/api/register').send(registration()).expect(201);
    admin = sidCookie(adminRes);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [adminRes.body.id]);
  });

  describe('reads: the seeded rows in the contracts shapes', () => {
    it('GET /api/articles: every article, newest first', async () => {
      const res = await http()
        .get('/api/articles')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(keysOf(res.body)).toEqual([ARTICLE_KEYS]);
      expect(res.body).toEqual(
        SEED_ARTICLES.map((a) => ({
          id: expect.any(Number),
          ...a,
          createdAt: expect.stringMatching(ISO_DATE),
          slug: expect.stringMatching(SLUG),
        })),
      );
      const times = res.body.map((a: { createdAt: string }) => Date.parse(a.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    });

    it('GET /api/articles/featured: the featured ones only; the first is the featured article with its image', async () => {
      const res = await http()
        .get('/api/articles/featured')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(keysOf(res.body)).toEqual([ARTICLE_KEYS]);
      expect(res.body).toHaveLength(SEED_ARTICLES.filter((a) => a.featured).length);
      expect(res.body[0]).toMatchObject({
        title: SEED_ARTICLES[0].title,
        featured: true,
        image: '/images/articles/ai-community-featured.svg',
      });
      expect(res.body[0].content.split('\n\n').length).toBeGreaterThanOrEqual(4);
      for (const a of res.body) expect(a.featured).toBe(true);
    });

    it('GET /api/trends: 8 trends, most discussed first, discussions = discussionCount', async () => {
      const res = await http()
        .get('/api/trends')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(keysOf(res.body)).toEqual([TREND_KEYS]);
      const bySeed = [...SEED_TRENDS].sort((a, b) => b.discussionCount - a.discussionCount);
      expect(res.body).toEqual(
        bySeed.map(({ trendType, ...t }) => ({
          id: expect.any(Number),
          title: t.title,
          discussionCount: t.discussionCount,
          icon: t.icon,
          color: t.color,
          url: t.url,
          discussions: t.discussionCount,
          engagement: t.engagement,
          source: t.source,
          trend_type: trendType,
        })),
      );
      const urls = res.body.map((tr: { url: string | null }) => tr.url).filter(Boolean);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^https:\/\//);
      expect(res.body.some((tr: { url: string | null }) => tr.url === null)).toBe(true);
    });

    it.each([
      ['/api/member-spotlights', SPOTLIGHT_KEYS, SEED_SPOTLIGHTS],
      ['/api/challenges', CHALLENGE_KEYS, SEED_CHALLENGES],
      ['/api/mentor-profiles', MENTOR_KEYS, SEED_MENTORS],
      ['/api/discussion-categories', CATEGORY_KEYS, SEED_DISCUSSION_CATEGORIES],
    ] as const)('GET %s: exactly the example content, in order, with the contract keys', async (path, keys, seed) => {
      const res = await http()
        .get(path)
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(keysOf(res.body)).toEqual([keys]);
      expect(res.body).toEqual(seed.map((row) => ({ id: expect.any(Number), ...row })));
      const ids = res.body.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });

    it('mentor ratings are JSON numbers and community ids are community names', async () => {
      const mentors = (await http().get('/api/mentor-profiles').expect(200)).body;
      expect(mentors.map((m: { rating: unknown }) => m.rating)).toEqual([4.9, 4.8, 5]);
      expect(mentors.map((m: { maxMentees: number; currentMentees: number }) => [m.currentMentees, m.maxMentees])).toEqual([
        [1, 3],
        [2, 2],
        [1, 4],
      ]);
      const challenges = (await http().get('/api/challenges').expect(200)).body;
      for (const c of challenges) {
        expect(c.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(c.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(new Set(challenges.map((c: { communityId: string }) => c.communityId))).toEqual(
        new Set(['Entrepreneurs', 'Educators', 'Creatives', 'Parents']),
      );
    });

    it('hides unpublished spotlights and inactive challenges and mentors, as soon as a raw SQL write commits (bus)', async () => {
      await t.dataSource.query(`UPDATE member_spotlights SET is_published = false WHERE title = $1`, [SEED_SPOTLIGHTS[3].title]);
      await t.dataSource.query(`UPDATE challenges SET is_active = false WHERE title = $1`, [SEED_CHALLENGES[3].title]);
      await t.dataSource.query(
        `UPDATE mentor_profiles SET is_active = false WHERE user_id = (SELECT id FROM users WHERE concat_ws(' ', first_name, nullif(last_name, '')) = $1 AND email LIKE '%@example-members.invalid')`,
        [SEED_MENTORS[2].name],
      );
      try {
        // No invalidate() call: the table triggers notify the bus on commit, and the cache drops itself.
        await eventually(
          async () => expect((await http().get('/api/member-spotlights').expect(200)).body).toHaveLength(SEED_SPOTLIGHTS.length - 1),
          1_000,
        );
        expect((await http().get('/api/challenges').expect(200)).body).toHaveLength(SEED_CHALLENGES.length - 1);
        expect((await http().get('/api/mentor-profiles').expect(200)).body).toHaveLength(SEED_MENTORS.length - 1);
      } finally {
        await t.dataSource.query(`UPDATE member_spotlights SET is_published = true`);
        await t.dataSource.query(`UPDATE challenges SET is_active = true`);
        await t.dataSource.query(`UPDATE mentor_profiles SET is_active = true`);
        await eventually(
          async () => expect((await http().get('/api/mentor-profiles').expect(200)).body).toHaveLength(SEED_MENTORS.length),
          1_000,
        );
      }
    });

    it('the reads need no session and set no cookie', async () => {
      for (const path of [
        '/api/articles',
        '/api/articles/featured',
        '/api/trends',
        '/api/member-spotlights',
        '/api/challenges',
        '/api/mentor-profiles',
        '/api/discussion-categories',
      ]) {
        const res = await http().get(path).set('Cookie', admin).expect(200);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });
  });

  describe('admin creates', () => {
    const article = (overrides: Record<string, unknown> = {}) => ({
      title: 'A Newer Featured Article',
      excerpt: 'Two sentences. That is all.',
      content: 'First paragraph.\n\nSecond paragraph.',
      image: '/images/articles/another.svg',
      featured: true,
      ...overrides,
    });
    const trend = (overrides: Record<string, unknown> = {}) => ({
      title: 'A Brand New Trend',
      icon: 'sparkles',
      color: '#15803D',
      discussionCount: 5,
      ...overrides,
    });
    const event = (overrides: Record<string, unknown> = {}) => ({
      title: 'Admin-Created Meetup',
      description: 'An evening of demos.',
      date: 'June 4, 2027 · 6:00 PM',
      location: 'Bristol',
      image: '',
      featured: false,
      communityId: null,
      ...overrides,
    });

    describe.each([
      ['/api/articles', 'articles', article],
      ['/api/trends', 'trends', trend],
      ['/api/events', 'events', event],
    ] as const)('POST %s without the admin mark', (path, table, body) => {
      it('401 when signed out, and nothing is stored', async () => {
        const before = await count(table);
        const res = await post(path, body()).expect(401);
        expect(res.body).toEqual(UNAUTHORIZED);
        await post(path, {}).expect(401); // the guard runs before validation
        await post(path, body(), 'sid=forged.signature').expect(401);
        expect(await count(table)).toBe(before);
      });

      it('403 for a signed-in member who is not an admin, and nothing is stored', async () => {
        const before = await count(table);
        await post(path, body(), member).expect(403);
        expect(await count(table)).toBe(before);
      });

      it('415 for an admin session posting a non-JSON body (no form posts to session routes)', async () => {
        const before = await count(table);
        await http().post(path).set('Cookie', admin).set('content-type', 'text/plain').send('title=x').expect(415);
        await http().post(path).set('Cookie', admin).type('form').send({ title: 'x' }).expect(415);
        expect(await count(table)).toBe(before);
      });
    });

    it('POST /api/articles: 201 Article, stored once, and both public reads show it first (cache invalidated)', async () => {
      await http().get('/api/articles').expect(200); // prime the cached lists
      await http().get('/api/articles/featured').expect(200);
      const before = await count('articles');
      const res = await post(
        '/api/articles',
        article({ title: '  A Newer Featured Article  ', id: 1, createdAt: '2000-01-01T00:00:00.000Z' }),
        admin,
      ).expect(201);
      expect(Object.keys(res.body)).toEqual(ARTICLE_KEYS);
      expect(res.body).toEqual({
        ...article(),
        id: expect.any(Number),
        createdAt: expect.stringMatching(ISO_DATE),
        slug: `a-newer-featured-article-${res.body.id}`,
      });
      expect(Date.now() - Date.parse(res.body.createdAt)).toBeLessThan(60_000);
      expect(await count('articles')).toBe(before + 1);
      expect((await http().get('/api/articles/featured').expect(200)).body[0]).toEqual(res.body);
      expect((await http().get('/api/articles').expect(200)).body[0]).toEqual(res.body);
    });

    it('POST /api/articles: an empty image is stored as none; a regular article stays out of the featured list', async () => {
      const res = await post('/api/articles', article({ title: 'A Regular Article', image: '', featured: undefined }), admin).expect(201);
      expect(res.body).toMatchObject({ image: null, featured: false });
      const featured = (await http().get('/api/articles/featured').expect(200)).body;
      expect(featured.map((a: { id: number }) => a.id)).not.toContain(res.body.id);
      expect((await http().get('/api/articles').expect(200)).body[0].id).toBe(res.body.id);
    });

    it.each([
      [{}, { title: 'Title is required' }],
      [{ title: '   ' }, { title: 'Title is required' }],
      [{ title: 'x'.repeat(100 * 1024) }, { title: 'Title must be at most 200 characters' }],
      [{ title: 'ok', content: 'x'.repeat(100 * 1024) }, { content: 'Content must be at most 20000 characters' }],
      [{ title: 'ok', excerpt: 5 }, { excerpt: 'Excerpt must be text' }],
      [{ title: 'ok', image: 'javascript:alert(1)' }, { image: 'Image must be a path on this site, like /images/photo.jpg' }],
      [{ title: 'ok', image: 'http://example.com/a.png' }, { image: 'Image must be a path on this site, like /images/photo.jpg' }],
      [{ title: 'ok', featured: 'yes' }, { featured: 'Featured must be true or false' }],
      [{ title: 'ok', content: 'a\u0000b' }, { content: 'Must not contain NUL characters' }],
    ])('POST /api/articles refuses %j (400, nothing stored)', async (body, errors) => {
      const before = await count('articles');
      const res = await post('/api/articles', body, admin).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('articles')).toBe(before);
    });

    it('POST /api/trends: 201 Trend with the defaults; the public list re-sorts (cache invalidated)', async () => {
      await http().get('/api/trends').expect(200);
      const before = await count('trends');
      const res = await post('/api/trends', { title: 'The Most Discussed Trend', discussionCount: '999' }, admin).expect(201);
      expect(Object.keys(res.body)).toEqual(TREND_KEYS);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'The Most Discussed Trend',
        discussionCount: 999,
        icon: 'trending-up',
        color: '#4F46E5',
        url: null,
        discussions: 999,
        engagement: '',
        source: '',
        trend_type: '',
      });
      expect(await count('trends')).toBe(before + 1);
      expect((await http().get('/api/trends').expect(200)).body[0]).toEqual(res.body);
    });

    it.each([
      ['lots', 0],
      ['', 0],
      [-5, 0],
      [null, 0],
      [{ n: 1 }, 0],
      [12.7, 12],
      ['42', 42],
      [1e12, 10_000_000], // counts stay within 0..10,000,000
    ])('POST /api/trends: discussionCount %j becomes %j', async (discussionCount, expected) => {
      const res = await post('/api/trends', trend({ title: `Count ${JSON.stringify(discussionCount)}`, discussionCount }), admin).expect(
        201,
      );
      expect(res.body.discussionCount).toBe(expected);
      const [row] = await t.dataSource.query('SELECT discussion_count FROM trends WHERE id = $1', [res.body.id]);
      expect(row.discussion_count).toBe(expected);
    });

    it.each([
      [{}, { title: 'Title is required' }],
      [{ title: 'ok', color: 'red' }, { color: 'Colour must be a hex colour like #4F46E5' }],
      [{ title: 'ok', icon: 'x'.repeat(65) }, { icon: 'Icon must be at most 64 characters' }],
      [{ title: 'x'.repeat(100 * 1024) }, { title: 'Title must be at most 200 characters' }],
      [{ title: 'nul\u0000' }, { title: singleLineMessage('Title') }], // a control character in a one-line field
    ])('POST /api/trends refuses %j (400, nothing stored)', async (body, errors) => {
      const before = await count('trends');
      const res = await post('/api/trends', body, admin).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('trends')).toBe(before);
    });

    it("POST /api/events: 201 Event in a community; the full list and the community's list show it (cache invalidated)", async () => {
      const [community] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'creatives'`);
      await http().get('/api/events').expect(200);
      await http().get(`/api/events/community/${community.id}`).expect(200);
      const before = await count('events');
      const res = await post(
        '/api/events',
        event({ communityId: community.id, image: '/images/events/meetup.jpg', featured: true }),
        admin,
      ).expect(201);
      expect(Object.keys(res.body)).toEqual(EVENT_KEYS);
      expect(res.body).toEqual({
        ...event(),
        id: expect.any(Number),
        communityId: community.id,
        image: '/images/events/meetup.jpg',
        featured: true,
      });
      expect(await count('events')).toBe(before + 1);
      const all = (await http().get('/api/events').expect(200)).body;
      expect(all[all.length - 1]).toEqual(res.body);
      const mine = (await http().get(`/api/events/community/${community.id}`).expect(200)).body;
      expect(mine.map((e: { id: number }) => e.id)).toContain(res.body.id);
    });

    it('POST /api/events: defaults featured false, communityId null, an empty image none', async () => {
      const res = await post('/api/events', { title: 'Minimal', date: 'Soon', location: 'Online' }, admin).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'Minimal',
        description: '',
        date: 'Soon',
        location: 'Online',
        communityId: null,
        featured: false,
        image: null,
      });
    });

    it.each([999_999, 2_147_483_647])(
      'POST /api/events: communityId %j that matches no community → 400 "Unknown community", nothing stored',
      async (communityId) => {
        const before = await count('events');
        const res = await post('/api/events', event({ communityId }), admin).expect(400);
        expect(res.body).toEqual(validationFailed({ communityId: 'Unknown community' }));
        expect(await count('events')).toBe(before);
      },
    );

    it.each([
      [{}, { title: 'Title is required', date: 'Date is required', location: 'Location is required' }],
      [{ ...{ title: 't', date: 'd', location: 'l' }, communityId: 0 }, { communityId: 'Community must be a community id or none' }],
      [{ ...{ title: 't', date: 'd', location: 'l' }, communityId: '1' }, { communityId: 'Community must be a community id or none' }],
      [{ ...{ title: 't', date: 'd', location: 'l' }, communityId: 1.5 }, { communityId: 'Community must be a community id or none' }],
      // beyond a PostgreSQL integer: the schema has no upper bound, the service answers like any unknown id
      [{ ...{ title: 't', date: 'd', location: 'l' }, communityId: 3_000_000_000 }, { communityId: 'Unknown community' }],
      [
        { ...{ title: 't', date: 'd', location: 'l' }, description: 'x'.repeat(100 * 1024) },
        { description: 'Description must be at most 5000 characters' },
      ],
      [{ ...{ title: 't', date: 'd', location: 'l\u0000' } }, { location: singleLineMessage('Location') }],
    ])('POST /api/events refuses %j (400, nothing stored)', async (body, errors) => {
      const before = await count('events');
      const res = await post('/api/events', body, admin).expect(400);
      expect(res.body).toEqual(validationFailed(errors));
      expect(await count('events')).toBe(before);
    });

    it('malformed JSON from an admin: 400, never 500', async () => {
      for (const path of ['/api/articles', '/api/trends', '/api/events']) {
        const res = await http().post(path).set('Cookie', admin).set('content-type', 'application/json').send('{"title": ');
        expect(res.status).toBe(400);
      }
    });
  });

  describe('seed', () => {
    it('seeding again (twice) inserts nothing and leaves admin-created rows alone', async () => {
      const snapshot = () => Promise.all(SEEDED_TABLES.map((table) => t.dataSource.query(`SELECT * FROM ${table} ORDER BY id`)));
      const before = await snapshot();
      for (let i = 0; i < 2; i++) {
        const result = await seedDatabase(t.dataSource);
        expect(Object.values(result).every((n) => n === 0)).toBe(true);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('throttling of the public forms', () => {
    it('10 submissions per minute per IP and route, then 429 with Retry-After; other routes keep their own budget', async () => {
      const before = await count('event_requests');
      const valid = {
        eventType: 'webinar',
        title: 'Throttle me',
        description: 'A perfectly valid request body.',
        preferredLocation: 'Online',
        contactEmail: 'throttle@example.com',
      };
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (
            await http()
              .post('/api/event-requests')
              .send(i < 3 ? valid : {})
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(400)]);
      const blocked = await http().post('/api/event-requests').send(valid).expect(429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await count('event_requests')).toBe(before + 3);

      await http().post('/api/waitlist').send({ email: 'throttle@example.com', community: 'legal', useCase: 'Contracts' }).expect(201);
      await http().post('/api/demo-requests').send({}).expect(400);
      // reads are not throttled
      for (let i = 0; i < 15; i++) await http().get('/api/trends').expect(200);
    });
  });
});
