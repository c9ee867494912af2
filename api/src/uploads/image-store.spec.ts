import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskImageStore, UPLOAD_KEY } from './image-store';
import { parseS3Url } from './s3-url';
import { sniffImage, widthsFor } from './uploads.service';

const KEY = `${'ab'.repeat(32)}.480-960/960.webp`;

describe('DiskImageStore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-store-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts and gets by key, with the type of its format; a missing key is null', async () => {
    const store = new DiskImageStore(root);
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, Buffer.from('bytes'));
    expect(await store.get(KEY)).toEqual({ body: Buffer.from('bytes'), contentType: 'image/webp' });
    expect(fs.readdirSync(path.join(root, KEY.split('/')[0]))).toEqual(['960.webp']); // no temporary file left
  });

  it('refuses anything that is not an upload key (no path leaves its folder)', async () => {
    const store = new DiskImageStore(root);
    for (const key of ['../../etc/passwd', `${'ab'.repeat(32)}.480/../../x.webp`, 'a/b.webp', `${'ab'.repeat(32)}.480/480.png`]) {
      expect(UPLOAD_KEY.test(key)).toBe(false);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not an upload key');
      await expect(store.get(key)).rejects.toThrow('not an upload key');
    }
  });
});

describe('uploads helpers', () => {
  it('sniffs the five formats by their first bytes only', () => {
    const pad = (b: number[] | string) =>
      Buffer.concat([typeof b === 'string' ? Buffer.from(b, 'latin1') : Buffer.from(b), Buffer.alloc(12)]);
    expect(sniffImage(pad([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(pad('GIF89a'))).toBe('gif');
    expect(sniffImage(pad('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(sniffImage(pad('\0\0\0\x1cftypavif'))).toBe('avif');
    expect(sniffImage(pad('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF'))).toBeNull();
  });

  it('widths: the standard ones up to the image, or its own when narrower', () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('S3_URL: endpoint, bucket, region and credentials, with clear refusals', () => {
    expect(parseS3Url('https://AKIA%2Fx:s3cr%40t@s3.eu-west-1.amazonaws.com/cci-images?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'cci-images',
      region: 'eu-west-1',
      accessKeyId: 'AKIA/x',
      secretAccessKey: 's3cr@t',
    });
    expect(parseS3Url('http://key:secret@localhost:9000/images').region).toBe('us-east-1');
    expect(() => parseS3Url('ftp://k:s@host/bucket')).toThrow('must start with https://');
    expect(() => parseS3Url('https://k:s@host/')).toThrow('must name the bucket');
    expect(() => parseS3Url('https://host/bucket')).toThrow('access key and secret');
  });
});
