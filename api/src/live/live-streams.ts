import type { ServerResponse } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import { BusService } from '../bus/bus.service';
import { LIVE_TOPIC, type LiveBusMessage, type LiveEventRecord, LiveService } from './live.service';
import { closeOnStopSignal } from '../common/event-stream';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies and the socket's idle timeout from closing a quiet stream (15–25 s). */
  heartbeatMs: number;
  /** Open streams per member (tabs, devices): a new one beyond closes that member's oldest. */
  maxPerMember: number;
  /** Open streams per process: beyond, a new one gets 503 with Retry-After. */
  maxPerProcess: number;
  /** The reconnection delay the stream asks EventSource for (`retry:`). */
  retryMs: number;
}

export const LIVE_STREAM_OPTIONS = Symbol('LIVE_STREAM_OPTIONS');
export const DEFAULT_LIVE_STREAM_OPTIONS: LiveStreamOptions = {
  heartbeatMs: 20_000,
  maxPerMember: 5,
  maxPerProcess: 1_000,
  retryMs: 3_000,
};

/**
 * What one stream shows: its member's own events (notifications, their mentorships), and the threads, communities and
 * events its page names.
 */
export interface StreamInterest {
  userId: number;
  threads: ReadonlySet<number>;
  communities: ReadonlySet<string>;
  events: ReadonlySet<number>;
}

/** One open stream. */
interface Stream extends StreamInterest {
  res: ServerResponse;
  /** Events heard while the replay was read; sent after it. */
  pending: LiveEventRecord[] | null;
  /** The last `id:` written: where a catch-up after a bus outage starts. */
  lastSentId?: string;
  closed: boolean;
}

export function matches(stream: StreamInterest, e: LiveEventRecord): boolean {
  if (e.userId !== null) return e.userId === stream.userId; // recorded for one member
  switch (e.event.type) {
    case 'thread':
      return stream.threads.has(e.event.threadId);
    case 'community':
      return stream.communities.has(e.event.community);
    case 'event':
      return stream.events.has(e.event.eventId);
    default:
      return false;
  }
}

/** One SSE message: `id:`, `event:` (the type) and `data:` (the JSON, on one line). */
export const sseMessage = (e: LiveEventRecord): string => `id: ${e.id}\nevent: ${e.event.type}\ndata: ${JSON.stringify(e.event)}\n\n`;

/** The process is full (per-process cap) or stopping: the caller answers 503. */
export class StreamsUnavailable extends Error {}

/**
 * The open GET /api/stream connections of this process, fed by the bus (every replica's writes). Each stream gets the
 * events matching its interest; a reconnect with Last-Event-ID is replayed what it missed from live_events first. A
 * heartbeat comment keeps quiet streams open; caps bound connections per member and per process. Shutdown (SIGTERM
 * or app.close()) ends every stream at once, so the HTTP drain never waits on one: EventSource reconnects, through the
 * gateway to another replica.
 */
@Injectable()
export class LiveStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveStreams');
  private readonly options: LiveStreamOptions;
  private readonly streams = new Set<Stream>();
  private readonly byMember = new Map<number, Stream[]>();
  private heartbeat?: NodeJS.Timeout;
  private offBus?: () => void;
  private offReset?: () => void;
  private stopping = false;
  private offSignal?: () => void;

  constructor(
    private readonly bus: BusService,
    private readonly live: LiveService,
    @Optional() @Inject(LIVE_STREAM_OPTIONS) options?: Partial<LiveStreamOptions>,
  ) {
    this.options = { ...DEFAULT_LIVE_STREAM_OPTIONS, ...options };
  }

  onModuleInit(): void {
    this.offBus = this.bus.subscribe(LIVE_TOPIC, (m) => this.dispatch((m as LiveBusMessage).events ?? []));
    // The listening connection dropped and came back: anything sent meanwhile was not heard. Replay from the table.
    this.offReset = this.bus.onReset(() => void this.catchUpAll());
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
    // main.ts drains HTTP on a signal before the app closes: a stream never finishes by itself, so end them now.
    this.offSignal = closeOnStopSignal(() => this.closeAll());
  }

  onModuleDestroy(): void {
    this.closeAll();
  }

  beforeApplicationShutdown(): void {
    this.closeAll();
  }

  /** Open streams of this process (health, tests). */
  get size(): number {
    return this.streams.size;
  }

  /** Open streams of one member on this process. */
  countOf(userId: number): number {
    return this.byMember.get(userId)?.length ?? 0;
  }

  /** Whether a new stream may open here now (per-process cap, not stopping). */
  get accepting(): boolean {
    return !this.stopping && this.streams.size < this.options.maxPerProcess;
  }

  get retryMs(): number {
    return this.options.retryMs;
  }

  /**
   * Serves an open response (headers already written) as `interest`'s stream: closes the member's oldest stream if
   * they are at the cap, replays what came after `lastEventId` (or starts after the newest event), then sends live.
   */
  async open(res: ServerResponse, interest: StreamInterest, lastEventId: string | null): Promise<void> {
    if (!this.accepting) throw new StreamsUnavailable();
    const stream: Stream = { ...interest, res, pending: [], closed: false };
    this.streams.add(stream);
    const mine = this.byMember.get(interest.userId) ?? [];
    mine.push(stream);
    this.byMember.set(interest.userId, mine);
    while (mine.length > this.options.maxPerMember) this.close(mine[0]);
    res.on('close', () => this.forget(stream));
    res.on('error', () => this.forget(stream));

    let records: LiveEventRecord[] = [];
    let startId: string;
    try {
      if (lastEventId !== null) {
        records = await this.live.replay(
          lastEventId,
          interest.userId,
          [...interest.threads],
          [...interest.communities],
          [...interest.events],
        );
        startId = records.at(-1)?.id ?? lastEventId;
      } else {
        startId = await this.live.lastId();
      }
    } catch (err) {
      this.logger.warn(`a stream could not read its start: ${(err as Error).message}`);
      this.close(stream);
      return;
    }
    if (stream.closed) return;
    // The unread count is a state: of the notification events missed, only the last matters.
    const lastNotification = records.findLast((e) => e.event.type === 'notification');
    const replayed = new Set(records.map((e) => e.id));
    let text = `retry: ${this.options.retryMs}\n`;
    for (const e of records) if (e.event.type !== 'notification' || e === lastNotification) text += sseMessage(e);
    // An `id:` alone moves the client's Last-Event-ID without an event: a reconnect resumes from here.
    text += `id: ${startId}\n\n`;
    for (const e of stream.pending ?? []) if (!replayed.has(e.id)) text += sseMessage(e);
    stream.pending = null;
    this.write(stream, text);
  }

  /** Ends every stream (shutdown) and refuses new ones. */
  closeAll(): void {
    this.stopping = true;
    clearInterval(this.heartbeat);
    this.offBus?.();
    this.offReset?.();
    this.offSignal?.();
    for (const stream of [...this.streams]) this.close(stream);
  }

  private dispatch(events: LiveEventRecord[]): void {
    for (const stream of this.streams) {
      let text = '';
      for (const e of events) {
        if (!matches(stream, e)) continue;
        if (stream.pending) stream.pending.push(e);
        else text += sseMessage(e);
      }
      if (text) this.write(stream, text);
    }
  }

  private beat(): void {
    for (const stream of this.streams) if (!stream.pending) this.write(stream, ': heartbeat\n\n');
  }

  /** After a bus outage: each stream is replayed, from the table, what came after the last id it was sent. */
  private async catchUpAll(): Promise<void> {
    for (const stream of [...this.streams]) {
      if (stream.pending || stream.closed) continue;
      const after = stream.lastSentId;
      if (after === undefined) continue;
      try {
        const missed = await this.live.replay(after, stream.userId, [...stream.threads], [...stream.communities], [...stream.events]);
        this.write(stream, missed.map(sseMessage).join(''));
      } catch (err) {
        this.logger.warn(`a stream could not catch up after a bus outage: ${(err as Error).message}`);
      }
    }
  }

  private write(stream: Stream, text: string): void {
    if (stream.closed || !text) return;
    const ids = text.match(/^id: (\d+)$/gm);
    if (ids) stream.lastSentId = ids.at(-1)!.slice(4);
    stream.res.write(text);
  }

  private close(stream: Stream): void {
    if (!stream.closed) stream.res.end();
    this.forget(stream);
  }

  private forget(stream: Stream): void {
    if (stream.closed && !this.streams.has(stream)) return;
    stream.closed = true;
    this.streams.delete(stream);
    const mine = this.byMember.get(stream.userId);
    if (!mine) return;
    const at = mine.indexOf(stream);
    if (at >= 0) mine.splice(at, 1);
    if (!mine.length) this.byMember.delete(stream.userId);
  }
}
