import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import type { DataSource, Repository } from 'typeorm';
import { createApp } from '../src/app.factory';
import { CommunitiesService } from '../src/communities/communities.service';
import { CommunityEntity } from '../src/communities/community.entity';
import { SLOW_REQUEST_MS } from '../src/common/logging';
import { parseConfig } from '../src/config/config';
import { openDatabase } from '../src/database/open-database';
import { SEED_COMMUNITIES } from '../src/database/seed/seed-data';
import { registration, sidCookie } from './auth-helpers';
import { REPO_ROOT } from '../src/common/paths';
import { shellInlineScriptHashes } from '../src/web/inline-scripts';
import { freshDatabase, TEST_SESSION_SECRET, type TestDatabase } from './support';

/**
 * The scripts the site's CSP allows: its own files, and the inline early-input capture of the built shell page by its
 * hash (none when the shell is not built). The hash itself is checked in src/web/inline-scripts.spec.ts.
 */
const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
const SCRIPT_SRC = ["'self'", ...shellInlineScriptHashes(REPO_ROOT).map((hash) => `'${hash}'`)].join(' ');

/** The security headers of every response (helmet 8's set, with the site CSP and X-Frame-Options: DENY). */
const SECURITY_HEADERS = {
  'content-security-policy':
    `default-src 'self';script-src ${SCRIPT_SRC};style-src 'self' 'unsafe-inline';img-src 'self' data:;media-src 'self';font-src 'self' data:;` +
    "connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, headers[name]]));

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  context?: string;
}
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

describe('public reads: served from memory, invalidated by writes, same headers and logs (e2e)', () => {
  it("names the built shell's inline capture script by its one hash (a built shell has exactly one inline script)", () => {
    const built = fs.existsSync(SHELL_INDEX) && fs.readFileSync(SHELL_INDEX, 'utf8').includes('__cciEarly');
    expect(SCRIPT_SRC).toMatch(built ? /^'self' 'sha256-[A-Za-z0-9+/]+=*'$/ : /^'self'$/);
  });

  let db: TestDatabase;
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let communities: Repository<CommunityEntity>;
  const logs: string[] = [];
  const http = () => request(app.getHttpServer());
  const lines = (): LogLine[] => logs.map((l) => JSON.parse(l) as LogLine);
  const requestLines = (reqId: string) => lines().filter((l) => l.reqId === reqId && l.msg === 'request completed');

  beforeAll(async () => {
    db = await freshDatabase();
    // The real app at LOG_LEVEL=debug, its log lines captured.
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'debug' });
    ({ dataSource } = await openDatabase(db.url));
    app = await createApp({ config, dataSource, logger: pino({ level: 'debug', base: undefined }, sink) });
    communities = dataSource.getRepository(CommunityEntity);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  describe('responses', () => {
    it('GET /api/communities: 200, the JSON, and only the headers it had before the cache (no cookie, no ETag)', async () => {
      const res = await http().get('/api/communities').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual(SEED_COMMUNITIES.map((c, i) => ({ id: i + 1, ...c })));
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      const names = Object.keys(res.headers).filter((h) => !['connection', 'keep-alive', 'date'].includes(h));
      expect(names.sort()).toEqual(['content-length', 'content-type', 'x-request-id', ...Object.keys(SECURITY_HEADERS)].sort());
    });

    it.each([
      ['a public read', 'get', '/api/communities', 200],
      ['a community', 'get', '/api/communities/entrepreneurs', 200],
      ['an unknown slug', 'get', '/api/communities/no-such-community', 404],
      ['an unknown API path', 'get', '/api/nothing-here', 404],
      ['a malformed URL (rejected by the router, before any hook)', 'get', '/api/communities/%E0%A4%A', 400],
      ['an over-long slug', 'get', `/api/communities/${'a'.repeat(5000)}`, 404],
      ['a session route, signed out', 'get', '/api/auth/user', 401],
      ['a write that is not allowed', 'post', '/api/events', 401],
      ['the OpenAPI document', 'get', '/api/docs-json', 200],
      ['a page of the site', 'get', '/community/entrepreneurs', undefined],
    ] as const)('the security headers on %s (%s %s)', async (_what, method, url, status) => {
      const res = await http()[method](url);
      if (status !== undefined) expect(res.status).toBe(status);
      expect(securityHeadersOf(res.headers)).toEqual(SECURITY_HEADERS);
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    });

    it('the same answer whether the Nest handler or the cached fast path serves it', async () => {
      // What the Nest handlers call (the handlers themselves were bound when the routes were declared).
      const service = app.get(CommunitiesService);
      const list = jest.spyOn(service, 'listJson');
      const bySlug = jest.spyOn(service, 'bySlugJson');
      try {
        service.invalidate();
        const cold = [await http().get('/api/communities').expect(200), await http().get('/api/communities/creatives').expect(200)];
        expect(list).toHaveBeenCalledTimes(1); // nothing in memory: Nest's handler builds it
        const warm = [await http().get('/api/communities').expect(200), await http().get('/api/communities/creatives').expect(200)];
        expect(list).toHaveBeenCalledTimes(1); // answered from memory
        expect(bySlug).toHaveBeenCalledTimes(0);
        const shape = (res: request.Response) => ({
          status: res.status,
          text: res.text,
          headers: { ...res.headers, date: undefined, 'x-request-id': undefined },
        });
        expect(warm.map(shape)).toEqual(cold.map(shape));
        // A slug that is not cached still reaches the handler (404); one that cannot be a slug is refused there.
        await http().get('/api/communities/no-such-community').expect(404);
        expect(bySlug).toHaveBeenCalledTimes(1);
        await http().get('/api/communities/Creatives').expect(404);
        await http().get('/api/communities/creatives%20').expect(404);
      } finally {
        list.mockRestore();
        bySlug.mockRestore();
      }
    });

    it('HEAD: the headers of the GET, no body', async () => {
      const get = await http().get('/api/communities/entrepreneurs').expect(200);
      const head = await http().head('/api/communities/entrepreneurs').expect(200);
      expect(head.text ?? '').toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(securityHeadersOf(head.headers)).toEqual(SECURITY_HEADERS);
    });

    it('an unknown slug: the JSON 404, as before', async () => {
      const res = await http()
        .get('/api/communities/no-such-community')
        .expect(404)
        .expect('content-type', 'application/json; charset=utf-8');
      expect(res.body).toEqual({ statusCode: 404, message: 'Community not found', error: 'Not Found' });
    });
  });

  describe('the cache follows every write to the communities table', () => {
    const community = (slug: string, name = `Community ${slug}`) => ({
      slug,
      name,
      description: `About ${slug}`,
      image: `/images/communities/${slug}.svg`,
      icon: 'rocket',
      color: '#123456',
      memberCount: 5,
    });
    const list = async () =>
      (await http().get('/api/communities').expect(200)).body as { id: number; slug: string; name: string; memberCount: number }[];
    const one = (slug: string) => http().get(`/api/communities/${slug}`);
    /** Both reads answered from memory first, so a write has something to invalidate. */
    const warm = async (slug: string) => {
      await list();
      await one(slug);
    };

    it('an insert (repository): in the list and by slug at the next read', async () => {
      await warm('robotics');
      await one('robotics').expect(404);
      await communities.insert(community('robotics'));
      const created = (await list()).find((c) => c.slug === 'robotics');
      expect(created).toMatchObject({ slug: 'robotics', name: 'Community robotics' });
      expect((await one('robotics').expect(200)).body).toEqual({ id: created!.id, ...community('robotics') });
    });

    it('an update (repository, query builder, save of a loaded entity): the new values at the next read', async () => {
      await communities.insert(community('poets'));
      await warm('poets');
      await communities.update({ slug: 'poets' }, { name: 'Poets' });
      expect((await one('poets').expect(200)).body.name).toBe('Poets');

      await warm('poets');
      await dataSource
        .createQueryBuilder()
        .update(CommunityEntity)
        .set({ memberCount: 42 })
        .where('slug = :slug', { slug: 'poets' })
        .execute();
      expect((await list()).find((c) => c.slug === 'poets')?.memberCount).toBe(42);

      await warm('poets');
      const entity = await communities.findOneByOrFail({ slug: 'poets' });
      entity.name = 'Poets & Writers';
      await communities.save(entity); // in a transaction of its own
      expect((await one('poets').expect(200)).body.name).toBe('Poets & Writers');
      expect((await list()).find((c) => c.slug === 'poets')?.name).toBe('Poets & Writers');
    });

    it('a delete (repository, query builder): gone from the list, 404 by slug', async () => {
      await communities.insert([community('gone-1'), community('gone-2')]);
      await one('gone-1').expect(200);
      await one('gone-2').expect(200);
      await communities.delete({ slug: 'gone-1' });
      await one('gone-1').expect(404);
      expect((await list()).map((c) => c.slug)).not.toContain('gone-1');

      await list();
      await dataSource.createQueryBuilder().delete().from(CommunityEntity).where('slug = :slug', { slug: 'gone-2' }).execute();
      await one('gone-2').expect(404);
      expect((await list()).map((c) => c.slug)).not.toContain('gone-2');
    });

    it('a write in a transaction: a read before the commit still sees (and caches) the old row; the commit invalidates again', async () => {
      await communities.insert(community('late'));
      await warm('late');
      await dataSource.transaction(async (em) => {
        await em.insert(CommunityEntity, community('late-2'));
        await em.update(CommunityEntity, { slug: 'late' }, { name: 'Committed later' });
        // After the last write, on another connection, before the commit: the old rows, cached again.
        expect((await one('late').expect(200)).body.name).toBe('Community late');
        await one('late-2').expect(404);
      });
      expect((await one('late').expect(200)).body.name).toBe('Committed later');
      expect((await list()).map((c) => c.slug)).toEqual(expect.arrayContaining(['late', 'late-2']));
    });

    it('a rolled-back transaction changes nothing', async () => {
      await communities.insert(community('kept'));
      await one('kept').expect(200);
      await expect(
        dataSource.transaction(async (em) => {
          await em.update(CommunityEntity, { slug: 'kept' }, { name: 'Never' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await one('kept').expect(200)).body.name).toBe('Community kept');
    });

    it('without writes, reads do not touch the database', async () => {
      await warm('entrepreneurs');
      const queries = jest.spyOn(dataSource, 'query');
      const runner = jest.spyOn(dataSource, 'createQueryRunner');
      try {
        for (let i = 0; i < 5; i++) {
          await list();
          await one('entrepreneurs').expect(200);
          await one('no-such-community').expect(404);
        }
        expect(runner).not.toHaveBeenCalled();
        expect(queries).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
        runner.mockRestore();
      }
    });
  });

  describe('request logs', () => {
    it('one line per request, when it completes, with the request id also sent as x-request-id', async () => {
      await http().get('/api/communities').set('x-request-id', 'log-read-1').expect(200);
      expect(requestLines('log-read-1')).toEqual([
        expect.objectContaining({
          level: LEVEL.debug,
          req: { method: 'GET', url: '/api/communities' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(lines().filter((l) => l.reqId === 'log-read-1')).toHaveLength(1); // no "incoming request" line
    });

    it('client errors at warn, on every path the request can take (handler, unknown route, router)', async () => {
      await http().get('/api/communities/nope').set('x-request-id', 'log-404').expect(404);
      await http().get('/api/not-a-route').set('x-request-id', 'log-404-route').expect(404);
      await http().get('/api/communities/%E0%A4%A').set('x-request-id', 'log-400').expect(400);
      for (const [id, statusCode] of [
        ['log-404', 404],
        ['log-404-route', 404],
        ['log-400', 400],
      ] as const) {
        expect({ id, lines: requestLines(id) }).toEqual({
          id,
          lines: [expect.objectContaining({ level: LEVEL.warn, res: { statusCode } })],
        });
      }
    });

    it('writes and session routes at info, without the cookie', async () => {
      const reg = await http().post('/api/register').set('x-request-id', 'log-register').send(registration()).expect(201);
      const cookie = sidCookie(reg);
      await http().get('/api/auth/user').set('Cookie', cookie).set('x-request-id', 'log-me').expect(200);
      // info, unless the machine was so busy that the answer took SLOW_REQUEST_MS (argon2 on a loaded CI box): then warn.
      const infoUnlessSlow = (reqId: string) => {
        const [line] = requestLines(reqId);
        return (line?.responseTime ?? 0) >= SLOW_REQUEST_MS ? LEVEL.warn : LEVEL.info;
      };
      expect(requestLines('log-register')).toEqual([
        expect.objectContaining({
          level: infoUnlessSlow('log-register'),
          req: { method: 'POST', url: '/api/register' },
          res: { statusCode: 201 },
        }),
      ]);
      expect(requestLines('log-me')).toEqual([
        expect.objectContaining({
          level: infoUnlessSlow('log-me'),
          req: { method: 'GET', url: '/api/auth/user' },
          res: { statusCode: 200 },
        }),
      ]);
      const value = cookie.split('=')[1];
      expect(logs.filter((l) => l.includes(value))).toEqual([]);
    });

    it("Nest's own logs go through the same logger", () => {
      expect(lines().some((l) => l.context === 'RouterExplorer' && /Mapped \{\/api\/communities, GET\}/.test(l.msg))).toBe(true);
    });
  });
});
