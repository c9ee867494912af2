import { json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import { ErrorBodySchema, type CreateTrend, CreateTrendSchema, type Trend, TrendSchema, ValidationErrorSchema } from '@cci/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { TrendsService } from './trends.service';

@ApiTags('trends')
@Controller('trends')
export class TrendsController {
  constructor(private readonly trends: TrendsService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every trend, most discussed first (the public page shows the first 6)' })
  @ApiOkResponse(json(TrendSchema, { isArray: true }))
  list(): Promise<string> {
    return this.trends.listJson();
  }

  @Post()
  @Admins()
  @ApiOperation({ summary: 'Create a trend (admins)' })
  @ApiBody(json(CreateTrendSchema))
  @ApiCreatedResponse(json(TrendSchema))
  @ApiBadRequestResponse(json(ValidationErrorSchema, { description: 'Invalid field or malformed JSON' }))
  @ApiUnsupportedMediaTypeResponse(json(ErrorBodySchema, { description: 'Body is not JSON' }))
  create(@Body(new ValibotPipe(CreateTrendSchema)) body: CreateTrend): Promise<Trend> {
    return this.trends.create(body);
  }
}
