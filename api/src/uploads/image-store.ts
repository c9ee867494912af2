import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { S3Location } from './s3-url';

/**
 * Where uploaded images live, by key `<hash>.<widths>/<width>.<webp|avif>`. Content-addressed: a key
 * is written once and never changes, so any store that can put and get bytes will do — the disk by default, an
 * S3-compatible bucket with S3_URL — and every replica reads the same bytes.
 */
export interface ImageStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  readonly description: string;
}
/** A hash, its widths, a width and a format ("<64 hex>.480-960/960.webp"): nothing else is ever a key (no path can leave the folder). */
export const UPLOAD_KEY = /^[0-9a-f]{64}\.\d{1,5}(?:-\d{1,5}){0,7}\/\d{1,5}\.(webp|avif)$/;

export const contentTypeOf = (key: string) => (key.endsWith('.avif') ? 'image/avif' : 'image/webp');

function checkedKey(key: string): string {
  if (!UPLOAD_KEY.test(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `root` (UPLOADS_DIR, `<repo>/.data/uploads` by default), written to a temporary name then renamed. */
export class DiskImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  get description(): string {
    return `disk (${this.root})`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = path.join(this.root, checkedKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, body);
    try {
      await rename(temp, file); // atomic: a reader sees the whole file or none
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      return { body: await readFile(path.join(this.root, checkedKey(key))), contentType: contentTypeOf(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}

/** An S3-compatible bucket (AWS, MinIO, R2...): path-style addressing, objects private, served through the API. */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    });
  }

  get description(): string {
    return `bucket ${this.location.bucket} at ${this.location.endpoint}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: `uploads/${checkedKey(key)}`, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: `uploads/${checkedKey(key)}` }));
      return { body: Buffer.from(await res.Body!.transformToByteArray()), contentType: contentTypeOf(key) };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }
}
