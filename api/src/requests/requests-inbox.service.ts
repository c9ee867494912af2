import {
  type DemoReply,
  type HandleRequest,
  type InboxPage,
  type InboxQuery,
  type InboxRecord,
  REQUEST_KINDS,
  type RequestKind,
  REQUESTS_PAGE_SIZE,
} from '@cci/contracts';
import { BadGatewayException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { actorColumns, type StaffActor } from '../audit/staff-actor';
import { toCsv } from '../common/csv';
import { db } from '../database/sql';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { toDemoRequestRecord, toEventRequestRecord, toWaitlistRecord } from './request.mappers';
import {
  type DemoRequestRow,
  type EventRequestRow,
  type HandledRow,
  type InboxCountsRow,
  type InboxRow,
  REQUEST_SQL,
  type WaitlistRow,
} from './requests.queries';

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

export const kindOf = (kind: string): RequestKind => {
  if (!(REQUEST_KINDS as readonly string[]).includes(kind)) throw new NotFoundException('Unknown list of requests');
  return kind as RequestKind;
};

/**
 * The requests inbox: every page of each list (not only the latest 200), open or handled, as JSON or
 * CSV; marking one handled with a note (and open again); replying to a demo request by e-mail. Every write audited.
 */
@Injectable()
export class RequestsInbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  private record(kind: RequestKind, e: InboxRow): InboxRecord {
    const base =
      kind === 'event-requests'
        ? toEventRequestRecord(e as EventRequestRow)
        : kind === 'demo-requests'
          ? toDemoRequestRecord(e as DemoRequestRow)
          : toWaitlistRecord(e as WaitlistRow);
    return {
      ...base,
      handled: e.handledAt ? { handledAt: e.handledAt.toISOString(), handledBy: e.handledBy ?? '', note: e.handledNote } : null,
    } as InboxRecord;
  }

  async page(kind: RequestKind, q: Pick<InboxQuery, 'status' | 'page'>, all = false): Promise<InboxPage> {
    const sql = REQUEST_SQL[kind];
    const handled = q.status === 'open' ? false : q.status === 'handled' ? true : null;
    const rows = await db.many<InboxRow>(
      this.dataSource,
      sql.page,
      all ? [handled, null, 0] : [handled, REQUESTS_PAGE_SIZE, (q.page - 1) * REQUESTS_PAGE_SIZE],
    );
    const { total, open } = (await db.one<InboxCountsRow>(this.dataSource, sql.counts, [handled]))!;
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

  async handle(kind: RequestKind, id: number, input: HandleRequest, actor: StaffActor): Promise<InboxRecord> {
    const who = actorColumns(actor);
    const sql = REQUEST_SQL[kind];
    return this.dataSource.transaction(async (m) => {
      const row = await db.one<HandledRow>(m, sql.lock, [id]);
      if (!row) throw new NotFoundException('Request not found');
      const stored = input.handled
        ? await db.one<InboxRow>(m, sql.handle, [id, who.name, input.note])
        : await db.one<InboxRow>(m, sql.reopen, [id]);
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
      return this.record(kind, stored!);
    });
  }

  /** E-mails the requester of a demo; the confirmation id is always in it. The request is marked handled. */
  async replyToDemo(id: number, input: DemoReply, actor: StaffActor): Promise<InboxRecord> {
    const demo = await db.one<DemoRequestRow>(this.dataSource, REQUEST_SQL['demo-requests'].one, [id]);
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
    return this.handle('demo-requests', id, { handled: true, note: `Replied by e-mail: ${text.slice(0, 200)}` }, actor);
  }
}
