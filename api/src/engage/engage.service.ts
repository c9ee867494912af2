import { type EngageHub, ENGAGE_LIMITS } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { BusService } from '../bus/bus.service';
import { ChallengesService } from '../challenges/challenges.service';
import { KeyedSnapshots } from '../common/keyed-snapshots';
import { DiscussionsService, FORUM_READ_TABLES } from '../discussions/discussions.service';
import { EventRsvpsService } from '../events/event-rsvps.service';
import { MentoringService } from '../mentoring/mentoring.service';
import { MembershipsService } from '../users/memberships.service';

/** Tables whose writes change what a visitor's hub shows: the forum's lists, events and challenges (names included). */
const VISITOR_HUB_TABLES = [...FORUM_READ_TABLES, 'events', 'challenges'] as const;
/**
 * A visitor's hub is kept at most this long even with no write: "not started yet" and "running now" move with the
 * clock, not with a write.
 */
const VISITOR_HUB_MS = 60_000;

/** Who reads the hub: a signed-in member, or null for a visitor. */
export interface EngageReader {
  id: number;
  admin: boolean;
}

/**
 * The Engage hub (issue 29 §10): each list is its own module's read (bounded by ENGAGE_LIMITS, each by an index), run in
 * parallel. A member's hub spans their approved memberships and is theirs only; a visitor's spans every community,
 * without mentors, and is kept as JSON (dropped on a write to what it shows, on any replica, and every minute).
 */
@Injectable()
export class EngageService {
  /** The visitor's hub by the minute it was built in: the previous minute's goes when the next is built. */
  private readonly visitorHub = new KeyedSnapshots<string>(2);

  constructor(
    private readonly memberships: MembershipsService,
    private readonly discussions: DiscussionsService,
    private readonly events: EventRsvpsService,
    private readonly challenges: ChallengesService,
    private readonly mentoring: MentoringService,
    bus: BusService,
  ) {
    bus.watchTables(VISITOR_HUB_TABLES, () => this.visitorHub.clear());
  }

  private static minute(): string {
    return String(Math.floor(Date.now() / VISITOR_HUB_MS));
  }

  /** The visitor's hub as JSON when it is built for this minute (the cached fast path), else undefined. */
  cachedVisitorJson(): string | undefined {
    return this.visitorHub.peek(EngageService.minute());
  }

  /** GET /api/engage as JSON, for `reader` (null: a visitor). */
  async hubJson(reader: EngageReader | null): Promise<string> {
    if (reader) return JSON.stringify(await this.memberHub(reader));
    return this.visitorHub.get(EngageService.minute(), async () => JSON.stringify(await this.publicHub()));
  }

  private async publicHub(): Promise<EngageHub> {
    const [discussions, events, challenges] = await Promise.all([
      this.discussions.active(null, ENGAGE_LIMITS.discussions),
      this.events.next(null, ENGAGE_LIMITS.events, null),
      this.challenges.open(null, ENGAGE_LIMITS.challenges, null),
    ]);
    return { communities: null, discussions, events, challenges, mentors: null };
  }

  private async memberHub(reader: EngageReader): Promise<EngageHub> {
    const mine = (await this.memberships.forUser(reader.id)).filter((m) => m.status === 'approved');
    if (!mine.length) return { communities: [], discussions: [], events: [], challenges: [], mentors: [] };
    const ids = mine.map((m) => m.communityId);
    const [discussions, events, challenges, mentors] = await Promise.all([
      this.discussions.active(ids, ENGAGE_LIMITS.discussions),
      this.events.next(ids, ENGAGE_LIMITS.events, reader),
      this.challenges.open(ids, ENGAGE_LIMITS.challenges, reader),
      this.mentoring.suggestedIn(ids, reader.id, ENGAGE_LIMITS.mentors),
    ]);
    return { communities: mine.map(({ slug, name }) => ({ slug, name })), discussions, events, challenges, mentors };
  }
}
