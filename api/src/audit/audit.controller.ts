import { type AuditPage, type AuditQuery, AuditQuerySchema, ErrorBodySchema, routes } from '@cci/contracts';
import { Controller, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { ValibotPipe } from '../common/valibot';
import { json } from '../docs/schemas';
import { AuditService } from './audit.service';
import { Endpoint } from '../common/endpoint';

/** The Audit tab's API: read only; no route changes the log. */
@ApiTags('admin')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Endpoint(routes.admin.audit)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every admin write, newest first: who, what, which record, when, before and after (admins)' })
  @ApiQuery({ name: 'actor', required: false, description: 'a staff member id, or "shared" for the shared password' })
  @ApiQuery({ name: 'action', required: false, description: 'an action (trend.update) or its entity prefix (trend)' })
  @ApiQuery({ name: 'entity', required: false })
  @ApiQuery({ name: 'entityId', required: false })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD (inclusive)' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD (inclusive)' })
  @ApiQuery({ name: 'cursor', required: false })
  @ApiOkResponse({ description: 'AuditPage (contracts/src/audit.ts)' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'A malformed filter or cursor' }))
  list(@Query(new ValibotPipe(AuditQuerySchema)) query: AuditQuery): Promise<AuditPage> {
    return this.audit.list(query);
  }
}
