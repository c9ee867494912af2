import { routes, type UploadedImage } from '@cci/contracts';
import { Controller, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import { UploadsService } from './uploads.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';
import { type MultipartRequest, readUploadedFile, UPLOAD_SUMMARY, UploadBodyDoc } from './upload-request';
/** POST /api/admin/uploads: one image, for articles, events and spotlights. Admins only. */
@ApiTags('admin')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Endpoint(routes.admin.upload)
  @Allowed('upload', { multipart: true })
  @UploadBodyDoc()
  @ApiOperation({ summary: `${UPLOAD_SUMMARY} (admins)` })
  @ApiCreatedResponse({ description: 'UploadedImage (contracts/src/uploads.ts): store its src' })
  async upload(@Req() req: MultipartRequest): Promise<UploadedImage> {
    return this.uploads.upload(staffActorOf(req), await readUploadedFile(req));
  }
}
