// Uploaded images. An upload is stored once per content hash, re-encoded to WebP and AVIF at a few
// widths; its path names the widths it has, so any page can build a srcset from the stored path alone:
//
//   /uploads/<sha256, 64 hex>.<w1>-<w2>-…/<w>.<webp|avif>      e.g. /uploads/9f86…0a08.480-960-1600/1600.webp
//
// The path stored in a record (an article's image) is the largest WebP.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** The widths made, never above the original's (which is added when narrower than the first). */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;
/**
 * Images a verified member may upload for their posts (POST /api/uploads) in any 24 hours. Counted in PostgreSQL, one
 * row per upload, so every API replica counts the same uploads.
 */
export const MEMBER_UPLOADS_PER_DAY = 30;
export const UPLOAD_FORMATS = ['avif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const UPLOAD_MESSAGES = {
  tooLarge: 'Images must be at most 5 MB',
  tooManyPixels: 'Images must be at most 40 megapixels',
  type: 'Upload a JPEG, PNG, WebP, GIF or AVIF image',
  missing: 'Choose an image to upload',
  unreadable: 'This image could not be read: upload a JPEG, PNG, WebP, GIF or AVIF image',
  /** Followed by when to try again (the 429's Retry-After). */
  quota: `You can add ${MEMBER_UPLOADS_PER_DAY} images a day.`,
} as const;

/** POST /api/admin/uploads and POST /api/uploads */
export interface UploadedImage {
  /** The content hash. */
  id: string;
  /** The largest WebP: the path to store. */
  src: string;
  width: number;
  height: number;
  variants: { width: number; type: `image/${UploadFormat}`; src: string }[];
}

const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{64})\.(\d{1,5}(?:-\d{1,5}){0,7})\/(\d{1,5})\.(webp|avif)$/;

/** The directory of an upload: its hash and widths. */
export const uploadDir = (hash: string, widths: readonly number[]) => `/uploads/${hash}.${widths.join('-')}`;

/** The widths and the path of each variant of an uploaded image's path, or null for any other path. */
export function uploadSources(src: string): { widths: number[]; path: (width: number, format: UploadFormat) => string } | null {
  const m = UPLOAD_PATH.exec(src);
  if (!m) return null;
  const widths = m[2].split('-').map(Number);
  const dir = `/uploads/${m[1]}.${m[2]}`;
  return { widths, path: (width, format) => `${dir}/${width}.${format}` };
}

/** "…/480.avif 480w, …/960.avif 960w" for an uploaded image's path, or null for any other path. */
export function srcSetFor(src: string, format: UploadFormat): string | null {
  const sources = uploadSources(src);
  return sources ? sources.widths.map((w) => `${sources.path(w, format)} ${w}w`).join(', ') : null;
}
