import { type CommunityEvent, type CreateEvent, EVENT_MESSAGES, isoTextInstant } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { CachedSnapshot } from '../common/cached-snapshot';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { toEvent } from './event.mapper';
import { INSERT_EVENT_SQL, PUBLIC_EVENTS_SQL } from './events.queries';

export const UNKNOWN_COMMUNITY = 'Unknown community';

/** Largest value of a PostgreSQL `integer` column: no community id is above it (and the query would fail). */
const MAX_INT4 = 2_147_483_647;

interface Serialised {
  list: string;
  byCommunity: Map<number, string>;
}

/** PostgreSQL foreign_key_violation of the named constraint (TypeORM copies the driver's fields onto its error). */
function isForeignKeyViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === '23503' && (e?.driverError?.constraint ?? e?.constraint) === constraint;
}

/**
 * Events are public reads served from memory like communities: one query builds the full list and
 * the per-community lists. Ids with no events share the constant "[]" and are not cached, so any id
 * a client makes up costs nothing. Every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class EventsService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const events = (await db.many<CommunityEvent>(this.dataSource, PUBLIC_EVENTS_SQL)).map(toEvent);
    const groups = new Map<number, CommunityEvent[]>();
    for (const e of events) {
      if (e.communityId === null) continue;
      groups.set(e.communityId, [...(groups.get(e.communityId) ?? []), e]);
    }
    return {
      list: JSON.stringify(events),
      byCommunity: new Map([...groups].map(([id, list]) => [id, JSON.stringify(list)])),
    };
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    bus: BusService,
    private readonly tableWrites: TableWritesSubscriber,
  ) {
    bus.watchTables(['events'], () => this.invalidate());
  }

  /** JSON array of every event, ordered by id. */
  async listJson(): Promise<string> {
    return (await this.snapshot.get()).list;
  }

  /** JSON array of the events of one community (ordered by id); "[]" for an unknown community. */
  async byCommunityJson(communityId: number): Promise<string> {
    return (await this.snapshot.get()).byCommunity.get(communityId) ?? '[]';
  }

  /**
   * Stores an event (an empty image means none) and refreshes the cached lists. A communityId that
   * matches no community is a 400 on that field: the foreign key decides, so a community deleted at
   * the same moment cannot slip through.
   */
  async create(input: CreateEvent, manager?: EntityManager): Promise<CommunityEvent> {
    if (input.communityId !== null && input.communityId > MAX_INT4) throw validationFailed({ communityId: UNKNOWN_COMMUNITY });
    // A Date typed as an ISO date is the event's start: it used to be listed as the raw text, after every dated event.
    const startsAt = input.startsAt ?? isoTextInstant(input.date);
    if (input.endsAt && !startsAt) throw validationFailed({ endsAt: EVENT_MESSAGES.endWithoutStart });
    if (startsAt && input.endsAt && input.endsAt <= startsAt) throw validationFailed({ endsAt: EVENT_MESSAGES.endsAt });
    try {
      const row = await db.one<CommunityEvent>(manager ?? this.dataSource, INSERT_EVENT_SQL, [
        input.title,
        input.description,
        input.date,
        input.location,
        input.image || null,
        input.featured,
        input.communityId,
        startsAt,
        input.endsAt ?? null,
        input.timeZone ?? null,
      ]);
      // This replica's lists follow at once (after the commit, in a transaction); the others hear it through the bus.
      this.tableWrites.wrote(manager ?? this.dataSource.manager, 'events');
      return toEvent(row!);
    } catch (err) {
      if (isForeignKeyViolation(err, 'events_community_id_fkey')) throw validationFailed({ communityId: UNKNOWN_COMMUNITY });
      throw err;
    }
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
