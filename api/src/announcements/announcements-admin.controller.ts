import { ANNOUNCEMENT_MESSAGES, type AdminAnnouncement, type CreateAnnouncement, CreateAnnouncementSchema, routes } from '@cci/contracts';
import { Body, Controller, Header, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import { Endpoint } from '../common/endpoint';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { ADMIN_ANNOUNCEMENT_DOC } from './announcements-docs';
import { AnnouncementsService } from './announcements.service';

/** Staff announce to a community or to everyone (rule book: announce), each in the audit log; the list shows delivery. */
@ApiTags('admin')
@Controller()
export class AnnouncementsAdminController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Endpoint(routes.announcements.list)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The latest announcements, newest first, with their delivery: members reached, e-mails sent (admins)' })
  @ApiOkResponse({ description: 'AdminAnnouncement[]', schema: { type: 'array', items: ADMIN_ANNOUNCEMENT_DOC } })
  list(): Promise<AdminAnnouncement[]> {
    return this.announcements.list();
  }

  @Endpoint(routes.announcements.create)
  @Allowed('announce')
  @ApiOperation({
    summary: 'Announce to a community (its slug) or to everyone (null) (admins)',
    description:
      'The body is Markdown (raw HTML off). It shows as a banner, in the bell of every member it is for, and is e-mailed to ' +
      'those whose announcements consent is on; the job queue delivers it in batches (state: sending, then sent).',
  })
  @JsonBody(CreateAnnouncementSchema, `errors.title = "${ANNOUNCEMENT_MESSAGES.title}" / errors.body / errors.community`)
  @ApiCreatedResponse({ description: 'AdminAnnouncement', schema: ADMIN_ANNOUNCEMENT_DOC })
  @ApiNotFoundResponse(errorBody(ANNOUNCEMENT_MESSAGES.communityNotFound))
  create(
    @Body(new ValibotPipe(CreateAnnouncementSchema)) body: CreateAnnouncement,
    @Req() req: SessionRequest,
  ): Promise<AdminAnnouncement> {
    return this.announcements.create(body, staffActorOf(req));
  }
}
