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
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { db } from '../database/sql';
import { DemoRequestEntity, EventRequestEntity, WaitlistEntryEntity } from './request.entities';
import { toDemoRequestRecord, toEventRequestRecord, toWaitlistRecord } from './request.mappers';
import { WAITLIST_BY_EMAIL_SQL, WAITLIST_INSERT_SQL } from './requests.queries';

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
    @InjectRepository(EventRequestEntity) private readonly eventRequests: Repository<EventRequestEntity>,
    @InjectRepository(DemoRequestEntity) private readonly demoRequests: Repository<DemoRequestEntity>,
    @InjectRepository(WaitlistEntryEntity) private readonly waitlist: Repository<WaitlistEntryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async createEventRequest(input: EventRequest): Promise<{ id: number }> {
    const saved = await this.eventRequests.save(
      this.eventRequests.create({
        eventType: input.eventType,
        title: input.title,
        description: input.description,
        preferredLocation: input.preferredLocation,
        contactEmail: input.contactEmail,
        additionalInfo: input.additionalInfo,
      }),
    );
    return { id: saved.id };
  }

  /** Stores the request with a fresh confirmation id (a collision, one in a trillion, draws again). */
  async createDemoRequest(input: DemoRequest): Promise<DemoRequestReceipt> {
    for (let attempt = 1; ; attempt++) {
      const confirmationId = newConfirmationId();
      try {
        const saved = await this.demoRequests.save(
          this.demoRequests.create({
            name: input.name,
            email: input.email,
            company: input.company,
            role: input.role,
            communityInterest: input.communityInterest,
            preferredTime: input.preferredTime,
            specificInterests: [...new Set(input.specificInterests)],
            additionalNotes: input.additionalNotes,
            confirmationId,
          }),
        );
        return { id: saved.id, confirmationId };
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
    const rows = await this.eventRequests.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toEventRequestRecord);
  }

  /** Every demo request, newest first (at most `limit` when given). */
  async listDemoRequests(limit?: number): Promise<DemoRequestRecord[]> {
    const rows = await this.demoRequests.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toDemoRequestRecord);
  }

  /** Every waitlist entry, newest first (by first sign-up; at most `limit` when given). */
  async listWaitlist(limit?: number): Promise<WaitlistRecord[]> {
    const rows = await this.waitlist.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toWaitlistRecord);
  }
}
