import { CreateOperation, ListOperation } from '../docs/operations';
import { json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import { ErrorBodySchema, type CommunityEvent, CommunityEventSchema, type CreateEvent, CreateEventSchema } from '@cci/contracts';
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam, ApiTags } from '@nestjs/swagger';
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
  @ListOperation('List every event, ordered by id', CommunityEventSchema)
  list(): Promise<string> {
    return this.events.listJson();
  }

  @Get('community/:communityId')
  @JsonText()
  @ListOperation('Events of one community (an empty list for an unknown community)', CommunityEventSchema)
  @ApiParam({ name: 'communityId', type: Number, example: 1, description: 'Positive integer' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'communityId must be a positive integer' }))
  byCommunity(@Param('communityId', new PositiveIntPipe('communityId')) communityId: number): Promise<string> {
    return this.events.byCommunityJson(communityId);
  }

  @Post()
  @Admins()
  @CreateOperation(
    'Create an event (admins)',
    CreateEventSchema,
    CommunityEventSchema,
    'Invalid field, unknown community (errors.communityId = "Unknown community") or malformed JSON',
  )
  create(@Body(new ValibotPipe(CreateEventSchema)) body: CreateEvent): Promise<CommunityEvent> {
    return this.events.create(body);
  }
}
