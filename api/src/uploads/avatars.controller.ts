import { AVATAR_SIZES, MEMBER_UPLOADS_PER_DAY, routes, RULE_MESSAGES } from '@cci/contracts';
import { Controller, Header, HttpCode, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint';
import type { SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { type MultipartRequest, readUploadedFile, UploadBodyDoc } from './upload-request';
import { AvatarsService } from './avatars.service';

/** PUT/DELETE /api/me/avatar: the member's photo, shown wherever they appear (the initials when there is none). */
@ApiTags('members')
@Controller()
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Endpoint(routes.me.setAvatar)
  @Allowed('changeAvatar', { multipart: true })
  @Header('Cache-Control', 'no-store')
  @UploadBodyDoc()
  @ApiOperation({
    summary: 'Set the member\'s photo (field "file", as POST /api/uploads)',
    description:
      `Cropped to a centred square at ${AVATAR_SIZES.join(', ')} px (never enlarged), WebP and AVIF, EXIF removed. ` +
      `Counts as one of the ${MEMBER_UPLOADS_PER_DAY} images a member may upload in 24 hours. Answers the photo's path ` +
      '(its largest WebP, which names its sizes: avatarSrcSet).',
  })
  @ApiOkResponse({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string' } } } })
  @ApiForbiddenResponse(errorBody(RULE_MESSAGES.unverified('changeAvatar')))
  @ApiTooManyRequestsResponse(errorBody(`${MEMBER_UPLOADS_PER_DAY} images in the last 24 hours (Retry-After header)`))
  set(@Req() req: MultipartRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ avatar: string }> {
    return this.avatars.set(req.user!.id, reply, () => readUploadedFile(req));
  }

  @Endpoint(routes.me.removeAvatar)
  @Allowed('changeAvatar')
  @HttpCode(204)
  @ApiOperation({ summary: "Remove the member's photo (their initials show again)" })
  @ApiNoContentResponse({ description: 'Removed (also when there was none)' })
  @ApiForbiddenResponse(errorBody(RULE_MESSAGES.unverified('changeAvatar')))
  remove(@Req() req: SessionRequest): Promise<void> {
    return this.avatars.remove(req.user!.id);
  }
}
