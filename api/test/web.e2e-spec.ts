import fs from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { registration, sidCookie } from './auth-helpers';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

/** shell/dist/mf-remotes.json: where each slice is and which path prefixes it owns. */
const REMOTES = {
  mfe_public: { entry: '/mfe/public/mf-manifest.json', paths: ['/'] },
  mfe_community: { entry: '/mfe/community/mf-manifest.json', paths: ['/community'] },
};
/** A fake shell server build and fake server containers (api/src/web/prerender.ts's inputs): test/fixtures/prerender. */
const PRERENDER_FIXTURES = path.join(__dirname, 'fixtures', 'prerender');

/** A fake build: the shell and one remote, with the file kinds that get different cache headers. */
function writeFixture(root: string) {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX,
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
    'shell/dist/mf-remotes.json': JSON.stringify(REMOTES),
    'shell/dist/images/logo.png': 'png',
    'shell/dist/videos/promo.mp4': 'mp4',
    'shell/dist/.env': 'SECRET=1',
    'mfe-community/dist/remoteEntry.js': 'var community;',
    'mfe-community/dist/mf-manifest.json': '{}',
    'mfe-community/dist/mf-stats.json': '{}',
    'mfe-community/dist/123.0f9e8d7c.js': 'chunk',
    'mfe-community/dist/index.html': '<p>remote</p>',
    // Source maps as a build may leave them: never served (they carry the full sources).
    'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sourcesContent":["shell source"]}',
    'shell/dist/maps/old.map': '{"version":3,"sourcesContent":["shell source"]}',
    'mfe-community/dist/123.0f9e8d7c.js.map': '{"version":3,"sourcesContent":["community source"]}',
    'releases/community/r1/456.1a2b3c4d.js.map': '{"version":3,"sourcesContent":["release source"]}',
    'releases/community/r1/456.1a2b3c4d.js': 'release chunk',
  };
  for (const [file, content] of Object.entries(files)) write(root, file, content);
}

function write(root: string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

/**
 * What the production build writes (compression-webpack-plugin): `<file>.br` and `<file>.gz` next to a text asset.
 * Each variant encodes a text of its own, so a test can tell which file was sent, not only how it was encoded.
 */
const variantText = (file: string, encoding: 'br' | 'gzip' | 'identity') =>
  file.endsWith('.html')
    ? `<!doctype html><html><head><title>${file} as ${encoding}</title></head><body><div id="root"></div></body></html>`
    : `/* ${file} as ${encoding} */`;
function writeCompressedFixture(root: string) {
  const both = [
    'shell/dist/index.html',
    'shell/dist/main.1a2b3c4d.js',
    'shell/dist/styles.0a1b2c3d.css',
    'shell/dist/images/mark.svg',
    'mfe-community/dist/remoteEntry.js',
    'mfe-community/dist/mf-manifest.json',
    'mfe-community/dist/456.1a2b3c4d.js',
    'releases/community/r1/remoteEntry.js',
    'releases/community/r1/456.1a2b3c4d.js',
  ];
  for (const file of both) {
    write(root, file, variantText(file, 'identity'));
    write(root, `${file}.br`, zlib.brotliCompressSync(variantText(file, 'br')));
    write(root, `${file}.gz`, zlib.gzipSync(variantText(file, 'gzip')));
  }
  // The plugin's minRatio can drop the .br of a file and keep its .gz (or the reverse).
  write(root, 'mfe-community/dist/gz-only.1a2b3c4d.js', variantText('mfe-community/dist/gz-only.1a2b3c4d.js', 'identity'));
  write(root, 'mfe-community/dist/gz-only.1a2b3c4d.js.gz', zlib.gzipSync(variantText('mfe-community/dist/gz-only.1a2b3c4d.js', 'gzip')));
  // A source map with the encodings an older build wrote beside it: none of them is ever sent.
  for (const file of [
    'shell/dist/main.1a2b3c4d.js.map',
    'mfe-community/dist/456.1a2b3c4d.js.map',
    'releases/community/r1/456.1a2b3c4d.js.map',
  ]) {
    write(root, file, '{"sourcesContent":["identity"]}');
    write(root, `${file}.br`, zlib.brotliCompressSync('{"sourcesContent":["br"]}'));
    write(root, `${file}.gz`, zlib.gzipSync('{"sourcesContent":["gzip"]}'));
  }
  // Edited in place to roll a slice: anything compressed beside it is stale and must never be sent.
  write(root, 'shell/dist/mf-remotes.json', JSON.stringify(REMOTES));
  write(root, 'shell/dist/mf-remotes.json.br', zlib.brotliCompressSync('{"stale":true}'));
  write(root, 'shell/dist/mf-remotes.json.gz', zlib.gzipSync('{"stale":true}'));
  // A real .gz download (no file beside it that it would encode) is a file like any other.
  write(root, 'shell/dist/downloads/data.csv.gz', zlib.gzipSync('a,b\n1,2\n'));
  // The shell's pre-renderer (api/src/web/prerender.ts): the shell's server build, and the slices' server containers
  // beside their browser builds. One page is pre-rendered (/prerendered); '/' and community pages are left to the
  // browser (prerender: false); any other path names no page (404, plain shell page).
  write(root, 'shell/dist-ssr/render.js', fs.readFileSync(path.join(PRERENDER_FIXTURES, 'render.cjs')));
  const container = (remote: string, routes: string) =>
    `const { container, page } = require(${JSON.stringify(path.join(PRERENDER_FIXTURES, 'container.cjs'))});\n` +
    `module.exports = container(${JSON.stringify(remote)}, ${routes});\n`;
  write(
    root,
    'mfe-public/dist/server/remoteEntry.js',
    container(
      'mfe_public',
      `[
    { path: '/', prerender: false, page: page('home') },
    { path: '/prerendered', title: 'Pre-rendered', prerender: true, page: page('pre-rendered page') },
  ]`,
    ),
  );
  write(
    root,
    'mfe-community/dist/server/remoteEntry.js',
    container('mfe_community', "[{ path: '/community/:slug', prerender: false, page: page('community') }]"),
  );
  // Release fixtures: other releases of the community slice, and names that are not release ids.
  write(root, 'releases/community/r1/mf-manifest.json', '{"name":"mfe_community","release":"r1"}');
  write(root, 'releases/community/a.b/remoteEntry.js', 'not a release id');
  write(root, 'releases/community/.hidden/remoteEntry.js', 'dotfolder');
  write(root, 'releases/secret.txt', 'above the slices');
}

describe('static web serving (e2e)', () => {
  let db: TestDatabase;
  let webRoot: string;
  let emptyRoot: string;
  let compressedRoot: string;
  let built: TestApp;
  let notBuilt: TestApp;
  /** A production-like build: .br and .gz beside the text assets, and releases of a slice. */
  let compressed: TestApp;
  const http = () => request(built.app.getHttpServer());

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-web-'));
    emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-web-empty-'));
    compressedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-web-compressed-'));
    writeFixture(webRoot);
    writeCompressedFixture(compressedRoot);
    db = await freshDatabase();
    built = await startTestApp(db.url, { webRoot });
    notBuilt = await startTestApp(db.url, { webRoot: emptyRoot });
    compressed = await startTestApp(db.url, { webRoot: compressedRoot });
    await compressed.app.listen({ port: 0, host: '127.0.0.1' }); // raw HTTP below: supertest would inflate gzip itself
  });
  afterAll(async () => {
    await built?.close();
    await notBuilt?.close();
    await compressed?.close();
    await db?.drop();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(emptyRoot, { recursive: true, force: true });
    fs.rmSync(compressedRoot, { recursive: true, force: true });
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
      const res = await http()
        .get('/mfe/community/remoteEntry.js')
        .expect(200)
        .expect('content-type', /javascript/);
      expect(res.text).toBe('var community;');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-request-id']).toBeDefined();
    });
  });

  describe('SPA fallback', () => {
    /** The API's JSON 404, where the shell's index.html must not stand in. */
    const expectJson404 = async (url: string) => {
      const res = await http()
        .get(url)
        .expect(404)
        .expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404 });
    };

    it.each(['/community/anything', '/dashboard/entrepreneurs', '/no/such/page', '/community/%F0%9F%98%80'])(
      'GET %s → the shell index.html, 200, no-cache',
      async (url) => {
        const res = await http()
          .get(url)
          .expect(200)
          .expect('content-type', /text\/html/);
        expect(res.text).toBe(INDEX);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each(['/main.deadbeef.js', '/images/communities/missing.svg', '/community/a.b'])(
      'GET %s (a missing file) → JSON 404, not HTML',
      expectJson404,
    );

    it.each([
      '/main.1a2b3c4d.js.map',
      '/maps/old.map',
      '/main.1a2b3c4d.js%2Emap',
      '/mfe/community/123.0f9e8d7c.js.map',
      '/mfe/community/123.0f9e8d7c.js%2emap',
      '/mfe/community/releases/r1/456.1a2b3c4d.js.map',
    ])('GET %s (a source map) → JSON 404, never the sources', async (url) => {
      for (const acceptEncoding of ['identity', 'gzip, deflate, br']) {
        const res = await http().get(url).set('accept-encoding', acceptEncoding);
        expect([url, acceptEncoding, res.status]).toEqual([url, acceptEncoding, 404]);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.text).not.toContain('sourcesContent');
      }
      // the scripts themselves are still served
      await http().get('/mfe/community/releases/r1/456.1a2b3c4d.js').expect(200, 'release chunk');
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
      expectJson404,
    );

    it('a remote folder itself is not listed', async () => {
      // 403 from the static plugin, or 404 when it looked for a pre-compressed index first (index: false): either way JSON, no listing.
      for (const acceptEncoding of ['identity', 'gzip, deflate, br']) {
        const res = await http()
          .get('/mfe/community/')
          .set('accept-encoding', acceptEncoding)
          .expect('content-type', /application\/json/);
        expect([403, 404]).toContain(res.status);
        expect(res.body).toMatchObject({ statusCode: res.status });
      }
    });

    it('unknown /api paths stay JSON 404s, the API still answers', async () => {
      const res = await http()
        .get('/api/x')
        .expect(404)
        .expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      await http().get('/api/communities').expect(200);
    });

    it('HEAD works like GET', async () => {
      const res = await http().head('/community/anything').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('pre-compressed files', () => {
    /** Raw bytes and headers as they went over the wire, no client-side decoding. */
    const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
        const { port } = compressed.app.getHttpServer().address() as AddressInfo;
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    const decode = (raw: Buffer, encoding: unknown) =>
      (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');

    it.each([
      // url, file it is, Content-Type, Cache-Control
      [
        '/main.1a2b3c4d.js',
        'shell/dist/main.1a2b3c4d.js',
        /^application\/javascript; charset=utf-8$/,
        'public, max-age=31536000, immutable',
      ],
      ['/styles.0a1b2c3d.css', 'shell/dist/styles.0a1b2c3d.css', /^text\/css; charset=utf-8$/, 'public, max-age=31536000, immutable'],
      ['/images/mark.svg', 'shell/dist/images/mark.svg', /^image\/svg\+xml/, 'public, max-age=3600'],
      ['/index.html', 'shell/dist/index.html', /^text\/html; charset=utf-8$/, 'no-cache'],
      ['/community/some-slug', 'shell/dist/index.html', /^text\/html; charset=utf-8$/, 'no-cache'],
      ['/', 'shell/dist/index.html', /^text\/html; charset=utf-8$/, 'no-cache'],
      ['/mfe/community/remoteEntry.js', 'mfe-community/dist/remoteEntry.js', /^application\/javascript; charset=utf-8$/, 'no-cache'],
      ['/mfe/community/mf-manifest.json', 'mfe-community/dist/mf-manifest.json', /^application\/json; charset=utf-8$/, 'no-cache'],
      [
        '/mfe/community/456.1a2b3c4d.js',
        'mfe-community/dist/456.1a2b3c4d.js',
        /^application\/javascript; charset=utf-8$/,
        'public, max-age=31536000, immutable',
      ],
      [
        '/mfe/community/releases/r1/remoteEntry.js',
        'releases/community/r1/remoteEntry.js',
        /^application\/javascript; charset=utf-8$/,
        'no-cache',
      ],
      [
        '/mfe/community/releases/r1/456.1a2b3c4d.js',
        'releases/community/r1/456.1a2b3c4d.js',
        /^application\/javascript; charset=utf-8$/,
        'public, max-age=31536000, immutable',
      ],
    ])(
      'GET %s: brotli, else gzip, else the file itself; Vary, type and cache headers of the logical file',
      async (url, file, type, cacheControl) => {
        for (const [acceptEncoding, sent] of [
          ['gzip, deflate, br, zstd', 'br'], // what Chromium sends
          ['br', 'br'],
          ['gzip, deflate', 'gzip'],
          ['br;q=0, gzip', 'gzip'],
          ['*', 'gzip'],
          [undefined, 'identity'],
          ['identity', 'identity'],
          ['deflate', 'identity'],
          ['br;q=0, gzip;q=0', 'identity'],
        ] as const) {
          const res = await get(url, acceptEncoding);
          const what = `${url} with Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
          expect([what, res.status]).toEqual([what, 200]);
          expect([what, res.headers['content-encoding'] ?? 'identity']).toEqual([what, sent]);
          expect([what, decode(res.raw, res.headers['content-encoding'])]).toEqual([what, variantText(file, sent)]);
          expect([what, res.headers['content-type']]).toEqual([what, expect.stringMatching(type)]);
          expect([what, res.headers['cache-control']]).toEqual([what, cacheControl]);
          expect([what, String(res.headers.vary).toLowerCase()]).toEqual([what, expect.stringContaining('accept-encoding')]);
          expect([what, Number(res.headers['content-length'])]).toEqual([what, res.raw.length]);
        }
      },
    );

    it('a pre-rendered page: brotli, else gzip, else the HTML itself, by the same rules', async () => {
      for (const [acceptEncoding, sent] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'gzip'],
        [undefined, 'identity'],
        ['identity', 'identity'],
        ['br;q=0, gzip;q=0', 'identity'],
      ] as const) {
        const what = `/prerendered with Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
        const res = await get('/prerendered', acceptEncoding);
        expect([what, res.status, res.headers['content-encoding'] ?? 'identity']).toEqual([what, 200, sent]);
        const html = decode(res.raw, res.headers['content-encoding']);
        expect([what, html]).toEqual([
          what,
          expect.stringContaining('<div id="root" data-prerendered=""><main>pre-rendered page /prerendered {}</main></div>'),
        ]);
        expect([what, html]).toEqual([what, expect.stringContaining('<title>Pre-rendered | CCI</title>')]);
        expect([what, res.headers['content-type'], res.headers['cache-control']]).toEqual([what, 'text/html; charset=utf-8', 'no-cache']);
        expect([what, String(res.headers.vary).toLowerCase()]).toEqual([what, expect.stringContaining('accept-encoding')]);
        expect([what, res.headers['content-security-policy']]).toEqual([what, expect.stringContaining("default-src 'self'")]);
        expect([what, Number(res.headers['content-length'])]).toEqual([what, res.raw.length]);
      }
    });

    it("a signed-in member's page is rendered for them and stored by no cache; a visitor's never carries a session", async () => {
      const registered = await request(compressed.app.getHttpServer())
        .post('/api/register')
        .set('X-Forwarded-For', '10.9.9.9')
        .send(registration({ firstName: 'Grace' }))
        .expect(201);
      const cookie = `theme=light; ${sidCookie(registered)}`;
      const member = await request(compressed.app.getHttpServer()).get('/prerendered').set('Cookie', cookie).expect(200);
      expect([member.headers['cache-control'], member.headers.vary]).toEqual(['private, no-store', 'Accept-Encoding, Cookie']);
      expect(member.text).toMatch(
        /<script type="application\/json" id="prerendered-data">\{"\/api\/auth\/user":\{[^<]*"firstName":"Grace"/,
      );
      for (const visitorCookie of [undefined, 'sid=s%3Anot-a-session.sig', 'theme=light']) {
        const req = request(compressed.app.getHttpServer()).get('/prerendered');
        if (visitorCookie) void req.set('Cookie', visitorCookie);
        const visitor = await req.expect(200);
        const what = `Cookie: ${visitorCookie ?? '(none)'}`;
        expect([what, visitor.headers['cache-control'], visitor.headers.vary]).toEqual([what, 'no-cache', 'Accept-Encoding, Cookie']);
        expect([what, visitor.text]).toEqual([what, expect.stringContaining('<main>pre-rendered page /prerendered {}</main>')]);
        expect([what, visitor.text]).toEqual([what, expect.not.stringContaining('Grace')]);
      }
    });

    it('a path no slice has a page for: 404 with the plain shell page, in the best encoding accepted', async () => {
      for (const [acceptEncoding, sent] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, 'identity'],
      ] as const) {
        const what = `/no/such/page with Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
        const res = await get('/no/such/page', acceptEncoding);
        expect([what, res.status, res.headers['content-encoding'] ?? 'identity']).toEqual([what, 404, sent]);
        // The plain page the pre-renderer sends is index.html itself (it encodes it once), not a variant beside it.
        expect([what, decode(res.raw, res.headers['content-encoding'])]).toEqual([what, variantText('shell/dist/index.html', 'identity')]);
        expect([what, res.headers['content-type'], res.headers['cache-control']]).toEqual([what, 'text/html; charset=utf-8', 'no-cache']);
      }
    });

    it('a file with only a .gz: gzip when accepted, otherwise the file itself (never brotli it does not have)', async () => {
      const url = '/mfe/community/gz-only.1a2b3c4d.js';
      const file = 'mfe-community/dist/gz-only.1a2b3c4d.js';
      const gz = await get(url, 'br, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decode(gz.raw, 'gzip')).toBe(variantText(file, 'gzip'));
      const plain = await get(url, 'br');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(variantText(file, 'identity'));
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    });

    it('HEAD answers the headers GET would', async () => {
      const res = await get('/community/some-slug', 'br', 'HEAD');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.raw.length).toBe(0);
    });

    it('each encoding has its own validator, so a 304 never swaps one for another', async () => {
      const br = await get('/mfe/community/remoteEntry.js', 'br');
      const gz = await get('/mfe/community/remoteEntry.js', 'gzip');
      const plain = await get('/mfe/community/remoteEntry.js');
      expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    });

    it.each([
      '/main.1a2b3c4d.js.br',
      '/main.1a2b3c4d.js.gz',
      '/index.html.br',
      '/mfe/community/remoteEntry.js.br',
      '/mfe/community/mf-manifest.json.gz',
      '/mfe/community/releases/r1/remoteEntry.js.gz',
      '/mf-remotes.json.br',
    ])('GET %s (an encoding of another file, asked for by name) → JSON 404', async (url) => {
      for (const acceptEncoding of [undefined, 'br, gzip']) {
        const res = await get(url, acceptEncoding);
        expect([url, acceptEncoding, res.status]).toEqual([url, acceptEncoding, 404]);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
    });

    it.each(['/main.1a2b3c4d.js.map', '/mfe/community/456.1a2b3c4d.js.map', '/mfe/community/releases/r1/456.1a2b3c4d.js.map'])(
      'GET %s (a source map with .br and .gz beside it), by name or encoded → JSON 404',
      async (url) => {
        for (const name of [url, `${url}.br`, `${url}.gz`]) {
          for (const acceptEncoding of [undefined, 'br', 'gzip', 'gzip, deflate, br']) {
            const res = await get(name, acceptEncoding);
            expect([name, acceptEncoding, res.status]).toEqual([name, acceptEncoding, 404]);
            expect(res.headers['content-type']).toMatch(/application\/json/);
          }
        }
      },
    );

    it('a .gz that encodes no file beside it is an ordinary file', async () => {
      const res = await get('/downloads/data.csv.gz', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(zlib.gunzipSync(res.raw).toString()).toBe('a,b\n1,2\n');
    });

    it('mf-remotes.json is always the file itself, never a stale .br / .gz beside it', async () => {
      for (const acceptEncoding of [undefined, 'br', 'gzip', 'gzip, deflate, br']) {
        const res = await get('/mf-remotes.json', acceptEncoding);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(JSON.parse(res.raw.toString())).toEqual(REMOTES);
      }
    });
  });

  describe('releases: other builds of a slice beside the current one', () => {
    const http = () => request(compressed.app.getHttpServer());
    it('/mfe/<slice>/releases/<id>/ serves <webRoot>/releases/<slice>/<id>/', async () => {
      const res = await http()
        .get('/mfe/community/releases/r1/mf-manifest.json')
        .expect(200)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual({ name: 'mfe_community', release: 'r1' });
      expect(res.headers['cache-control']).toBe('no-cache');
      // the current build is still there, unchanged
      await http()
        .get('/mfe/community/remoteEntry.js')
        .set('accept-encoding', 'identity')
        .expect(200, variantText('mfe-community/dist/remoteEntry.js', 'identity'));
    });

    it.each([
      '/mfe/community/releases/',
      '/mfe/community/releases/r1',
      '/mfe/community/releases/r2/remoteEntry.js', // no such release
      '/mfe/public/releases/r1/remoteEntry.js', // r1 is a release of community only
      '/mfe/community/releases/a.b/remoteEntry.js', // exists on disk, but 'a.b' is not a release id
      '/mfe/community/releases/.hidden/remoteEntry.js',
      '/mfe/community/releases/%2Ehidden/remoteEntry.js',
      '/mfe/community/releases/..%2Fsecret.txt',
      '/mfe/community/releases/r1/..%2F..%2Fsecret.txt',
      '/mfe/admin/releases/..%2Fcommunity%2Fr1%2FremoteEntry.js',
      '/mfe/community/releases/r1/%2E%2E/%2E%2E/secret.txt',
      '/mfe/releases/community/r1/remoteEntry.js',
      '/releases/community/r1/remoteEntry.js',
    ])('GET %s → a JSON 4xx, never a file', async (url) => {
      const res = await http().get(url);
      expect([url, res.status]).toEqual([url, expect.any(Number)]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.text).not.toMatch(/above the slices|not a release id|dotfolder|as identity/);
    });

    it('a release folder itself is not listed', async () => {
      const res = await http().get('/mfe/community/releases/r1/');
      expect([403, 404]).toContain(res.status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });
  });

  describe('front end not built', () => {
    it('/ answers a JSON 404 that says to build', async () => {
      const res = await request(notBuilt.app.getHttpServer())
        .get('/')
        .expect(404)
        .expect('content-type', /application\/json/);
      expect(res.body).toEqual({ statusCode: 404, message: 'The front end is not built: run `npm run build`', error: 'Not Found' });
      await request(notBuilt.app.getHttpServer()).get('/community/x').expect(404);
      await request(notBuilt.app.getHttpServer()).get('/mfe/community/remoteEntry.js').expect(404);
      await request(notBuilt.app.getHttpServer()).get('/api/communities').expect(200);
    });
  });
});
