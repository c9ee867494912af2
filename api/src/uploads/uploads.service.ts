import {
  UPLOAD_FORMATS,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_WIDTHS,
  type UploadedImage,
  uploadDir,
  uploadSources,
} from '@cci/contracts';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { DiskImageStore, type ImageStore, S3ImageStore, UPLOAD_KEY } from './image-store';
import { parseS3Url } from './s3-url';

/** The formats an upload may be, told by its first bytes (never its name or the Content-Type it was sent with). */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'avif';
  return null;
}

/** The widths an image of `width` pixels gets: `sizes` (UPLOAD_WIDTHS) up to its own, or its own when narrower than all. */
export function widthsFor(width: number, sizes: readonly number[] = UPLOAD_WIDTHS): number[] {
  const widths = sizes.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image uploads: sniffed, decoded with a pixel limit (a decompression bomb is refused before it is
 * inflated), re-encoded to WebP and AVIF at a few widths with the metadata (EXIF, GPS) left behind, and stored by
 * content hash — on the disk or in an S3-compatible bucket. Served at /uploads/<hash>.<widths>/<width>.<format>,
 * immutable.
 */
@Injectable()
export class UploadsService implements OnModuleInit {
  private readonly logger = new Logger('Uploads');
  readonly store: ImageStore;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly audit: AuditService,
  ) {
    this.store = config.s3Url ? new S3ImageStore(parseS3Url(config.s3Url)) : new DiskImageStore(config.uploadsDir);
  }

  onModuleInit(): void {
    this.logger.log(`uploaded images: ${this.store.description}`);
    // Outside the /api prefix, beside the pages: GET /uploads/<dir>/<file>.
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/uploads/:dir/:file', (req, reply) => this.serve(req, reply));
  }

  private async serve(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { dir, file } = req.params as { dir: string; file: string };
    const key = `${dir}/${file}`;
    const found = UPLOAD_KEY.test(key) ? await this.store.get(key) : null;
    if (!found) {
      await reply.code(404).header('cache-control', 'no-cache').send({ statusCode: 404, message: 'Not found' });
      return;
    }
    await reply
      .header('content-type', found.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(found.body);
  }

  /** Saves an uploaded image (save()) and records who uploaded it in the audit log. */
  async upload(actor: StaffActor, bytes: Buffer): Promise<UploadedImage> {
    const image = await this.save(bytes);
    await this.audit.recordNow(actor, {
      action: 'upload.create',
      entity: 'upload',
      entityId: image.id.slice(0, 16),
      summary: `Uploaded an image (${image.width}×${image.height})`,
      after: { src: image.src },
    });
    return image;
  }

  /**
   * Stores an uploaded file's bytes (at most UPLOAD_MAX_BYTES, checked by the caller's stream limit). With `square`
   * (a photo: AVATAR_SIZES), it is cropped to a centred square (cover) at those sizes instead of scaled to widths; its
   * hash then says so, so the same bytes as a post's image and as a photo never share a directory.
   */
  async save(bytes: Buffer, square?: readonly number[]): Promise<UploadedImage> {
    const format = sniffImage(bytes);
    if (!format) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.type);
    const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' as const, animated: false };
    let width: number;
    let height: number;
    try {
      // The header's size, before any pixel is decoded; sharp refuses more than limitInputPixels again when it decodes.
      const meta = await sharp(bytes, options).metadata();
      const oriented = (meta.orientation ?? 1) >= 5;
      width = (oriented ? meta.height : meta.width) ?? 0;
      height = (oriented ? meta.width : meta.height) ?? 0;
    } catch (err) {
      throw this.decodeError(err);
    }
    if (!width || !height) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.unreadable);
    if (width * height > UPLOAD_MAX_PIXELS) throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooManyPixels);

    const hash = createHash('sha256')
      .update(square ? 'square:' : '')
      .update(bytes)
      .digest('hex');
    const widths = square ? widthsFor(Math.min(width, height), square) : widthsFor(width);
    const dir = uploadDir(hash, widths);
    const largest = `${dir}/${widths.at(-1)}.webp`;
    const sources = uploadSources(largest)!;
    const variants: UploadedImage['variants'] = widths.flatMap((w) =>
      UPLOAD_FORMATS.map((f) => ({ width: w, type: `image/${f}` as const, src: sources.path(w, f) })),
    );
    // The same bytes again: already stored (the largest WebP is written last, once every other variant is).
    if (!(await this.store.get(largest.slice('/uploads/'.length)))) {
      const encoded: { key: string; body: Buffer; type: string }[] = [];
      try {
        for (const variant of variants) {
          // rotate(): the EXIF orientation applied; no withMetadata(): EXIF, GPS and comments are not copied.
          const image = sharp(bytes, options)
            .rotate()
            .resize(
              square
                ? { width: variant.width, height: variant.width, fit: 'cover', position: 'centre' }
                : { width: variant.width, withoutEnlargement: true },
            );
          const body =
            variant.type === 'image/webp'
              ? await image.webp({ quality: 80 }).toBuffer()
              : await image.avif({ quality: 55, effort: 2 }).toBuffer();
          encoded.push({ key: variant.src.slice('/uploads/'.length), body, type: variant.type });
        }
      } catch (err) {
        throw this.decodeError(err);
      }
      encoded.sort((a, b) => Number(`/uploads/${a.key}` === largest) - Number(`/uploads/${b.key}` === largest));
      for (const e of encoded) await this.store.put(e.key, e.body, e.type);
    }
    const side = widths.at(-1)!;
    return { id: hash, src: largest, width: square ? side : width, height: square ? side : height, variants };
  }

  private decodeError(err: unknown): Error {
    const message = String((err as Error)?.message ?? err);
    if (/pixel limit/i.test(message)) return new PayloadTooLargeException(UPLOAD_MESSAGES.tooManyPixels);
    if (err instanceof Error && 'getStatus' in err) return err;
    if (/unsupported image format|corrupt|premature|invalid|bad|VipsJpeg|VipsForeign|not a known file format/i.test(message))
      return new UnsupportedMediaTypeException(UPLOAD_MESSAGES.unreadable);
    return err instanceof Error ? err : new BadRequestException(UPLOAD_MESSAGES.unreadable);
  }
}
