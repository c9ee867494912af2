import type {
  DemoRequest,
  DemoRequestReceipt,
  DemoRequestRecord,
  EventRequest,
  EventRequestRecord,
  Waitlist,
  WaitlistReceipt,
  WaitlistRecord,
} from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { db } from '../database/sql';
import { toDemoRequestRecord, toEventRequestRecord, toWaitlistRecord } from './request.mappers';
import {
  type DemoRequestRow,
  type EventRequestRow,
  type IdRow,
  INSERT_DEMO_REQUEST_SQL,
  INSERT_EVENT_REQUEST_SQL,
  REQUEST_SQL,
  WAITLIST_BY_EMAIL_SQL,
  WAITLIST_INSERT_SQL,
  type WaitlistRow,
} from './requests.queries';

/** Crockford's base32: no I, L, O or U, so an id read out over the phone is unambiguous. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `DEMO-` + 8 base32 characters (40 random bits). */
export function newConfirmationId(): string {
  let value = randomBytes(5).readUIntBE(0, 5); // 40 bits: exact in a double
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = BASE32[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return `DEMO-${out}`;
}

/** PostgreSQL unique_violation of the named constraint (TypeORM copies the driver's fields onto its error). */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === '23505' && (e?.driverError?.constraint ?? e?.constraint) === constraint;
}

const CONFIRMATION_ATTEMPTS = 5;

/**
 * The three public forms (event request, demo request, waitlist): stored as submitted (validated by
 * the contracts' schemas first), and listed for the admin area newest first.
 */
@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tableWrites: TableWritesSubscriber,
  ) {}

  async createEventRequest(input: EventRequest): Promise<{ id: number }> {
    const saved = await db.one<IdRow>(this.dataSource, INSERT_EVENT_REQUEST_SQL, [
      input.eventType,
      input.title,
      input.description,
      input.preferredLocation,
      input.contactEmail,
      input.additionalInfo,
    ]);
    this.tableWrites.wrote(this.dataSource.manager, 'event_requests'); // this replica's Recent Activity follows at once
    return { id: saved!.id };
  }

  /** Stores the request with a fresh confirmation id (a collision, one in a trillion, draws again). */
  async createDemoRequest(input: DemoRequest): Promise<DemoRequestReceipt> {
    for (let attempt = 1; ; attempt++) {
      const confirmationId = newConfirmationId();
      try {
        const saved = await db.one<IdRow>(this.dataSource, INSERT_DEMO_REQUEST_SQL, [
          input.name,
          input.email,
          input.company,
          input.role,
          input.communityInterest,
          input.preferredTime,
          [...new Set(input.specificInterests)],
          input.additionalNotes,
          confirmationId,
        ]);
        this.tableWrites.wrote(this.dataSource.manager, 'demo_requests'); // this replica's Recent Activity follows at once
        return { id: saved!.id, confirmationId };
      } catch (err) {
        if (attempt >= CONFIRMATION_ATTEMPTS || !isUniqueViolation(err, 'demo_requests_confirmation_id_key')) throw err;
      }
    }
  }

  /**
   * Adds the e-mail (already trimmed and lower-cased) to the waitlist. An e-mail already there keeps its entry
   * as it is: the sign-up is anonymous, so a second one must not change what the first person stored. Either way
   * the answer holds only the id and the e-mail the caller sent, never the stored community or use case.
   * ON CONFLICT DO NOTHING waits for a concurrent insert of the same e-mail, so the SELECT then finds its row.
   */
  async joinWaitlist(input: Waitlist): Promise<{ created: boolean; entry: WaitlistReceipt }> {
    // Twice at most: only a row deleted between the two statements sends the loop round again.
    for (let attempt = 1; ; attempt++) {
      const inserted = await db.one<WaitlistReceipt>(this.dataSource, WAITLIST_INSERT_SQL, [input.email, input.community, input.useCase]);
      if (inserted) return { created: true, entry: { id: inserted.id, email: inserted.email } };
      const existing = await db.one<WaitlistReceipt>(this.dataSource, WAITLIST_BY_EMAIL_SQL, [input.email]);
      if (existing) return { created: false, entry: { id: existing.id, email: existing.email } };
      if (attempt >= 2) throw new Error('waitlist entry vanished twice during a sign-up');
    }
  }

  /** Every event request, newest first (at most `limit` when given). */
  async listEventRequests(limit?: number): Promise<EventRequestRecord[]> {
    const rows = await db.many<EventRequestRow>(this.dataSource, REQUEST_SQL['event-requests'].list, [limit ?? null]);
    return rows.map(toEventRequestRecord);
  }

  /** Every demo request, newest first (at most `limit` when given). */
  async listDemoRequests(limit?: number): Promise<DemoRequestRecord[]> {
    const rows = await db.many<DemoRequestRow>(this.dataSource, REQUEST_SQL['demo-requests'].list, [limit ?? null]);
    return rows.map(toDemoRequestRecord);
  }

  /** Every waitlist entry, newest first (by first sign-up; at most `limit` when given). */
  async listWaitlist(limit?: number): Promise<WaitlistRecord[]> {
    const rows = await db.many<WaitlistRow>(this.dataSource, REQUEST_SQL.waitlist.list, [limit ?? null]);
    return rows.map(toWaitlistRecord);
  }
}
