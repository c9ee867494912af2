import {
  DEMO_REPLY_TEMPLATE,
  type DemoReply,
  DemoReplySchema,
  type HandleRequest,
  HandleRequestSchema,
  type InboxPage,
  type InboxQuery,
  InboxQuerySchema,
  type InboxRecord,
  REQUEST_KINDS,
  type RequestKind,
  REQUESTS_PAGE_SIZE,
} from '@cci/contracts';
import {
  BadGatewayException,
  Body,
  Controller,
  Get,
  HttpCode,
  Injectable,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { type DataSource, IsNull, Not, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { actorColumns, staffActorOf } from '../audit/staff-actor';
import { toCsv } from '../common/csv';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { toDemoRequestRecord, toEventRequestRecord, toWaitlistRecord } from './request.mappers';
import { DemoRequestEntity, EventRequestEntity, WaitlistEntryEntity } from './request.entities';

type AnyEntity = EventRequestEntity | DemoRequestEntity | WaitlistEntryEntity;

const TABLES: Record<RequestKind, string> = {
  'event-requests': 'event_requests',
  'demo-requests': 'demo_requests',
  waitlist: 'waitlist_entries',
};

/** The CSV columns of each list (the record's fields, then the handling). */
const CSV_FIELDS: Record<RequestKind, string[]> = {
  'event-requests': ['id', 'eventType', 'title', 'description', 'preferredLocation', 'contactEmail', 'additionalInfo', 'createdAt'],
  'demo-requests': [
    'id',
    'name',
    'email',
    'company',
    'role',
    'communityInterest',
    'preferredTime',
    'specificInterests',
    'additionalNotes',
    'confirmationId',
    'createdAt',
  ],
  waitlist: ['id', 'email', 'community', 'useCase', 'createdAt', 'updatedAt'],
};

const kindOf = (kind: string): RequestKind => {
  if (!(REQUEST_KINDS as readonly string[]).includes(kind)) throw new NotFoundException('Unknown list of requests');
  return kind as RequestKind;
};

/**
 * The requests inbox (issue 16 §7): every page of each list (not only the latest 200), open or handled, as JSON or
 * CSV; marking one handled with a note (and open again); replying to a demo request by e-mail. Every write audited.
 */
@Injectable()
export class RequestsInbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(EventRequestEntity) private readonly events: Repository<EventRequestEntity>,
    @InjectRepository(DemoRequestEntity) private readonly demos: Repository<DemoRequestEntity>,
    @InjectRepository(WaitlistEntryEntity) private readonly waitlist: Repository<WaitlistEntryEntity>,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  private repo(kind: RequestKind): Repository<AnyEntity> {
    return ({ 'event-requests': this.events, 'demo-requests': this.demos, waitlist: this.waitlist } as const)[
      kind
    ] as Repository<AnyEntity>;
  }

  private record(kind: RequestKind, e: AnyEntity): InboxRecord {
    const base =
      kind === 'event-requests'
        ? toEventRequestRecord(e as EventRequestEntity)
        : kind === 'demo-requests'
          ? toDemoRequestRecord(e as DemoRequestEntity)
          : toWaitlistRecord(e as WaitlistEntryEntity);
    return {
      ...base,
      handled: e.handledAt ? { handledAt: e.handledAt.toISOString(), handledBy: e.handledBy ?? '', note: e.handledNote } : null,
    } as InboxRecord;
  }

  async page(kind: RequestKind, q: Pick<InboxQuery, 'status' | 'page'>, all = false): Promise<InboxPage> {
    const repo = this.repo(kind);
    const where = q.status === 'open' ? { handledAt: IsNull() } : q.status === 'handled' ? { handledAt: Not(IsNull()) } : {};
    const [rows, total] = await repo.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      ...(all ? {} : { skip: (q.page - 1) * REQUESTS_PAGE_SIZE, take: REQUESTS_PAGE_SIZE }),
    });
    const open = await repo.count({ where: { handledAt: IsNull() } });
    return { items: rows.map((r) => this.record(kind, r)), total, open, page: q.page, pageSize: all ? total : REQUESTS_PAGE_SIZE };
  }

  async csv(kind: RequestKind, status: InboxQuery['status']): Promise<string> {
    const { items } = await this.page(kind, { status, page: 1 }, true);
    const fields = CSV_FIELDS[kind];
    const rows: (string | number | null)[][] = [[...fields, 'handledAt', 'handledBy', 'handledNote']];
    for (const item of items) {
      const r = item as unknown as Record<string, unknown>;
      rows.push([
        ...fields.map((f) => (Array.isArray(r[f]) ? (r[f] as string[]).join('; ') : (r[f] as string | number | null))),
        item.handled?.handledAt ?? null,
        item.handled?.handledBy ?? null,
        item.handled?.note ?? null,
      ]);
    }
    return toCsv(rows);
  }

  async handle(kind: RequestKind, id: number, input: HandleRequest, req: SessionRequest): Promise<InboxRecord> {
    const actor = staffActorOf(req);
    const who = actorColumns(actor);
    const table = TABLES[kind];
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(`SELECT id, handled_at AS "handledAt" FROM ${table} WHERE id = $1 FOR UPDATE`, [id])) as {
        handledAt: Date | null;
      }[];
      if (!row) throw new NotFoundException('Request not found');
      if (input.handled)
        await m.query(`UPDATE ${table} SET handled_at = now(), handled_by = $2, handled_note = $3 WHERE id = $1`, [
          id,
          who.name,
          input.note,
        ]);
      else await m.query(`UPDATE ${table} SET handled_at = NULL, handled_by = NULL, handled_note = '' WHERE id = $1`, [id]);
      await this.audit.record(m, actor, {
        action: input.handled ? 'request.handle' : 'request.reopen',
        entity: 'request',
        entityId: `${kind}:${id}`,
        summary: input.handled
          ? `Marked ${kind.replace(/s$/, '')} #${id} handled${input.note ? `: ${input.note}` : ''}`
          : `Reopened ${kind} #${id}`,
        before: { handled: row.handledAt !== null },
        after: { handled: input.handled, note: input.note },
      });
      const entity = await m.getRepository(this.repo(kind).target).findOneByOrFail({ id });
      return this.record(kind, entity as AnyEntity);
    });
  }

  /** E-mails the requester of a demo; the confirmation id is always in it. The request is marked handled. */
  async replyToDemo(id: number, input: DemoReply, req: SessionRequest): Promise<InboxRecord> {
    const demo = await this.demos.findOneBy({ id });
    if (!demo) throw new NotFoundException('Request not found');
    const filled = input.message.replace(/\{name\}/g, demo.name).replace(/\{confirmationId\}/g, demo.confirmationId);
    const text = filled.includes(demo.confirmationId) ? filled : `${filled}\n\nYour confirmation id is ${demo.confirmationId}.`;
    try {
      await this.mail.send({
        from: { name: 'The AI Network', address: 'demos@theainetwork.example' },
        to: { name: demo.name.replace(/[\r\n]/g, ' '), address: demo.email },
        subject: `Your demo of The AI Network (${demo.confirmationId})`,
        text,
      });
    } catch (err) {
      if (err instanceof MailDeliveryError) throw new BadGatewayException('The mail server did not accept the message');
      throw err;
    }
    return this.handle('demo-requests', id, { handled: true, note: `Replied by e-mail: ${text.slice(0, 200)}` }, req);
  }
}

const KIND = ApiParam({ name: 'kind', enum: REQUEST_KINDS });

@ApiTags('admin')
@Controller('admin/requests')
export class RequestsInboxController {
  constructor(private readonly inbox: RequestsInbox) {}

  @Get(':kind')
  @Admins()
  @KIND
  @ApiOperation({ summary: 'One list of the inbox, newest first, 50 a page; open, handled or all; ?format=csv exports it whole (admins)' })
  @ApiOkResponse({ description: 'InboxPage (contracts/src/requests-admin.ts), or text/csv' })
  async list(
    @Param('kind') kind: string,
    @Query(new ValibotPipe(InboxQuerySchema)) q: InboxQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InboxPage | string> {
    const k = kindOf(kind);
    reply.header('Cache-Control', 'no-store');
    if (q.format === 'json') return this.inbox.page(k, q);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${k}-${new Date().toISOString().slice(0, 10)}.csv"`);
    return this.inbox.csv(k, q.status);
  }

  @Post(':kind/:id/handled')
  @HttpCode(200)
  @Admins()
  @KIND
  @ApiOperation({ summary: 'Mark a request handled with a note, or open again with handled: false (admins)' })
  @ApiNotFoundResponse(errorBody('Request not found'))
  handle(
    @Req() req: SessionRequest,
    @Param('kind') kind: string,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(HandleRequestSchema)) body: HandleRequest,
  ): Promise<InboxRecord> {
    return this.inbox.handle(kindOf(kind), id, body, req);
  }

  @Post('demo-requests/:id/reply')
  @HttpCode(200)
  @Admins()
  @ApiOperation({
    summary: `Reply to a demo request by e-mail (the template: ${JSON.stringify(DEMO_REPLY_TEMPLATE.slice(0, 60))}…), then mark it handled`,
  })
  @ApiNotFoundResponse(errorBody('Request not found'))
  reply(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(DemoReplySchema)) body: DemoReply,
  ): Promise<InboxRecord> {
    return this.inbox.replyToDemo(id, body, req);
  }
}
