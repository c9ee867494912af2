import type { CommunityEvent } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CachedSnapshot } from '../common/cached-snapshot';
import { toEvent } from './event.dto';
import { EventEntity } from './event.entity';

interface Serialised {
  list: string;
  byCommunity: Map<number, string>;
}

/**
 * Events are public reads served from memory like communities: one query builds the full list and
 * the per-community lists. Ids with no events share the constant "[]" and are not cached, so any id
 * a client makes up costs nothing. Writes (none yet) must call invalidate().
 */
@Injectable()
export class EventsService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const events = (await this.repo.find({ order: { id: 'ASC' } })).map(toEvent);
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

  constructor(@InjectRepository(EventEntity) private readonly repo: Repository<EventEntity>) {}

  /** JSON array of every event, ordered by id. */
  async listJson(): Promise<string> {
    return (await this.snapshot.get()).list;
  }

  /** JSON array of the events of one community (ordered by id); "[]" for an unknown community. */
  async byCommunityJson(communityId: number): Promise<string> {
    return (await this.snapshot.get()).byCommunity.get(communityId) ?? '[]';
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
