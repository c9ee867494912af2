import { CreateOperation, ListOperation } from '../docs/operations';
import { ValibotPipe } from '../common/valibot';
import { type CreateTrend, CreateTrendSchema, type Trend, TrendSchema } from '@cci/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { TrendsService } from './trends.service';

@ApiTags('trends')
@Controller('trends')
export class TrendsController {
  constructor(private readonly trends: TrendsService) {}

  @Get()
  @JsonText()
  @ListOperation('List every trend, most discussed first (the public page shows the first 6)', TrendSchema)
  list(): Promise<string> {
    return this.trends.listJson();
  }

  @Post()
  @Admins()
  @CreateOperation('Create a trend (admins)', CreateTrendSchema, TrendSchema)
  create(@Body(new ValibotPipe(CreateTrendSchema)) body: CreateTrend): Promise<Trend> {
    return this.trends.create(body);
  }
}
