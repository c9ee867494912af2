import { MEMBER_UPLOADS_PER_DAY, routes, RULE_MESSAGES, type UploadedImage } from '@cci/contracts';
import { Controller, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { MemberUploadsService } from './member-uploads.service';
import { type MultipartRequest, readUploadedFile, UPLOAD_SUMMARY, UploadBodyDoc } from './upload-request';

/**
 * POST /api/uploads: one image for a post, by a verified member, through the staff uploads' pipeline. The composer
 * inserts its Markdown (contracts' uploadMarkdown): the stored path, which names the widths, and the displayed size.
 */
@ApiTags('uploads')
@Controller()
export class MemberUploadsController {
  constructor(private readonly uploads: MemberUploadsService) {}

  @Endpoint(routes.discussions.uploadImage)
  @Allowed('uploadImage', { multipart: true })
  @UploadBodyDoc()
  @ApiOperation({
    summary: `${UPLOAD_SUMMARY} (verified members, for their posts)`,
    description: `At most ${MEMBER_UPLOADS_PER_DAY} images a member in any 24 hours, counted across every replica.`,
  })
  @ApiCreatedResponse({ description: 'UploadedImage (contracts/src/uploads.ts): its Markdown is uploadMarkdown(image, alt)' })
  @ApiForbiddenResponse(errorBody(RULE_MESSAGES.unverified('uploadImage')))
  @ApiTooManyRequestsResponse(errorBody(`${MEMBER_UPLOADS_PER_DAY} images in the last 24 hours (Retry-After header)`))
  upload(@Req() req: MultipartRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<UploadedImage> {
    return this.uploads.upload(req.user!.id, reply, () => readUploadedFile(req));
  }
}
