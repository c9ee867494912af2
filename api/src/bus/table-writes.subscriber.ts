import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityMetadata, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { BusService, TABLE_TOPIC } from './bus.service';

interface WriteEvent {
  queryRunner: QueryRunner;
  metadata: EntityMetadata;
}

/**
 * Read-your-writes on the writing replica. Every replica hears a write through the bus (the table triggers notify on
 * commit), a moment later; this subscriber hands TypeORM writes of this process to the local subscribers at once,
 * so the request after a create already sees it here. Inside a transaction it waits for the outermost commit (a
 * cache rebuilt before the commit still saw the old rows), and forgets the tables on rollback.
 */
@Injectable()
export class TableWritesSubscriber implements EntitySubscriberInterface, OnModuleDestroy {
  private readonly pending = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: BusService,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: WriteEvent): void {
    this.written(event);
  }

  afterUpdate(event: WriteEvent): void {
    this.written(event);
  }

  afterRemove(event: WriteEvent): void {
    this.written(event);
  }

  afterSoftRemove(event: WriteEvent): void {
    this.written(event);
  }

  afterRecover(event: WriteEvent): void {
    this.written(event);
  }

  /** Also fires for a released savepoint: only the outermost commit makes the write visible to others. */
  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    if (event.queryRunner.isTransactionActive) return;
    const tables = this.pending.get(event.queryRunner);
    if (!tables) return;
    this.pending.delete(event.queryRunner);
    for (const table of tables) this.deliver(table);
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /**
   * A write by raw SQL (manager.query): the same read-your-writes as an entity write, for `tables`. In a transaction
   * (a manager from dataSource.transaction) they are delivered after its commit; outside one, at once.
   */
  wrote(manager: EntityManager, ...tables: string[]): void {
    for (const table of tables) this.pendingWrite(manager.queryRunner, table);
  }

  private written({ queryRunner, metadata }: WriteEvent): void {
    const table = metadata?.tableName;
    if (!table) return;
    this.pendingWrite(queryRunner, table);
  }

  private pendingWrite(queryRunner: QueryRunner | undefined, table: string): void {
    if (!queryRunner?.isTransactionActive) {
      this.deliver(table);
      return;
    }
    let tables = this.pending.get(queryRunner);
    if (!tables) this.pending.set(queryRunner, (tables = new Set()));
    tables.add(table);
  }

  private deliver(table: string): void {
    this.bus.deliverLocally({ topic: TABLE_TOPIC, key: table });
  }
}
