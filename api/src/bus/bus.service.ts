import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, type Notification } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from '../database/sql';
import { BUS_CHANNEL, LISTEN_SQL, NOTIFY_SQL, PING_SQL } from './bus.queries';

/** NOTIFY refuses payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;
/** Topic of the table triggers (migration BusAndLimits): `key` is the table written. */
export const TABLE_TOPIC = 'table';

export interface BusMessage {
  topic: string;
  /** An id or key: never a row (payloads are small and may be read by every replica). */
  key?: string;
  [field: string]: unknown;
}

export type BusHandler = (message: BusMessage) => void;

export interface BusOptions {
  /** Interval of the liveness query on the listening connection (a half-open TCP connection is otherwise silent). */
  pingMs: number;
  /** First reconnect delay; doubles per failed attempt up to maxBackoffMs. */
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const BUS_OPTIONS = Symbol('BUS_OPTIONS');
export const DEFAULT_BUS_OPTIONS: BusOptions = { pingMs: 10_000, minBackoffMs: 100, maxBackoffMs: 5_000 };

/**
 * Publish/subscribe across every API replica on one database, on PostgreSQL LISTEN/NOTIFY.
 *
 * - One dedicated connection LISTENs (not a pool client: a pooled connection would lose its LISTEN when recycled).
 *   It reconnects with exponential backoff; a dropped connection also loses the notifications sent meanwhile, so
 *   every reset handler (every cache: watchTables) runs once it listens again. Until then caches keep serving, so
 *   public reads outlive a database outage.
 * - publish() sends through the caller's transaction when given one: PostgreSQL delivers a notification only when
 *   that transaction commits, and never for a rolled-back one. Every replica, the sender included, receives it.
 * - Writes to watched tables notify by themselves (statement triggers, migration BusAndLimits), whoever writes
 *   them: TypeORM, raw SQL, psql. TableWritesSubscriber also delivers TypeORM writes locally at commit, so a replica
 *   reads its own writes at once instead of a round trip later.
 */
@Injectable()
export class BusService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Bus');
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly resetHandlers = new Set<() => void>();
  private readonly options: BusOptions;
  private client?: Client;
  private connecting?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private pingTimer?: NodeJS.Timeout;
  private failures = 0;
  private stopped = false;
  private everConnected = false;
  /** The NOTIFY channel: a statement may send a message itself (`pg_notify(channel, <a BusMessage as JSON>)`). */
  readonly channel = BUS_CHANNEL;
  /** Connections made so far (1 after boot; each reconnect adds one). */
  connections = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(BUS_OPTIONS) options?: Partial<BusOptions>,
  ) {
    this.options = { ...DEFAULT_BUS_OPTIONS, ...options };
  }

  /** Boot waits for the first LISTEN, so that no write after boot is missed; if it fails, the app still starts and retries. */
  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Whether the listening connection is up (health). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Server process id of the listening connection (tests terminate it to prove the reconnect). */
  get backendPid(): number | undefined {
    return (this.client as (Client & { processID?: number }) | undefined)?.processID;
  }

  /** Calls `handler` for every message of `topic`, from any replica. Returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Calls `handler` whenever messages may have been missed (the listening connection came back after a drop). */
  onReset(handler: () => void): () => void {
    this.resetHandlers.add(handler);
    return () => this.resetHandlers.delete(handler);
  }

  /** For caches: `drop` runs after any committed write to one of `tables`, on any replica, and on every reset. */
  watchTables(tables: readonly string[], drop: () => void): () => void {
    const watched = new Set(tables);
    const off = this.subscribe(TABLE_TOPIC, (m) => {
      if (m.key !== undefined && watched.has(m.key)) drop();
    });
    const offReset = this.onReset(drop);
    return () => {
      off();
      offReset();
    };
  }

  /**
   * Sends `message` to every replica. With `manager` (an EntityManager inside a transaction) it leaves when that
   * transaction commits, and not at all if it rolls back; without, at once.
   */
  async publish(message: BusMessage, manager?: EntityManager): Promise<void> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      throw new Error(`bus message of topic ${message.topic} is over ${MAX_PAYLOAD_BYTES} bytes: send ids, not rows`);
    await db.exec(manager ?? this.dataSource.manager, NOTIFY_SQL, [BUS_CHANNEL, payload]);
  }

  /** Hands `message` to this process's subscribers only (TableWritesSubscriber; the bus's own deliveries). */
  deliverLocally(message: BusMessage): void {
    for (const handler of this.handlers.get(message.topic) ?? []) {
      try {
        handler(message);
      } catch (err) {
        this.logger.error({ err, topic: message.topic }, 'a bus subscriber failed');
      }
    }
  }

  private reset(why: string): void {
    this.logger.warn(`dropping every local cache: ${why}`);
    for (const handler of this.resetHandlers) {
      try {
        handler();
      } catch (err) {
        this.logger.error({ err }, 'a bus reset handler failed');
      }
    }
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new Client({
      connectionString: url,
      application_name: 'cci-bus',
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      clearInterval(this.pingTimer);
      client.end().catch(() => undefined);
      if (this.stopped) return;
      // Caches keep serving meanwhile (public reads outlive a database outage); they are dropped once it is back.
      this.logger.warn(`the bus connection dropped${err ? ` (${err.message})` : ''}; reconnecting`);
      this.scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n: Notification) => this.received(n));
    try {
      await client.connect();
      await db.exec(client, LISTEN_SQL);
    } catch (err) {
      lost = true;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.error(`cannot listen on the bus (retrying): ${(err as Error).message}`);
      this.scheduleRetry();
      return;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connections++;
    this.failures = 0;
    // Anything written while no connection listened was not heard: caches built meanwhile may be stale.
    if (this.everConnected) this.reset('the bus connection is back');
    this.everConnected = true;
    this.pingTimer = setInterval(() => {
      db.exec(client, PING_SQL).catch((err: Error) => onLost(err));
    }, this.options.pingMs);
    this.pingTimer.unref();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delay = Math.min(this.options.maxBackoffMs, this.options.minBackoffMs * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => void this.connect(), delay * (0.75 + Math.random() / 2));
    this.retryTimer.unref();
  }

  private received(n: Notification): void {
    if (n.channel !== BUS_CHANNEL || !n.payload) return;
    let message: BusMessage;
    try {
      message = JSON.parse(n.payload) as BusMessage;
    } catch {
      this.logger.warn(`ignored a malformed bus payload of ${n.payload.length} characters`);
      return;
    }
    if (typeof message?.topic !== 'string') return;
    this.deliverLocally(message);
  }
}
