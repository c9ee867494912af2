import type { StreamEvent } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BusService, MAX_PAYLOAD_BYTES } from '../bus/bus.service';
import { db } from '../database/sql';
import {
  type IdRow,
  INSERT_MEMBER_EVENTS_SQL,
  INSERT_NOTIFICATION_EVENTS_SQL,
  LAST_LIVE_EVENT_SQL,
  type LiveEventRow,
  PRUNE_LIVE_EVENTS_SQL,
  PUBLISH_LIVE_EVENT_SQL,
  REPLAY_SQL,
} from './live.queries';

/** A change other readers should see live (GET /api/stream delivers it to members looking at the thread or community). */
export interface LiveChange {
  threadId: number;
  /** The thread's community slug (a community's list shows new threads live). */
  community: string;
  change: 'new-thread' | 'reply' | 'edit' | 'delete' | 'like' | 'accept' | 'hide' | 'lock';
  replyId: number | null;
}

/** Bus topic of the live events: every replica's streams hear them. */
export const LIVE_TOPIC = 'live';
/** Events are kept this long for Last-Event-ID replay, then pruned by the job queue. */
export const LIVE_EVENT_RETENTION_MS = 15 * 60 * 1000;

/** One recorded event: who it is for (a member, a thread's readers or a community's) and what it says. */
export interface LiveEventRecord {
  /** live_events.id (bigint, as a string): the stream's `id:`. */
  id: string;
  userId: number | null;
  threadId: number | null;
  community: string | null;
  eventId: number | null;
  event: StreamEvent;
}

/** A bus message of LIVE_TOPIC: one or more recorded events. */
export interface LiveBusMessage {
  topic: typeof LIVE_TOPIC;
  events: LiveEventRecord[];
  [field: string]: unknown;
}

const toRecord = (r: LiveEventRow): LiveEventRecord => ({
  id: String(r.id),
  userId: r.user_id,
  threadId: r.thread_id,
  community: r.community,
  eventId: r.event_id,
  event: r.event,
});

/**
 * Live updates. publish() runs inside the writer's transaction: the change is recorded (so a client
 * reconnecting with Last-Event-ID gets what it missed) and sent on the bus when the transaction commits, to every
 * replica's open streams (live-streams.ts). Nothing is sent for a transaction that rolls back.
 */
@Injectable()
export class LiveService {
  constructor(
    private readonly bus: BusService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async publish(manager: EntityManager, change: LiveChange): Promise<void> {
    const { threadId, community, replyId } = change;
    const [target, event]: [[number | null, string | null], StreamEvent] =
      change.change === 'new-thread'
        ? [[null, community], { type: 'community', community, threadId }]
        : [[threadId, null], { type: 'thread', threadId, change: change.change, replyId }];
    await db.exec(manager, PUBLISH_LIVE_EVENT_SQL, [...target, null, JSON.stringify(event), this.bus.channel]);
  }

  /** The RSVP state of event `eventId` changed in this transaction: its open pages read it again after the commit. */
  async publishEvent(manager: EntityManager, eventId: number): Promise<void> {
    const event: StreamEvent = { type: 'event', eventId };
    await db.exec(manager, PUBLISH_LIVE_EVENT_SQL, [null, null, eventId, JSON.stringify(event), this.bus.channel]);
  }

  /** Tells these members' open streams (any tab, any replica) of `event`, after the commit. */
  async tellMembers(manager: EntityManager, userIds: readonly number[], event: StreamEvent): Promise<void> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return;
    const rows = await db.many<LiveEventRow>(manager, INSERT_MEMBER_EVENTS_SQL, [ids, JSON.stringify(event)]);
    await this.send(manager, rows.map(toRecord));
  }

  /**
   * Tells each member's open streams (any tab, any replica) their unread count as it is in this transaction. Without
   * a transaction (`dataSource.manager`) it leaves at once.
   */
  async notifyMembers(manager: EntityManager, userIds: readonly number[]): Promise<void> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return;
    const rows = await db.many<LiveEventRow>(manager, INSERT_NOTIFICATION_EVENTS_SQL, [ids]);
    await this.send(manager, rows.map(toRecord));
  }

  /** The events a stream missed after `afterId` (see REPLAY_SQL). */
  async replay(
    afterId: string,
    userId: number,
    threads: readonly number[],
    communities: readonly string[],
    events: readonly number[],
  ): Promise<LiveEventRecord[]> {
    const rows = await db.many<LiveEventRow>(this.dataSource, REPLAY_SQL, [afterId, userId, threads, communities, events]);
    return rows.map(toRecord);
  }

  /** The newest event's id ('0' when none): a new stream starts after it. */
  async lastId(): Promise<string> {
    const [row] = await db.many<IdRow>(this.dataSource, LAST_LIVE_EVENT_SQL);
    return row.id;
  }

  /** Deletes events older than `olderThanMs`; answers how many. */
  async prune(olderThanMs = LIVE_EVENT_RETENTION_MS): Promise<number> {
    return db.affected(this.dataSource, PRUNE_LIVE_EVENTS_SQL, [olderThanMs / 1000]);
  }

  /** Bus messages of at most MAX_PAYLOAD_BYTES, as few as fit (a reply may notify hundreds of watchers). */
  private async send(manager: EntityManager, records: LiveEventRecord[]): Promise<void> {
    let batch: LiveEventRecord[] = [];
    let size = 64;
    for (const record of records) {
      const bytes = Buffer.byteLength(JSON.stringify(record)) + 1;
      if (batch.length && size + bytes > MAX_PAYLOAD_BYTES) {
        await this.bus.publish({ topic: LIVE_TOPIC, events: batch } satisfies LiveBusMessage, manager);
        batch = [];
        size = 64;
      }
      batch.push(record);
      size += bytes;
    }
    if (batch.length) await this.bus.publish({ topic: LIVE_TOPIC, events: batch } satisfies LiveBusMessage, manager);
  }
}
