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
  stillUploading: 'An image is still uploading: post once it shows in your text',
} as const;

/** What the composer writes where an image goes while it uploads (the n-th of the page), replaced when it is done. */
export const uploadingImage = (n: number) => `![Uploading image…](upload:${n})`;
/** A post still holding one is refused (400 stillUploading): it would publish the stand-in, not the image. */
export const STILL_UPLOADING = /!\[Uploading image…\]\(upload:\d+\)/;

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

// An uploaded image in a post's Markdown: `![alt](/uploads/<hash>.<widths>/<largest>.webp#<width>x<height>)`. The
// fragment carries the displayed size (the largest variant's), so the renderer writes width and height without asking
// anyone (no layout shift) and the browser never sends it. Its width must be the largest width the path names (the
// file's real width: they cannot disagree); only the height is the writer's claim, bounded by the pipeline's pixel
// limit, and the post's CSS (height: auto) lets the loaded image's own proportions win, so a false height costs a
// reserved box until the image loads, never a stretched or overflowing image.

/** The sizes a post's image takes: the post column's width (at most about 800 px), the screen's on phones. */
export const POST_IMAGE_SIZES = '(min-width: 900px) 800px, 100vw';

/** The Markdown of an uploaded image with its alt text (brackets and new lines made safe), as the composer inserts it. */
export function uploadMarkdown(image: Pick<UploadedImage, 'src' | 'width' | 'height'>, alt: string): string {
  const largest = uploadSources(image.src)?.widths.at(-1) ?? image.width;
  const height = Math.max(1, Math.round((image.height * largest) / image.width));
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
  return `![${text}](${image.src}#${largest}x${height})`;
}

/** What a post's image URL names (an upload's largest WebP with its `#<width>x<height>`), or null for any other URL. */
export function postImageOf(url: string): { src: string; width: number; height: number; webp: string; avif: string } | null {
  const m = /^([^#]+)#(\d{1,5})x(\d{1,8})$/.exec(url);
  if (!m) return null;
  const [, src, w, h] = m;
  const sources = uploadSources(src);
  const width = Number(w);
  const height = Number(h);
  if (!sources || !src.endsWith('.webp') || sources.widths.at(-1) !== width || !src.endsWith(`/${width}.webp`)) return null;
  if (height < 1 || width * height > UPLOAD_MAX_PIXELS) return null;
  return { src, width, height, webp: srcSetFor(src, 'webp')!, avif: srcSetFor(src, 'avif')! };
}
