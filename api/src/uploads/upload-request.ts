import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@cci/contracts';
import { applyDecorators, BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';

/** A multipart request (the request policy lets it through on the upload routes only: common/request-policy.ts). */
export type MultipartRequest = SessionRequest & {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<{ toBuffer(): Promise<Buffer> } | undefined>;
};

/**
 * The bytes of an upload's field "file", for both upload routes: 415 when the request is not multipart, 400 without a
 * file, 413 past UPLOAD_MAX_BYTES (the stream stops reading at the limit: the rest is never buffered).
 */
export async function readUploadedFile(req: MultipartRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.type);
  try {
    const file = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES } });
    if (!file) throw new BadRequestException(UPLOAD_MESSAGES.missing);
    return await file.toBuffer();
  } catch (err) {
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge);
    if (err instanceof BadRequestException) throw err;
    if (e.code?.startsWith('FST_')) throw new BadRequestException(UPLOAD_MESSAGES.missing);
    throw err;
  }
}

/** The documentation both upload routes share: a multipart body, and its refusals. */
export const UploadBodyDoc = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }),
    ApiPayloadTooLargeResponse(errorBody('Over 5 MB, or over 40 megapixels')),
    ApiUnsupportedMediaTypeResponse(errorBody('Not multipart, or not an image of a known format')),
  );

/** What either route does with the file (the summary of both). */
export const UPLOAD_SUMMARY =
  'Upload an image (field "file", at most 5 MB; JPEG, PNG, WebP, GIF or AVIF, told by its bytes): re-encoded to WebP and AVIF at a few widths, EXIF removed';
