import type { ServerResponse } from 'node:http';
import { type BeforeApplicationShutdown, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { BusService } from '../bus/bus.service';
import { closeOnStopSignal } from '../common/event-stream';

/** The tables Recent Activity reads (AdminService.overview): a committed write to one, on any replica, is news. */
export const ACTIVITY_TABLES = ['users', 'event_requests', 'demo_requests', 'waitlist_entries', 'reports', 'audit_log'] as const;

export const ACTIVITY_STREAM_LIMITS = {
  /** Open admin streams per process (staff are few; a runaway client must not hold every socket). */
  maxPerProcess: 100,
  /** Writes within this window are one event (a bulk approval is 100 audit rows in one commit, or several commits). */
  coalesceMs: 250,
  heartbeatMs: 20_000,
  retryMs: 5_000,
} as const;

export const ACTIVITY_STREAM_FULL = 'Too many live admin connections on this server: try again shortly';

/**
 * Recent Activity, live: each open Overview holds one text/event-stream; when the bus says one of the
 * activity tables changed (a registration, a request, a report, a staff action, on any replica), the stream sends an
 * `activity` event and the page reads the overview again. The event carries no data: what staff see still comes from
 * the admin-only overview read, so a stream outliving its session reveals nothing.
 */
@Injectable()
export class ActivityStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly streams = new Set<ServerResponse>();
  private heartbeat?: NodeJS.Timeout;
  private pending?: NodeJS.Timeout;
  private offBus?: () => void;
  private stopping = false;
  private sequence = 0;
  private offSignal?: () => void;

  constructor(private readonly bus: BusService) {}

  onModuleInit(): void {
    this.offBus = this.bus.watchTables(ACTIVITY_TABLES, () => this.changed());
    this.heartbeat = setInterval(() => this.send(': heartbeat\n\n'), ACTIVITY_STREAM_LIMITS.heartbeatMs);
    this.heartbeat.unref();
    this.offSignal = closeOnStopSignal(() => this.closeAll());
  }

  onModuleDestroy(): void {
    this.closeAll();
  }

  beforeApplicationShutdown(): void {
    this.closeAll();
  }

  get size(): number {
    return this.streams.size;
  }

  get accepting(): boolean {
    return !this.stopping && this.streams.size < ACTIVITY_STREAM_LIMITS.maxPerProcess;
  }

  open(res: ServerResponse): void {
    this.streams.add(res);
    const forget = () => this.streams.delete(res);
    res.on('close', forget);
    res.on('error', forget);
    res.write(`retry: ${ACTIVITY_STREAM_LIMITS.retryMs}\n\n`);
  }

  private changed(): void {
    this.pending ??= setTimeout(() => {
      this.pending = undefined;
      this.send(`event: activity\nid: ${++this.sequence}\ndata: {}\n\n`);
    }, ACTIVITY_STREAM_LIMITS.coalesceMs);
  }

  private send(text: string): void {
    for (const res of this.streams) if (!res.writableEnded) res.write(text);
  }

  private closeAll(): void {
    this.stopping = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.pending);
    this.offBus?.();
    this.offSignal?.();
    for (const res of this.streams) res.end();
    this.streams.clear();
  }
}
