import { ValibotPipe } from '../common/valibot';
import { type CreateTrend, CreateTrendSchema, type Trend } from '@cci/contracts';
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
import { ValidationErrorDto } from '../auth/auth.dto';
import { Admins } from '../common/session-guards';
import { ErrorDto } from '../common/error.dto';
import { JsonText } from '../common/json-text';
import { CreateTrendDto, TrendDto } from './trend.dto';
import { TrendsService } from './trends.service';

@ApiTags('trends')
@Controller('trends')
export class TrendsController {
  constructor(private readonly trends: TrendsService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every trend, most discussed first (the public page shows the first 6)' })
  @ApiOkResponse({ type: TrendDto, isArray: true })
  list(): Promise<string> {
    return this.trends.listJson();
  }

  @Post()
  @Admins()
  @ApiOperation({ summary: 'Create a trend (admins)' })
  @ApiBody({ type: CreateTrendDto })
  @ApiCreatedResponse({ type: TrendDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'Invalid field or malformed JSON' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorDto, description: 'Body is not JSON' })
  create(@Body(new ValibotPipe(CreateTrendSchema)) body: CreateTrend): Promise<Trend> {
    return this.trends.create(body);
  }
}
