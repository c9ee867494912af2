import type { CreateTrend, Trend } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import { toTrend } from './trend.mapper';
import { INSERT_TREND_SQL, PUBLISHED_TRENDS_SQL, type TrendRow } from './trends.queries';

/**
 * Trends: one cached JSON list of the published ones (not archived), featured first, then most discussed
 * (ties by id); every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class TrendsService {
  private readonly snapshot = new CachedSnapshot<string>(async () =>
    JSON.stringify((await db.many<TrendRow>(this.dataSource, PUBLISHED_TRENDS_SQL)).map(toTrend)),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tableWrites: TableWritesSubscriber,
    bus: BusService,
  ) {
    bus.watchTables(['trends'], () => this.invalidate());
  }

  /** JSON array of every trend, most discussed first. */
  listJson(): Promise<string> {
    return this.snapshot.get();
  }

  /** Stores a trend from the admin form and refreshes the list. */
  async create(input: CreateTrend, manager?: EntityManager): Promise<Trend> {
    const row = await db.one<TrendRow>(manager ?? this.dataSource, INSERT_TREND_SQL, [
      input.title,
      input.icon,
      input.color,
      input.discussionCount,
      input.url,
      input.engagement,
      input.source,
      input.trendType,
    ]);
    // This replica's list follows at once (after the commit, in a transaction); the others hear it through the bus.
    this.tableWrites.wrote(manager ?? this.dataSource.manager, 'trends');
    return toTrend(row!);
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
