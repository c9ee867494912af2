import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { ErrorDto } from '../common/error.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  // Swagger docs written below: terminus would require() @nestjs/swagger behind Jest's back.
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({
    description: 'The database answers',
    schema: { example: { status: 'ok', info: { database: { status: 'up' } }, error: {}, details: { database: { status: 'up' } } } },
  })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The database does not answer' })
  async check(): Promise<HealthCheckResult> {
    try {
      // The connection is passed explicitly: the indicator would otherwise import() @nestjs/typeorm to find it.
      return await this.health.check([() => this.db.pingCheck('database', { connection: this.dataSource, timeout: 2000 })]);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      const { details } = err.getResponse() as { details?: unknown };
      throw new ServiceUnavailableException({ statusCode: 503, message: 'Database is not reachable', error: 'Service Unavailable', details });
    }
  }
}
