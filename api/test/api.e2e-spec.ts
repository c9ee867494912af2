import {
  CommunityEventSchema,
  CommunityExtrasSchema,
  CommunitySchema,
  PublicUserSchema,
  type Route,
  routes as routeTable,
} from '@cci/contracts';
import { COMMUNITY_EXTRAS } from '../src/communities/community-extras';
import { SEED_COMMUNITIES, SEED_EVENTS } from '../src/database/seed/seed-data';
import { withClient } from '../src/database/pg-admin';
import { appForThisBlock, testServerUrl } from './support';

// The keys each answer carries, in order: the contracts' schemas' (one source; the mappers must match them exactly).
const COMMUNITY_KEYS = Object.keys(CommunitySchema.entries);
const EVENT_KEYS = Object.keys(CommunityEventSchema.entries);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('API (e2e)', () => {
  const t = appForThisBlock();
  const { http } = t;

  describe('GET /api/communities', () => {
    it('returns the 8 seeded communities, ordered by id, with exactly the camelCase fields', async () => {
      const res = await http()
        .get('/api/communities')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(res.body).toHaveLength(8);
      expect(res.body).toEqual(SEED_COMMUNITIES.map((c, i) => ({ id: i + 1, ...c })));
      for (const c of res.body) expect(Object.keys(c)).toEqual(COMMUNITY_KEYS);
    });

    it('serves a community by slug', async () => {
      const res = await http().get('/api/communities/entrepreneurs').expect(200);
      const seed = SEED_COMMUNITIES.find((c) => c.slug === 'entrepreneurs');
      expect(res.body).toEqual({ id: expect.any(Number), ...seed });
      expect(Object.keys(res.body)).toEqual(COMMUNITY_KEYS);
    });

    it('404s with the JSON error for a missing slug', async () => {
      const res = await http().get('/api/communities/no-such-community').expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Community not found', error: 'Not Found' });
    });

    it.each([
      ['an encoded path traversal', '..%2F'],
      ['an encoded traversal to a real route', '..%2Fevents'],
      ['SQL', encodeURIComponent("'; drop table communities; --")],
      ['upper case', 'Entrepreneurs'],
      ['a 65-character slug', 'a'.repeat(65)],
      ['a 5000-character slug', 'a'.repeat(5000)],
      ['unicode', encodeURIComponent('ünïcode')],
    ])('404s (never 500) for %s', async (_what, slug) => {
      const res = await http().get(`/api/communities/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
    });

    it('still has every table after the SQL-looking request', async () => {
      await http()
        .get(`/api/communities/${encodeURIComponent("'; drop table communities; --")}`)
        .expect(404);
      const rows = await t.dataSource.query('SELECT count(*)::int AS n FROM communities');
      expect(rows[0].n).toBe(8);
    });
  });

  describe('GET /api/communities/:slug/extras', () => {
    const EXTRAS_KEYS = Object.keys(CommunityExtrasSchema.entries);

    it("answers a community's extras as JSON: the spec texts, exactly", async () => {
      const res = await http()
        .get('/api/communities/entrepreneurs/extras')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(Object.keys(res.body)).toEqual(EXTRAS_KEYS);
      expect(res.body).toEqual(COMMUNITY_EXTRAS.entrepreneurs);
      expect(res.body.topics[0]).toBe('Validating a business idea with AI research');
      expect(res.body.helpProvided[0]).toEqual({
        title: 'Pitch Clinics',
        description: 'Present to a small group of founders and mentors each month and come away with specific, actionable notes.',
      });
      expect(res.body.expandedDescription.split('\n\n')).toHaveLength(3);
      // a second read (served from memory) is the same bytes
      expect((await http().get('/api/communities/entrepreneurs/extras').expect(200)).text).toBe(res.text);
    });

    it('answers every seeded community: its extras, or null for one without (a 200, so its page is no 404)', async () => {
      for (const { slug } of SEED_COMMUNITIES) {
        const res = await http()
          .get(`/api/communities/${slug}/extras`)
          .expect(200)
          .expect('content-type', /application\/json/);
        const expected = (COMMUNITY_EXTRAS as Record<string, unknown>)[slug] ?? null;
        expect({ slug, body: res.body }).toEqual({ slug, body: expected });
      }
      const none = await http().get('/api/communities/financial-services/extras').expect(200);
      expect(none.text).toBe('null');
    });

    it.each(['no-such-community', 'Entrepreneurs', 'a'.repeat(65), 'toString', '__proto__'])(
      '404s with the JSON error for the unknown slug %s',
      async (slug) => {
        const res = await http()
          .get(`/api/communities/${slug}/extras`)
          .expect(404)
          .expect('content-type', /application\/json/);
        expect(res.body).toEqual({ statusCode: 404, message: 'Community not found', error: 'Not Found' });
      },
    );
  });

  describe('events', () => {
    it('GET /api/events lists every seeded event with exactly the camelCase fields', async () => {
      const res = await http()
        .get('/api/events')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(res.body).toHaveLength(SEED_EVENTS.length);
      const ids = new Map(SEED_COMMUNITIES.map((c, i) => [c.slug, i + 1]));
      expect(res.body).toEqual(
        // The spec's shape: the schedule fields are the event page's (GET /api/events/:id), not this list's.
        SEED_EVENTS.map(({ communitySlug, startsAt: _s, endsAt: _e, capacity: _c, onlineUrl: _o, timeZone: _z, ...e }, i) => ({
          id: i + 1,
          ...e,
          communityId: communitySlug === null ? null : ids.get(communitySlug),
        })),
      );
      for (const e of res.body) expect(Object.keys(e)).toEqual(EVENT_KEYS);
    });

    it('GET /api/events/community/:id lists the events of that community only', async () => {
      const community = (await http().get('/api/communities/entrepreneurs').expect(200)).body;
      const expected = SEED_EVENTS.filter((e) => e.communitySlug === 'entrepreneurs').map((e) => e.title);
      expect(expected.length).toBeGreaterThan(0);
      const res = await http().get(`/api/events/community/${community.id}`).expect(200);
      expect(res.body.map((e: { title: string }) => e.title)).toEqual(expected);
      for (const e of res.body) expect(e.communityId).toBe(community.id);
    });

    it('answers [] for a community without events or an unknown one', async () => {
      await http().get('/api/events/community/999').expect(200, []);
      await http().get('/api/events/community/2147483647').expect(200, []);
    });

    it.each(['abc', '-1', '0', '1.5', '1e2', '99999999999999999999', '2147483648', '%20'])('400s for communityId %j', async (id) => {
      const res = await http().get(`/api/events/community/${id}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'communityId must be a positive integer', error: 'Bad Request' });
    });
  });

  it('GET /api/auth/user is 401 when signed out', async () => {
    const res = await http().get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('GET /api/health is 200 while the database answers', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  describe('errors', () => {
    it.each(['/api/x', '/api', '/api/communities/a/b', '/api/events/community'])('unknown %s → JSON 404', async (path) => {
      const res = await http()
        .get(path)
        .expect(404)
        .expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
    });

    it('a malformed URL escape → JSON 400, not 500', async () => {
      const res = await http()
        .get('/api/communities/%E0%A4%A')
        .expect(400)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining('is not a valid url component'), error: 'Bad Request' });
      expect(res.headers['x-request-id']).toMatch(UUID);
    });

    it('a method that does not exist → JSON 404', async () => {
      const res = await http().delete('/api/communities/entrepreneurs').expect(404);
      expect(res.body.statusCode).toBe(404);
    });

    it('a malformed JSON body → 400, not 500', async () => {
      const res = await http().post('/api/communities').set('content-type', 'application/json').send('{"name": ').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/); // no stack trace
    });

    it('an oversized body → 413, not 500', async () => {
      const res = await http()
        .post('/api/communities')
        .set('content-type', 'application/json')
        .send(`{"a":"${'x'.repeat(1_100_000)}"}`);
      expect(res.status).toBe(413);
      expect(res.body.statusCode).toBe(413);
    });
  });

  describe('headers', () => {
    it('echoes a sane x-request-id', async () => {
      const res = await http().get('/api/communities').set('x-request-id', 'trace-abc_123').expect(200);
      expect(res.headers['x-request-id']).toBe('trace-abc_123');
    });

    it('replaces an insane x-request-id with a UUID, also on errors', async () => {
      const res = await http().get('/api/nothing-here').set('x-request-id', 'bad id with spaces').expect(404);
      expect(res.headers['x-request-id']).toMatch(UUID);
      const fresh = await http().get('/api/communities').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(UUID);
    });

    it('sends the helmet headers with the site CSP', async () => {
      const res = await http().get('/api/communities').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      const csp = res.headers['content-security-policy'];
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "media-src 'self'",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('upgrade-insecure-requests');
    });
  });

  describe('OpenAPI', () => {
    it('/api/docs-json documents every route with tags, summaries and responses', async () => {
      const doc = (await http().get('/api/docs-json').expect(200)).body;
      const routes = Object.entries(
        doc.paths as Record<string, Record<string, { tags?: string[]; summary?: string; responses: object }>>,
      ).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));
      // Every endpoint of the route table (contracts/src/routes, which routes.e2e-spec.ts holds to the served routes)
      // is documented, and nothing else.
      const table = Object.values(routeTable)
        .flatMap((area) => Object.values(area as Record<string, unknown>))
        .filter((r): r is Route => typeof r === 'object' && r !== null && 'path' in r && 'method' in r)
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
      const undocumented = ['GET /api/events/community']; // the 400 of a missing community id, not an endpoint of its own
      expect(routes.map((r) => r.route).sort()).toEqual([...new Set(table)].filter((r) => !undocumented.includes(r)).sort());
      for (const { route, op } of routes) {
        expect({ route, tags: op.tags?.length, summary: typeof op.summary }).toEqual({ route, tags: 1, summary: 'string' });
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
      expect(doc.components.schemas.CommunityDto.required).toEqual(expect.arrayContaining(['id', 'slug', 'memberCount']));
      expect(doc.paths['/api/communities/{slug}'].get.responses['404']).toBeDefined();
      expect(Object.keys(doc.paths['/api/communities/{slug}/extras'].get.responses).sort()).toEqual(['200', '404']);
      expect(doc.components.schemas.CommunityExtrasDto.required).toEqual(Object.keys(CommunityExtrasSchema.entries));
      expect(doc.paths['/api/events/community/{communityId}'].get.responses['400']).toBeDefined();
      expect(doc.paths['/api/health'].get.responses['503']).toBeDefined();
      // the auth routes: request bodies, response bodies and status codes
      const auth = (path: string, method: string) => doc.paths[path][method];
      expect(auth('/api/register', 'post').requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/RegisterDto');
      expect(Object.keys(auth('/api/register', 'post').responses).sort()).toEqual(['201', '400', '409', '413', '415', '429']);
      expect(auth('/api/register', 'post').responses['201'].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/PublicUserDto',
      );
      expect(auth('/api/login', 'post').requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/LoginDto');
      expect(Object.keys(auth('/api/login', 'post').responses).sort()).toEqual(['200', '400', '401', '415', '429']);
      expect(Object.keys(auth('/api/auth/user', 'get').responses).sort()).toEqual(['200', '401']);
      expect(Object.keys(auth('/api/logout', 'post').responses)).toEqual(['204']);
      expect(Object.keys(auth('/api/logout', 'get').responses)).toEqual(['302']);
      expect(doc.components.schemas.PublicUserDto.required).toEqual(Object.keys(PublicUserSchema.entries));
      // Required: what the body fails without (confirmPassword fails only against a password, so it is not listed).
      expect([...doc.components.schemas.RegisterDto.required].sort()).toEqual(
        ['firstName', 'lastName', 'email', 'password', 'primaryCommunity', 'agreeToTerms'].sort(),
      );
      expect(doc.components.schemas.RegisterDto.properties.agreeToNewsletter).toMatchObject({ type: 'boolean', default: false });
      expect(doc.components.schemas.ValidationErrorDto.properties.errors.additionalProperties).toEqual({ type: 'string' });
      expect(doc.components.securitySchemes.sid).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });

      // the admin creates: body, 201 body, 400 and 401 (the admin session)
      for (const [path, body, dto] of [
        ['/api/events', 'CreateEventDto', 'EventDto'],
        ['/api/articles', 'CreateArticleDto', 'ArticleDto'],
        ['/api/trends', 'CreateTrendDto', 'TrendDto'],
      ]) {
        const op = doc.paths[path].post;
        expect({ path, body: op.requestBody.content['application/json'].schema.$ref }).toEqual({
          path,
          body: `#/components/schemas/${body}`,
        });
        expect({ path, codes: Object.keys(op.responses).sort() }).toEqual({ path, codes: ['201', '400', '401', '415'] });
        expect(op.responses['201'].content['application/json'].schema.$ref).toBe(`#/components/schemas/${dto}`);
        expect(op.security).toEqual([{ sid: [] }]);
      }
      // the public forms: no session, throttled
      for (const [path, body, receipt, codes] of [
        ['/api/event-requests', 'EventRequestDto', 'CreatedIdDto', ['201', '400', '413', '415', '429']],
        ['/api/demo-requests', 'DemoRequestDto', 'DemoRequestReceiptDto', ['201', '400', '413', '415', '429']],
        ['/api/waitlist', 'WaitlistDto', 'WaitlistReceiptDto', ['200', '201', '400', '413', '415', '429']],
      ] as const) {
        const op = doc.paths[path].post;
        expect({ path, body: op.requestBody.content['application/json'].schema.$ref }).toEqual({
          path,
          body: `#/components/schemas/${body}`,
        });
        expect({ path, codes: Object.keys(op.responses).sort() }).toEqual({ path, codes });
        expect(op.responses['201'].content['application/json'].schema.$ref).toBe(`#/components/schemas/${receipt}`);
        expect(op.security).toBeUndefined();
      }
      // the public reads: arrays of the contracts' shapes
      for (const [path, dto, keys] of [
        ['/api/articles', 'ArticleDto', ['id', 'title', 'excerpt', 'content', 'image', 'featured', 'createdAt', 'slug']],
        ['/api/articles/featured', 'ArticleDto', ['id', 'title', 'excerpt', 'content', 'image', 'featured', 'createdAt', 'slug']],
        [
          '/api/trends',
          'TrendDto',
          ['id', 'title', 'discussionCount', 'icon', 'color', 'url', 'discussions', 'engagement', 'source', 'trend_type'],
        ],
        [
          '/api/member-spotlights',
          'MemberSpotlightDto',
          ['id', 'title', 'communityId', 'story', 'aiToolsUsed', 'results', 'featured', 'author'],
        ],
        [
          '/api/challenges',
          'ChallengeDto',
          ['id', 'title', 'communityId', 'description', 'difficulty', 'startDate', 'endDate', 'prize', 'status', 'submissions'],
        ],
        [
          '/api/mentor-profiles',
          'MentorProfileDto',
          [
            'id',
            'userId',
            'communityId',
            'name',
            'expertise',
            'experience',
            'availability',
            'maxMentees',
            'currentMentees',
            'bio',
            'linkedinUrl',
            'rating',
          ],
        ],
        [
          '/api/discussion-categories',
          'DiscussionCategoryDto',
          ['id', 'name', 'description', 'communityId', 'color', 'topics', 'lastActivity'],
        ],
      ] as const) {
        expect(doc.paths[path].get.responses['200'].content['application/json'].schema).toEqual({
          type: 'array',
          items: { $ref: `#/components/schemas/${dto}` },
        });
        expect({ dto, required: doc.components.schemas[dto].required }).toEqual({ dto, required: keys });
      }
    });

    it('/api/docs serves Swagger UI whose scripts all come from files (the CSP allows no inline script)', async () => {
      const res = await http()
        .get('/api/docs')
        .expect(200)
        .expect('content-type', /text\/html/);
      expect(res.text).not.toMatch(/<script>(?!\s*<\/script>)/);
      const scripts = [...res.text.matchAll(/<script src=['"]([^'"]+)['"]/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const src of scripts)
        await http()
          .get(`/api/${src.replace(/^\.\//, '')}`)
          .expect(200);
    });
  });

  // Last: it takes the database away from the running app.
  it('GET /api/health is 503 JSON once the database is gone', async () => {
    await withClient({ connectionString: testServerUrl() }, (c) => c.query(`DROP DATABASE "${t.database.name}" WITH (FORCE)`));
    const res = await http().get('/api/health').expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, message: 'Database is not reachable', error: 'Service Unavailable' });
    // cached public reads keep working without the database
    await http().get('/api/communities').expect(200);
  });
});
