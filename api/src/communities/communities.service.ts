import { DISCUSSION_MESSAGES } from '@cci/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import { COMMUNITIES_SQL, type CommunityRef, type CommunityRow } from './communities.queries';
import { getCommunityExtras } from './community-extras';
import { toCommunity } from './community.mapper';

interface Serialised {
  list: string;
  bySlug: Map<string, string>;
  /** Id, slug and name by slug: what the forum's reads name a community by. */
  refs: Map<string, CommunityRef>;
  /** Per known slug: its extras as JSON, `null` for a community without (static content, keyed by the table's slugs). */
  extrasBySlug: Map<string, string>;
}

/**
 * Communities are public, read on every page and change rarely: the whole table is serialised once
 * and served from memory. Any committed write to the table, on any replica and by any client, drops it (bus).
 * Unknown slugs are not cached, so garbage requests cannot grow the cache.
 */
@Injectable()
export class CommunitiesService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const rows = await db.many<CommunityRow>(this.dataSource, COMMUNITIES_SQL);
    const communities = rows.map(toCommunity);
    return {
      list: JSON.stringify(communities),
      bySlug: new Map(communities.map((c) => [c.slug, JSON.stringify(c)])),
      refs: new Map(rows.map((r) => [r.slug, { id: r.id, slug: r.slug, name: r.name }])),
      extrasBySlug: new Map(communities.map((c) => [c.slug, JSON.stringify(getCommunityExtras(c.slug) ?? null)])),
    };
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    bus: BusService,
  ) {
    bus.watchTables(['communities'], () => this.invalidate());
  }

  /** JSON array of every community, ordered by id. */
  async listJson(): Promise<string> {
    return (await this.snapshot.get()).list;
  }

  /** JSON of one community, or undefined. */
  async bySlugJson(slug: string): Promise<string | undefined> {
    return (await this.snapshot.get()).bySlug.get(slug);
  }

  /**
   * The community a path names, from memory (as communityBySlug reads it, without a query per request), or 404
   * "Community not found". Outside a transaction only: a writer that must see its own transaction's rows uses
   * communityBySlug.
   */
  async ref(slug: string): Promise<CommunityRef> {
    const community = (await this.snapshot.get()).refs.get(slug);
    if (!community) throw new NotFoundException(DISCUSSION_MESSAGES.communityNotFound);
    return community;
  }

  /** JSON of a community's extras (community-extras.ts), `null` for a community without; undefined for an unknown slug. */
  async extrasJson(slug: string): Promise<string | undefined> {
    return (await this.snapshot.get()).extrasBySlug.get(slug);
  }

  /** listJson() when it is in memory right now, else undefined (the fast path of @CachedJson()). */
  cachedListJson(): string | undefined {
    return this.snapshot.peek()?.list;
  }

  /** bySlugJson() when that community is in memory right now, else undefined (@CachedJson()). */
  cachedBySlugJson(slug: string): string | undefined {
    return this.snapshot.peek()?.bySlug.get(slug);
  }

  /** extrasJson() when that community is in memory right now, else undefined (@CachedJson()). */
  cachedExtrasJson(slug: string): string | undefined {
    return this.snapshot.peek()?.extrasBySlug.get(slug);
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
