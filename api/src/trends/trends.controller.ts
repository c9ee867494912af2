import { CreateOperation, ListOperation } from '../docs/operations';
import { ValibotPipe } from '../common/valibot';
import { type CreateTrend, CreateTrendSchema, routes, type Trend, TrendSchema } from '@cci/contracts';
import { Body, Controller, Req } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { staffActorOf } from '../audit/staff-actor';
import type { SessionRequest } from '../common/session-route';
import { ApiTags } from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { TrendsService } from './trends.service';
import { Endpoint } from '../common/endpoint';

@ApiTags('trends')
@Controller()
export class TrendsController {
  constructor(
    private readonly trends: TrendsService,
    private readonly audit: AuditService,
  ) {}

  @Endpoint(routes.content.trends)
  @JsonText()
  @ListOperation('List every trend, most discussed first (the public page shows the first 6)', TrendSchema)
  list(): Promise<string> {
    return this.trends.listJson();
  }

  @Endpoint(routes.content.createTrend)
  @Admins()
  @CreateOperation('Create a trend (admins)', CreateTrendSchema, TrendSchema)
  async create(@Req() req: SessionRequest, @Body(new ValibotPipe(CreateTrendSchema)) body: CreateTrend): Promise<Trend> {
    return this.audit.run(staffActorOf(req), async (m, record) => {
      const trend = await this.trends.create(body, m);
      await record({
        action: 'trend.create',
        entity: 'trend',
        entityId: trend.id,
        summary: `Created ‘${trend.title}’`,
        after: { ...body },
      });
      return trend;
    });
  }
}
