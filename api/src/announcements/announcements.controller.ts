import { ANNOUNCEMENT_MESSAGES, type CurrentAnnouncement, routes } from '@cci/contracts';
import { Controller, Header, HttpCode, Param, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/endpoint';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { SessionRoute, type SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { CURRENT_ANNOUNCEMENT_DOC } from './announcements-docs';
import { AnnouncementsService } from './announcements.service';

/** The banner above every page: the newest announcement for this reader, until they dismiss it. */
@ApiTags('announcements')
@Controller()
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Endpoint(routes.announcements.current)
  @SessionRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The banner: the newest announcement of the last 14 days for this reader that they did not dismiss',
    description: 'A visitor sees the newest one to everyone; a member also those to their communities. Null when there is none.',
  })
  @ApiOkResponse({ description: 'CurrentAnnouncement', schema: CURRENT_ANNOUNCEMENT_DOC })
  current(@Req() req: SessionRequest): Promise<CurrentAnnouncement> {
    return this.announcements.current(req.user?.id ?? null);
  }

  @Endpoint(routes.announcements.dismiss)
  @Allowed('dismissAnnouncement')
  @HttpCode(204)
  @ApiOperation({ summary: "Hide an announcement's banner for good (the bell keeps it)" })
  @ApiParam({ name: 'id', example: 1 })
  @ApiNoContentResponse({ description: 'Dismissed (again: the same)' })
  @ApiNotFoundResponse(errorBody(ANNOUNCEMENT_MESSAGES.notFound))
  async dismiss(@Param('id', new PositiveIntPipe('id')) id: number, @Req() req: SessionRequest): Promise<void> {
    await this.announcements.dismiss(req.user!.id, id);
  }
}
