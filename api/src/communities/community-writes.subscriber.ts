import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { CommunitiesService } from './communities.service';
import { CommunityEntity } from './community.entity';

/**
 * Drops the serialised communities (CommunitiesService) whenever this process writes the table through
 * TypeORM: repository or entity-manager insert/save/update/delete/remove and query-builder
 * insert/update/delete all broadcast these events. There is no community write endpoint yet (the spec
 * has none); an admin create/update/delete added later invalidates the cache without having to remember to.
 *
 * A write inside a transaction invalidates again once the transaction commits: a read that rebuilt the
 * cache between the write and the commit still saw the old rows. (Raw SQL through dataSource.query()
 * broadcasts nothing: call CommunitiesService.invalidate() after such a write.)
 */
@Injectable()
export class CommunityWritesSubscriber implements EntitySubscriberInterface<CommunityEntity>, OnModuleDestroy {
  private readonly pendingCommit = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly communities: CommunitiesService,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo(): typeof CommunityEntity {
    return CommunityEntity;
  }

  afterInsert(event: { queryRunner: QueryRunner }): void {
    this.written(event.queryRunner);
  }

  afterUpdate(event: { queryRunner: QueryRunner }): void {
    this.written(event.queryRunner);
  }

  afterRemove(event: { queryRunner: QueryRunner }): void {
    this.written(event.queryRunner);
  }

  afterSoftRemove(event: { queryRunner: QueryRunner }): void {
    this.written(event.queryRunner);
  }

  afterRecover(event: { queryRunner: QueryRunner }): void {
    this.written(event.queryRunner);
  }

  /** Also fires for a released savepoint: only the outermost commit makes the write visible to others. */
  afterTransactionCommit(event: { queryRunner: QueryRunner }): void {
    if (event.queryRunner.isTransactionActive || !this.pendingCommit.has(event.queryRunner)) return;
    this.pendingCommit.delete(event.queryRunner);
    this.communities.invalidate();
  }

  afterTransactionRollback(event: { queryRunner: QueryRunner }): void {
    if (!event.queryRunner.isTransactionActive) this.pendingCommit.delete(event.queryRunner);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  private written(queryRunner: QueryRunner | undefined): void {
    this.communities.invalidate();
    if (queryRunner?.isTransactionActive) this.pendingCommit.add(queryRunner);
  }
}
