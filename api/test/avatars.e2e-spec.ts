import {
  AccountExportSchema,
  type Account,
  AVATAR_SIZES,
  avatarSrcSet,
  type Leaderboard,
  type MemberProfile,
  MEMBER_UPLOADS_PER_DAY,
  RULE_MESSAGES,
  type ThreadPage,
  UPLOAD_MESSAGES,
} from '@cci/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { hashPassword } from '../src/users/password';
import { member, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

/** A photo of two halves (left red, right blue), `width` × `height`, with EXIF that must not survive. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#dc2626' } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#2563eb' } },
        left: Math.floor(width / 2),
        top: 0,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Artist: 'SECRET-EXIF-OWNER' } })
    .toBuffer();

describe('avatars: PUT/DELETE /api/me/avatar (e2e)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-avatars-'));
  const t = memberAppForThisBlock({ UPLOADS_DIR: dir });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const put = (bytes: Buffer, cookie?: string, contentType = 'image/jpeg') => {
    const req = t.http().put('/api/me/avatar');
    return (cookie ? req.set('Cookie', cookie) : req).attach('file', bytes, { filename: 'me.jpg', contentType });
  };
  const stored = async (id: number) =>
    ((await t.dataSource.query('SELECT avatar FROM users WHERE id = $1', [id])) as { avatar: string | null }[])[0].avatar;

  it('a verified member sets a photo: a centred square at 48, 96 and 256 px, WebP and AVIF, EXIF gone; on their account', async () => {
    const ada = await member(t);
    const res = await put(await photo(900, 600), ada.cookie).expect(200);
    const avatar = res.body.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/[0-9a-f]{64}\.48-96-256\/256\.webp$/);
    expect(
      avatarSrcSet(avatar)
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['48w', '96w', '256w']);
    for (const size of AVATAR_SIZES) {
      for (const format of ['webp', 'avif']) {
        const got = await t
          .http()
          .get(avatar.replace('/256.webp', `/${size}.${format}`))
          .buffer(true)
          .expect(200);
        expect(got.headers['content-type']).toBe(`image/${format}`);
        const body = got.body as Buffer;
        expect(body.includes('SECRET-EXIF-OWNER')).toBe(false);
        const meta = await sharp(body).metadata();
        expect([meta.width, meta.height]).toEqual([size, size]);
      }
    }
    // Cropped, not squeezed: the square's centre column is where the halves meet, its left edge still red.
    const { data, info } = await sharp((await t.http().get(avatar).buffer(true)).body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => data.subarray((128 * info.width + x) * info.channels, (128 * info.width + x) * info.channels + 3);
    expect(at(4)[0]).toBeGreaterThan(180);
    expect(at(251)[2]).toBeGreaterThan(180);
    expect(await stored(ada.id)).toBe(avatar);
    expect(((await t.http().get('/api/me').set('Cookie', ada.cookie).expect(200)).body as Account).avatar).toBe(avatar);
    // Counted as one of the day's uploads.
    expect(await t.dataSource.query('SELECT src FROM member_uploads WHERE user_id = $1', [ada.id])).toEqual([{ src: avatar }]);
  });

  it('a small photo is never enlarged: only the sizes it has', async () => {
    const bo = await member(t);
    const avatar = (await put(await photo(120, 80), bo.cookie).expect(200)).body.avatar as string;
    expect(avatar).toMatch(/\.48\/48\.webp$/);
    const tiny = (await put(await photo(30, 40), bo.cookie).expect(200)).body.avatar as string;
    expect(tiny).toMatch(/\.30\/30\.webp$/);
  });

  it('refuses what the member upload refuses: 401 visitor, 403 unverified, 415 not an image, 413 too big, 400 no file', async () => {
    const bytes = await photo(100, 100);
    await put(bytes).expect(401);
    await t.http().delete('/api/me/avatar').expect(401);
    const unverified = await member(t, { verified: false });
    expect((await put(bytes, unverified.cookie).expect(403)).body.message).toBe(RULE_MESSAGES.unverified('changeAvatar'));
    expect(RULE_MESSAGES.unverified('changeAvatar')).toBe('Confirm your e-mail address to add a photo: we sent you a link');
    const cy = await member(t);
    expect((await put(Buffer.from('not an image at all'), cy.cookie, 'image/png').expect(415)).body.message).toBe(UPLOAD_MESSAGES.type);
    await t.http().put('/api/me/avatar').set('Cookie', cy.cookie).send({ file: 'x' }).expect(415);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]);
    expect((await put(big, cy.cookie).expect(413)).body.message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect((await t.http().put('/api/me/avatar').set('Cookie', cy.cookie).field('other', 'x').expect(400)).body.message).toBe(
      UPLOAD_MESSAGES.missing,
    );
    expect(await stored(unverified.id)).toBeNull();
    expect(await stored(cy.id)).toBeNull();
    expect(await t.dataSource.query('SELECT 1 FROM member_uploads WHERE user_id = ANY($1)', [[cy.id, unverified.id]])).toEqual([]);
  });

  it(`shares the member upload quota (${MEMBER_UPLOADS_PER_DAY} a day): 429 past it, the photo unchanged`, async () => {
    const di = await member(t);
    await t.dataSource.query(
      `INSERT INTO member_uploads (user_id, src, width, height) SELECT $1, '/uploads/x', 1, 1 FROM generate_series(1, $2)`,
      [di.id, MEMBER_UPLOADS_PER_DAY],
    );
    const res = await put(await photo(60, 60), di.cookie).expect(429);
    expect(res.body.message).toMatch(UPLOAD_MESSAGES.quota);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(di.id)).toBeNull();
  });

  it('public reads carry it, and the cached thread page, profile and leaderboard change at once when it changes or goes', async () => {
    const eve = await member(t, { firstName: 'Eve', lastName: 'Photo' });
    const thread = await postThread(t, eve);
    const [{ id: community }] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`);
    await t.dataSource.query(
      `INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key) VALUES ($1, $2, 90000, 'challenge_won', $3)`,
      [eve.id, community, `avatar-${eve.id}`],
    );
    const seen = async () => {
      const page = (await t.http().get(`/api/threads/${thread.id}`).expect(200)).body as ThreadPage;
      const profile = (await t.http().get(`/api/members/${eve.id}`).expect(200)).body as MemberProfile;
      const board = (await t.http().get('/api/communities/entrepreneurs/leaderboard?period=all').expect(200)).body as Leaderboard;
      return [page.thread.author?.avatar, profile.avatar, board.rows.find((r) => r.member.id === eve.id)?.member.avatar];
    };
    expect(await seen()).toEqual([null, null, null]); // read once: now cached
    const avatar = (await put(await photo(300, 300), eve.cookie).expect(200)).body.avatar as string;
    expect(await seen()).toEqual([avatar, avatar, avatar]);
    await t.http().delete('/api/me/avatar').set('Cookie', eve.cookie).expect(204);
    expect(await seen()).toEqual([null, null, null]);
    expect(await stored(eve.id)).toBeNull();
    // A write by another replica (or psql) reaches this one through the bus: the users table's trigger.
    await t.dataSource.query('UPDATE users SET avatar = $2 WHERE id = $1', [eve.id, avatar]);
    await eventually(async () => expect(await seen()).toEqual([avatar, avatar, avatar]), 2_000);
  });

  it('the export carries the photo; deleting the account clears it', async () => {
    const fay = await member(t);
    const avatar = (await put(await photo(200, 200), fay.cookie).expect(200)).body.avatar as string;
    const data = v.parse(AccountExportSchema, (await t.http().get('/api/me/export').set('Cookie', fay.cookie).expect(200)).body);
    expect(data.account.avatar).toBe(avatar);
    await t.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [fay.id, await hashPassword('a long password 1')]);
    await t.http().delete('/api/me').set('Cookie', fay.cookie).send({ password: 'a long password 1' }).expect(204);
    expect(await t.dataSource.query('SELECT avatar FROM users WHERE id = $1', [fay.id])).toEqual([]);
  });
});
