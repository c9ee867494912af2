import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto';
import { JsonText } from '../common/json-text';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { EventDto } from './event.dto';
import { EventsService } from './events.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every event, ordered by id' })
  @ApiOkResponse({ type: EventDto, isArray: true })
  list(): Promise<string> {
    return this.events.listJson();
  }

  @Get('community/:communityId')
  @JsonText()
  @ApiOperation({ summary: 'Events of one community (an empty list for an unknown community)' })
  @ApiParam({ name: 'communityId', type: Number, example: 1, description: 'Positive integer' })
  @ApiOkResponse({ type: EventDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'communityId must be a positive integer' })
  byCommunity(@Param('communityId', new PositiveIntPipe('communityId')) communityId: number): Promise<string> {
    return this.events.byCommunityJson(communityId);
  }
}
