import { UPLOAD_MESSAGES, type UploadedImage } from '@cci/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { member } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

/** A PNG whose header claims `width` × `height` pixels around a few bytes of data: what a decompression bomb looks like. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))), // one row of the billions claimed
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads (e2e)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-uploads-'));
  const t = memberAppForThisBlock({ ADMIN_PASSWORD, UPLOADS_DIR: dir });
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const upload = (bytes: Buffer, filename: string, contentType: string, cookie = admin) =>
    t.http().post('/api/admin/uploads').set('Cookie', cookie).attach('file', bytes, { filename, contentType });

  it('a photo: re-encoded to WebP and AVIF at each width up to its own, EXIF gone, served immutable; the same bytes are stored once', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4f46e5' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF-OWNER', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo, 'holiday.jpg', 'image/jpeg').expect(201);
    const image = res.body as UploadedImage;
    expect(image).toMatchObject({ width: 1200, height: 800, src: `/uploads/${image.id}.480-960/960.webp` });
    expect(image.variants.map((v) => `${v.width} ${v.type}`).sort()).toEqual([
      '480 image/avif',
      '480 image/webp',
      '960 image/avif',
      '960 image/webp',
    ]);
    for (const v of image.variants) {
      const got = await t.http().get(v.src).buffer(true).expect(200);
      expect(got.headers['content-type']).toBe(v.type);
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(got.body as Buffer).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
      expect((got.body as Buffer).includes('SECRET-EXIF-OWNER')).toBe(false);
    }
    const again = (await upload(photo, 'copy.png', 'image/png').expect(201)).body as UploadedImage;
    expect(again.src).toBe(image.src);
    // A narrow image keeps its own width.
    const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    expect(((await upload(icon, 'icon.png', 'image/png').expect(201)).body as UploadedImage).variants.map((v) => v.width)).toEqual([
      64, 64,
    ]);
  });

  it('the type is told by the bytes: a fake extension, HTML sent as image/png and JSON are refused (415)', async () => {
    expect((await upload(Buffer.from('just some text, honestly'), 'photo.png', 'image/png').expect(415)).body.message).toBe(
      UPLOAD_MESSAGES.type,
    );
    await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png').expect(415);
    await t.http().post('/api/admin/uploads').set('Cookie', admin).send({ file: 'x' }).expect(415);
    // A PNG signature on garbage: sniffed as PNG, refused when decoded.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);
    await upload(fake, 'x.png', 'image/png').expect(415);
    await t.http().post('/api/admin/uploads').set('Cookie', admin).field('other', 'x').expect(400);
  });

  it('over 5 MB is 413 before it is all read; a decompression bomb is 413 before it is inflated', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]);
    expect((await upload(big, 'big.jpg', 'image/jpeg').expect(413)).body.message).toBe(UPLOAD_MESSAGES.tooLarge);
    const bomb = claimedPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect((await upload(bomb, 'bomb.png', 'image/png').expect(413)).body.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it('a polyglot (a GIF with a script after its end) is re-encoded: the payload is never served', async () => {
    const gif = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#e11d48' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert("polyglot")</script>')]);
    const image = (await upload(polyglot, 'cat.gif', 'image/gif').expect(201)).body as UploadedImage;
    for (const v of image.variants) {
      const got = await t.http().get(v.src).buffer(true).expect(200);
      expect((got.body as Buffer).includes('polyglot')).toBe(false);
    }
  });

  it('only admins upload (a member 403, a visitor 401); unknown or malformed names are 404', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const m = await member(t);
    await upload(png, 'a.png', 'image/png', m.cookie).expect(403);
    await t.http().post('/api/admin/uploads').attach('file', png, { filename: 'a.png', contentType: 'image/png' }).expect(401);
    await t
      .http()
      .get(`/uploads/${'a'.repeat(64)}.480/480.webp`)
      .expect(404);
    await t.http().get('/uploads/..%2F..%2Fetc/passwd').expect(404);
    await t.http().get('/uploads/x/y.webp').expect(404);
  });
});
