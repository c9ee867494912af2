import { ErrorBodySchema, routes } from '@cci/contracts';
import { json } from '../docs/schemas';
import { Controller, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { Endpoint } from '../common/endpoint';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
    private readonly bus: BusService,
  ) {}

  @Endpoint(routes.system.health)
  // Swagger docs written below: terminus would require() @nestjs/swagger behind Jest's back.
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness, database and bus check' })
  @ApiOkResponse({
    description: "The database answers and the bus listens (this replica hears the others' writes)",
    schema: {
      example: {
        status: 'ok',
        info: { database: { status: 'up' }, bus: { status: 'up' } },
        error: {},
        details: { database: { status: 'up' }, bus: { status: 'up' } },
      },
    },
  })
  @ApiServiceUnavailableResponse(
    json(ErrorBodySchema, { description: 'The database does not answer, or the bus does not listen (cached reads may be stale)' }),
  )
  async check(): Promise<HealthCheckResult> {
    try {
      // The connection is passed explicitly: the indicator would otherwise import() @nestjs/typeorm to find it.
      return await this.health.check([
        () => this.db.pingCheck('database', { connection: this.dataSource, timeout: 2000 }),
        () => (this.bus.listening ? this.indicators.check('bus').up() : this.indicators.check('bus').down({ message: 'reconnecting' })),
      ]);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      const { details } = err.getResponse() as { details?: Record<string, { status?: string }> };
      const message =
        details?.database?.status === 'up' ? 'The bus is not listening: cached reads may be stale' : 'Database is not reachable';
      throw new ServiceUnavailableException({ statusCode: 503, message, error: 'Service Unavailable', details });
    }
  }
}
