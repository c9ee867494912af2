import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

/** A fake build: the shell and one remote, with the file kinds that get different cache headers. */
function writeFixture(root: string) {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX,
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
    'shell/dist/mf-remotes.json': '{"community":"/mfe/community/mf-manifest.json"}',
    'shell/dist/images/logo.png': 'png',
    'shell/dist/videos/promo.mp4': 'mp4',
    'shell/dist/.env': 'SECRET=1',
    'mfe-community/dist/remoteEntry.js': 'var community;',
    'mfe-community/dist/mf-manifest.json': '{}',
    'mfe-community/dist/mf-stats.json': '{}',
    'mfe-community/dist/123.0f9e8d7c.js': 'chunk',
    'mfe-community/dist/index.html': '<p>remote</p>',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

describe('static web serving (e2e)', () => {
  let db: TestDatabase;
  let webRoot: string;
  let emptyRoot: string;
  let built: TestApp;
  let notBuilt: TestApp;
  const http = () => request(built.app.getHttpServer());

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-web-'));
    emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-web-empty-'));
    writeFixture(webRoot);
    db = await freshDatabase();
    built = await startTestApp(db.url, { webRoot });
    notBuilt = await startTestApp(db.url, { webRoot: emptyRoot });
  });
  afterAll(async () => {
    await built?.close();
    await notBuilt?.close();
    await db?.drop();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(emptyRoot, { recursive: true, force: true });
  });

  describe('cache headers', () => {
    it.each([
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/mf-remotes.json', 'no-cache'],
      ['/mfe/community/remoteEntry.js', 'no-cache'],
      ['/mfe/community/mf-manifest.json', 'no-cache'],
      ['/mfe/community/mf-stats.json', 'no-cache'],
      ['/mfe/community/index.html', 'no-cache'],
      ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
      ['/mfe/community/123.0f9e8d7c.js', 'public, max-age=31536000, immutable'],
      ['/images/logo.png', 'public, max-age=3600'],
      ['/videos/promo.mp4', 'public, max-age=3600'],
    ])('GET %s → 200, Cache-Control: %s', async (url, cacheControl) => {
      const res = await http().get(url).expect(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
    });

    it('serves the file contents with the right type, and helmet + request id on static responses too', async () => {
      const res = await http().get('/mfe/community/remoteEntry.js').expect(200).expect('content-type', /javascript/);
      expect(res.text).toBe('var community;');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-request-id']).toBeDefined();
    });
  });

  describe('SPA fallback', () => {
    it.each(['/community/anything', '/dashboard/entrepreneurs', '/no/such/page', '/community/%F0%9F%98%80'])(
      'GET %s → the shell index.html, 200, no-cache',
      async (url) => {
        const res = await http().get(url).expect(200).expect('content-type', /text\/html/);
        expect(res.text).toBe(INDEX);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each(['/main.deadbeef.js', '/images/communities/missing.svg', '/community/a.b'])('GET %s (a missing file) → JSON 404, not HTML', async (url) => {
      const res = await http().get(url).expect(404).expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404 });
    });

    it('does not escape the shell folder', async () => {
      const res = await http().get('/..%2F..%2F..%2Fetc%2Fpasswd').expect(200);
      expect(res.text).toBe(INDEX);
    });

    it('never serves dotfiles', async () => {
      const res = await http().get('/.env');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('SECRET');
    });

    it('a malformed URL is a JSON 400, not the shell', async () => {
      const res = await http().get('/%E0%A4%A').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it.each(['/mfe/community/missing.js', '/mfe/unknown/remoteEntry.js', '/mfe', '/mfe/community/..%2F..%2Fshell%2Fdist%2Findex.html'])(
      'GET %s → JSON 404, not the shell',
      async (url) => {
        const res = await http().get(url).expect(404).expect('content-type', /application\/json/);
        expect(res.body).toMatchObject({ statusCode: 404 });
      },
    );

    it('a remote folder itself is not listed', async () => {
      const res = await http().get('/mfe/community/').expect(403).expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 403 });
    });

    it('unknown /api paths stay JSON 404s, the API still answers', async () => {
      const res = await http().get('/api/x').expect(404).expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      await http().get('/api/communities').expect(200);
    });

    it('HEAD works like GET', async () => {
      const res = await http().head('/community/anything').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('front end not built', () => {
    it('/ answers a JSON 404 that says to build', async () => {
      const res = await request(notBuilt.app.getHttpServer()).get('/').expect(404).expect('content-type', /application\/json/);
      expect(res.body).toEqual({ statusCode: 404, message: 'The front end is not built: run `npm run build`', error: 'Not Found' });
      await request(notBuilt.app.getHttpServer()).get('/community/x').expect(404);
      await request(notBuilt.app.getHttpServer()).get('/mfe/community/remoteEntry.js').expect(404);
      await request(notBuilt.app.getHttpServer()).get('/api/communities').expect(200);
    });
  });
});
