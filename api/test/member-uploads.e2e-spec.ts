import {
  AccountExportSchema,
  DISCUSSION_MESSAGES,
  MEMBER_UPLOADS_PER_DAY,
  RULE_BOOK,
  RULE_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadedImage,
} from '@cci/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { hashPassword } from '../src/users/password';
import { type Member, member } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

/** A small PNG of one colour: `seed` makes its bytes (and so its content hash) its own. */
const png = (seed: number, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 90 } } })
    .png()
    .toBuffer();

describe('member uploads: POST /api/uploads (e2e)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-member-uploads-'));
  const t = memberAppForThisBlock({ UPLOADS_DIR: dir });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const upload = (bytes: Buffer, cookie?: string, filename = 'screenshot.png', contentType = 'image/png') => {
    const req = t.http().post('/api/uploads');
    return (cookie ? req.set('Cookie', cookie) : req).attach('file', bytes, { filename, contentType });
  };
  const rows = async (m: Member) =>
    (await t.dataSource.query('SELECT src, width, height FROM member_uploads WHERE user_id = $1 ORDER BY id', [m.id])) as {
      src: string | null;
    }[];
  /** Uploads made `hoursAgo` hours ago, straight into the table (the quota's count). */
  const past = (m: Member, count: number, hoursAgo = 1) =>
    t.dataSource.query(
      `INSERT INTO member_uploads (user_id, src, width, height, created_at)
       SELECT $1, '/uploads/x', 1, 1, now() - make_interval(hours => $3) FROM generate_series(1, $2)`,
      [m.id, count, hoursAgo],
    );

  it('a verified member uploads a screenshot: the staff pipeline (WebP and AVIF at its widths, EXIF gone), one row', async () => {
    const ada = await member(t);
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'SECRET-EXIF-OWNER' } })
      .toBuffer();
    const image = (await upload(photo, ada.cookie, 'shot.jpg', 'image/jpeg').expect(201)).body as UploadedImage;
    expect(image).toMatchObject({ width: 1000, height: 500, src: `/uploads/${image.id}.480-960/960.webp` });
    expect(image.variants.map((x) => `${x.width} ${x.type}`).sort()).toEqual([
      '480 image/avif',
      '480 image/webp',
      '960 image/avif',
      '960 image/webp',
    ]);
    for (const variant of image.variants) {
      const got = await t.http().get(variant.src).buffer(true).expect(200);
      expect(got.headers['content-type']).toBe(variant.type);
      expect((got.body as Buffer).includes('SECRET-EXIF-OWNER')).toBe(false);
    }
    expect(await rows(ada)).toEqual([{ src: image.src, width: 1000, height: 500 }]);
  });

  it('a visitor is 401, an unverified member 403 with what to do; nothing is stored', async () => {
    const bytes = await png(1);
    expect((await upload(bytes).expect(401)).body.message).toBe(DISCUSSION_MESSAGES.signIn);
    const unverified = await member(t, { verified: false });
    const res = await upload(bytes, unverified.cookie).expect(403);
    expect(res.body.message).toBe(RULE_MESSAGES.unverified('uploadImage'));
    expect(res.body.message).toBe('Confirm your e-mail address to add images to your posts: we sent you a link');
    expect(await rows(unverified)).toEqual([]);
  });

  it('not an image is 415, over 5 MB is 413, no file is 400: a refused upload takes no place in the quota', async () => {
    const bo = await member(t);
    expect((await upload(Buffer.from('just some text, honestly'), bo.cookie).expect(415)).body.message).toBe(UPLOAD_MESSAGES.type);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await upload(svg, bo.cookie, 'x.svg', 'image/svg+xml').expect(415);
    await t.http().post('/api/uploads').set('Cookie', bo.cookie).send({ file: 'x' }).expect(415);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]);
    expect((await upload(big, bo.cookie, 'big.jpg', 'image/jpeg').expect(413)).body.message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect((await t.http().post('/api/uploads').set('Cookie', bo.cookie).field('other', 'x').expect(400)).body.message).toBe(
      UPLOAD_MESSAGES.missing,
    );
    expect(await rows(bo)).toEqual([]);
  });

  it('hostile names and headers change nothing: the file is stored by its hash, whatever it claims to be', async () => {
    const cy = await member(t);
    const bytes = await png(2);
    const image = (await upload(bytes, cy.cookie, '../../etc/passwd<script>.html', 'text/html').expect(201)).body as UploadedImage;
    expect(image.src).toMatch(/^\/uploads\/[0-9a-f]{64}\.40\/40\.webp$/);
    expect(fs.existsSync(path.join(dir, '..', 'etc'))).toBe(false);
    // A GIF with a script after its end: re-encoded, the script never served.
    const gif = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#e11d48' } })
      .gif()
      .toBuffer();
    const polyglot = (
      await upload(Buffer.concat([gif, Buffer.from('<script>alert("x")</script>')]), cy.cookie, 'cat.gif', 'image/gif').expect(201)
    ).body as UploadedImage;
    for (const variant of polyglot.variants) {
      expect(((await t.http().get(variant.src).buffer(true).expect(200)).body as Buffer).includes('alert')).toBe(false);
    }
  });

  it(`the daily quota: ${MEMBER_UPLOADS_PER_DAY} in any 24 hours, then 429 with Retry-After; parallel uploads never pass it`, async () => {
    const di = await member(t);
    await past(di, 3, 30); // yesterday's: not counted
    await past(di, MEMBER_UPLOADS_PER_DAY - 2, 5);
    const images = await Promise.all([3, 4, 5, 6, 7, 8].map((seed) => png(seed)));
    const answers = await Promise.all(images.map((bytes) => upload(bytes, di.cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(`${UPLOAD_MESSAGES.quota} Please try again in 19 hours.`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(18 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(19 * 3600);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM member_uploads WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
      [di.id],
    );
    expect(n).toBe(MEMBER_UPLOADS_PER_DAY);
    // Another member's quota is their own.
    await upload(images[0], (await member(t)).cookie).expect(201);
  });

  it('the export lists the member’s uploads; deleting the account deletes the rows and keeps the shared files', async () => {
    const ed = await member(t);
    const image = (await upload(await png(9, 20, 10), ed.cookie).expect(201)).body as UploadedImage;
    const data = v.parse(AccountExportSchema, (await t.http().get('/api/me/export').set('Cookie', ed.cookie).expect(200)).body);
    expect(data.discussions.uploads).toEqual([{ src: image.src, width: 20, height: 10, createdAt: expect.any(String) }]);
    await t.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [ed.id, await hashPassword('a long enough password 24')]);
    await t.http().delete('/api/me').set('Cookie', ed.cookie).send({ password: 'a long enough password 24' }).expect(204);
    expect(await rows(ed)).toEqual([]);
    await t.http().get(image.src).expect(200);
  });

  it('is in the OpenAPI document under one tag, and in the rule book for verified members', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown>; requestBody?: { content: object } }>>;
    };
    const op = doc.paths['/api/uploads'].post;
    expect(op.tags).toEqual(['uploads']);
    expect(Object.keys(op.responses).sort()).toEqual(['201', '401', '403', '413', '415', '429']);
    expect(Object.keys(op.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(RULE_BOOK.uploadImage).toMatchObject({ needs: 'verified' });
  });
});
