import { json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import {
  ErrorBodySchema,
  type CommunityEvent,
  CommunityEventSchema,
  type CreateEvent,
  CreateEventSchema,
  ValidationErrorSchema,
} from '@cci/contracts';
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { EventsService } from './events.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every event, ordered by id' })
  @ApiOkResponse(json(CommunityEventSchema, { isArray: true }))
  list(): Promise<string> {
    return this.events.listJson();
  }

  @Get('community/:communityId')
  @JsonText()
  @ApiOperation({ summary: 'Events of one community (an empty list for an unknown community)' })
  @ApiParam({ name: 'communityId', type: Number, example: 1, description: 'Positive integer' })
  @ApiOkResponse(json(CommunityEventSchema, { isArray: true }))
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'communityId must be a positive integer' }))
  byCommunity(@Param('communityId', new PositiveIntPipe('communityId')) communityId: number): Promise<string> {
    return this.events.byCommunityJson(communityId);
  }

  @Post()
  @Admins()
  @ApiOperation({ summary: 'Create an event (admins)' })
  @ApiBody(json(CreateEventSchema))
  @ApiCreatedResponse(json(CommunityEventSchema))
  @ApiBadRequestResponse(
    json(ValidationErrorSchema, {
      description: 'Invalid field, unknown community (errors.communityId = "Unknown community") or malformed JSON',
    }),
  )
  @ApiUnsupportedMediaTypeResponse(json(ErrorBodySchema, { description: 'Body is not JSON' }))
  create(@Body(new ValibotPipe(CreateEventSchema)) body: CreateEvent): Promise<CommunityEvent> {
    return this.events.create(body);
  }
}
