import { routes, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadedImage } from '@cci/contracts';
import { BadRequestException, Controller, PayloadTooLargeException, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import type { SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';
import { UploadsService } from './uploads.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

/** A multipart request (the request policy lets it through on this route only: common/request-policy.ts). */
type MultipartRequest = SessionRequest & {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<{ toBuffer(): Promise<Buffer> } | undefined>;
};

/** POST /api/admin/uploads: one image, for articles, events and spotlights. Admins only. */
@ApiTags('admin')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Endpoint(routes.admin.upload)
  @Allowed('upload', { multipart: true })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Upload an image (field "file", at most 5 MB; JPEG, PNG, WebP, GIF or AVIF, told by its bytes): re-encoded to WebP and AVIF at a few widths, EXIF removed (admins)',
  })
  @ApiCreatedResponse({ description: 'UploadedImage (contracts/src/uploads.ts): store its src' })
  @ApiPayloadTooLargeResponse(errorBody('Over 5 MB, or over 40 megapixels'))
  @ApiUnsupportedMediaTypeResponse(errorBody('Not multipart, or not an image of a known format'))
  async upload(@Req() req: MultipartRequest): Promise<UploadedImage> {
    if (!req.isMultipart()) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.type);
    let bytes: Buffer;
    try {
      const file = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES } });
      if (!file) throw new BadRequestException(UPLOAD_MESSAGES.missing);
      bytes = await file.toBuffer(); // stops reading at the limit: the rest is never buffered
    } catch (err) {
      const e = err as { code?: string; statusCode?: number };
      if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge);
      if (err instanceof BadRequestException) throw err;
      if (e.code?.startsWith('FST_')) throw new BadRequestException(UPLOAD_MESSAGES.missing);
      throw err;
    }
    return this.uploads.upload(staffActorOf(req), bytes);
  }
}
