import type { CreateTrend, Trend } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository, type EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { saveAsStored } from '../common/save-as-stored';
import { toTrend } from './trend.mapper';
import { TrendEntity } from './trend.entity';

/**
 * Trends: one cached JSON list of the published ones (not archived), featured first, then most discussed
 * (ties by id); every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class TrendsService {
  private readonly snapshot = new CachedSnapshot<string>(async () =>
    JSON.stringify(
      (
        await this.repo.find({
          where: { published: true, deletedAt: IsNull() },
          order: { featured: 'DESC', discussionCount: 'DESC', id: 'ASC' },
        })
      ).map(toTrend),
    ),
  );

  constructor(
    @InjectRepository(TrendEntity) private readonly repo: Repository<TrendEntity>,
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
    return toTrend(
      await saveAsStored(
        this.repo,
        {
          title: input.title,
          icon: input.icon,
          color: input.color,
          discussionCount: input.discussionCount,
          url: input.url,
          engagement: input.engagement,
          source: input.source,
          trendType: input.trendType,
        },
        manager,
      ),
    );
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
