import {
  CHALLENGE_MESSAGES,
  type ChallengeEntryView,
  challengePhase,
  type ChallengeSummary,
  type ChallengeView,
  type CreateChallenge,
  type CreateEntry,
  renderMarkdown,
  type ReviewEntry,
} from '@cci/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { postAuthor } from '../members/post-author';
import { lockPoster } from '../discussions/posting-rules';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { db } from '../database/sql';
import {
  CHALLENGE_EXISTS_SQL,
  CHALLENGE_SQL,
  type ChallengeRow,
  type ChallengeSummaryRow,
  COMMUNITY_CHALLENGES_SQL,
  COUNT_ENTRY_SQL,
  COUNT_PARTICIPANT_SQL,
  ENTRIES_SQL,
  type EntryRow,
  type IdRow,
  INSERT_CHALLENGE_SQL,
  INSERT_ENTRY_SQL,
  JOIN_SQL,
  LOCK_CHALLENGE_SQL,
  LOCK_ENTRY_SQL,
  type LockedChallengeRow,
  type LockedEntryRow,
  MEMBER_ENTRY_SQL,
  OPEN_CHALLENGES_SQL,
  OWN_THREAD_SQL,
  PARTICIPANTS_SQL,
  type ParticipantRow,
  RECOUNT_COMPLETIONS_SQL,
  REVIEW_ENTRY_SQL,
  SET_PARTICIPANT_STATUS_SQL,
} from './challenges.queries';
import { iso } from '../common/iso';

/** Who is asking: a signed-in member (admin or not), or a visitor. */
export interface ChallengeReader {
  id: number;
  admin: boolean;
}

function toSummary(r: ChallengeSummaryRow): ChallengeSummary {
  const startsAt = iso(r.startsAt);
  const endsAt = iso(r.endsAt);
  return {
    id: r.id,
    community: { slug: r.communitySlug, name: r.communityName },
    title: r.title,
    points: r.points,
    winnerBonus: r.winnerBonus,
    startsAt,
    endsAt,
    phase: challengePhase(startsAt, endsAt),
    entryKind: r.entryKind,
    participantCount: r.participantCount,
    submissionCount: r.submissionCount,
    me: r.myStatus ? { status: r.myStatus, entryStatus: r.myEntryStatus } : null,
  };
}

const toEntry = (r: EntryRow): ChallengeEntryView => ({
  id: r.id,
  author: postAuthor(r.authorId, r.firstName, r.lastName, r.avatar),
  html: r.html,
  url: r.url,
  thread: r.threadId && r.threadTitle && r.threadCommunity ? { id: r.threadId, title: r.threadTitle, community: r.threadCommunity } : null,
  status: r.status,
  feedback: r.feedback,
  submittedAt: iso(r.submittedAt),
});

/**
 * Challenges. Joining and entering lock the member's row (lockPoster: approved member of the community,
 * verified, not suspended) and the challenge's; one entry per member is the unique key's; a review pays points through
 * PointsService in the same transaction, once per member and challenge whatever the reviews that follow.
 */
@Injectable()
export class ChallengesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly points: PointsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async ofCommunity(slug: string, reader: ChallengeReader | null): Promise<ChallengeSummary[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<ChallengeSummaryRow>(this.dataSource, COMMUNITY_CHALLENGES_SQL, [community.id, reader?.id ?? null]);
    return rows.map(toSummary);
  }

  /** The `limit` challenges running now in the communities `communityIds` (null: every community), ending soonest first. */
  async open(communityIds: readonly number[] | null, limit: number, reader: ChallengeReader | null): Promise<ChallengeSummary[]> {
    const rows = await db.many<ChallengeSummaryRow>(this.dataSource, OPEN_CHALLENGES_SQL, [communityIds, reader?.id ?? null, limit]);
    return rows.map(toSummary);
  }

  async view(id: number, reader: ChallengeReader | null, m: EntityManager = this.dataSource.manager): Promise<ChallengeView> {
    const row = await db.one<ChallengeRow>(m, CHALLENGE_SQL, [id, reader?.id ?? null]);
    if (!row) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    const summary = toSummary(row);
    const showEntries = reader?.admin === true || row.entriesPublic || summary.phase === 'ended';
    const [participants, entries, mine] = await Promise.all([
      db.many<ParticipantRow>(m, PARTICIPANTS_SQL, [id]),
      showEntries ? db.many<EntryRow>(m, ENTRIES_SQL, [id, null]) : Promise.resolve(null),
      reader ? db.many<EntryRow>(m, ENTRIES_SQL, [id, reader.id]) : Promise.resolve([]),
    ]);
    return {
      ...summary,
      brief: row.brief,
      briefHtml: row.briefHtml,
      entriesPublic: row.entriesPublic,
      participants: participants.map((p) => postAuthor(p.id, p.firstName, p.lastName, p.avatar)!),
      entries: entries ? entries.map(toEntry) : null,
      myEntry: mine[0] ? toEntry(mine[0]) : null,
    };
  }

  /** POST /api/challenges (admins). */
  async create(input: CreateChallenge, actor: StaffActor): Promise<ChallengeView> {
    const adminUserId = 'memberId' in actor ? actor.memberId : null;
    const id = await this.dataSource.transaction(async (m) => {
      const community = await communityBySlug(m, input.community);
      const { id } = (await db.one<IdRow>(m, INSERT_CHALLENGE_SQL, [
        input.title,
        input.brief,
        renderMarkdown(input.brief),
        input.points,
        input.winnerBonus,
        community.id,
        adminUserId,
        input.startsAt,
        input.endsAt,
        input.entryKind,
        input.entriesPublic,
      ]))!;
      await this.audit.record(m, actor, {
        action: 'challenge.create',
        entity: 'challenge',
        entityId: id,
        summary: `Created ‘${input.title}’ in ${community.name}`,
        after: { title: input.title, points: input.points, winnerBonus: input.winnerBonus, startsAt: input.startsAt, endsAt: input.endsAt },
      });
      return id;
    });
    return this.view(id, { id: adminUserId ?? 0, admin: true });
  }

  /** The challenge, locked for a join or an entry; 404 unknown, 409 ended. */
  private async lockOpen(m: EntityManager, id: number) {
    const ch = await db.one<LockedChallengeRow>(m, LOCK_CHALLENGE_SQL, [id]);
    if (!ch) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    if (ch.ended) throw new ConflictException(CHALLENGE_MESSAGES.ended);
    return ch;
  }

  /** Joins (participant status active); joining twice changes nothing. */
  private async joinLocked(m: EntityManager, challengeId: number, userId: number): Promise<void> {
    const joined = await db.many(m, JOIN_SQL, [challengeId, userId]);
    if (joined.length) await db.exec(m, COUNT_PARTICIPANT_SQL, [challengeId]);
  }

  /** POST /api/challenges/:id/join: an approved, verified member of its community, before the end (idempotent). */
  async join(id: number, reader: ChallengeReader): Promise<ChallengeView> {
    return this.dataSource.transaction(async (m) => {
      const ch = await this.lockOpen(m, id);
      await lockPoster(m, reader.id, ch.communityId, 'joinChallenge');
      await this.joinLocked(m, id, reader.id);
      return this.view(id, reader, m);
    });
  }

  /** POST /api/challenges/:id/entries: one entry of the challenge's kind, after its start and before its end. */
  async enter(id: number, reader: ChallengeReader, input: CreateEntry): Promise<ChallengeView> {
    return this.dataSource.transaction(async (m) => {
      const ch = await this.lockOpen(m, id);
      if (ch.upcoming) throw new ConflictException(CHALLENGE_MESSAGES.notStarted);
      await lockPoster(m, reader.id, ch.communityId, 'submitEntry');
      const given = (['text', 'url', 'threadId'] as const).filter((k) => input[k] !== undefined);
      const wanted = ch.entryKind === 'link' ? 'url' : ch.entryKind === 'thread' ? 'threadId' : 'text';
      if (given.length !== 1 || given[0] !== wanted)
        throw new BadRequestException({ message: CHALLENGE_MESSAGES.wrongKind, errors: { [wanted]: CHALLENGE_MESSAGES.wrongKind } });
      if (input.threadId !== undefined) {
        const own = await db.one(m, OWN_THREAD_SQL, [input.threadId, reader.id, ch.communityId]);
        if (!own)
          throw new BadRequestException({ message: CHALLENGE_MESSAGES.entryThread, errors: { threadId: CHALLENGE_MESSAGES.entryThread } });
      }
      await this.joinLocked(m, id, reader.id);
      const inserted = await db.many(m, INSERT_ENTRY_SQL, [
        id,
        reader.id,
        input.text ?? '',
        input.text ? renderMarkdown(input.text) : '',
        input.url ?? null,
        input.threadId ?? null,
      ]);
      if (!inserted.length) throw new ConflictException(CHALLENGE_MESSAGES.duplicateEntry);
      await db.exec(m, COUNT_ENTRY_SQL, [id]);
      return this.view(id, reader, m);
    });
  }

  /** GET /api/challenges/:id/entries (admins): every entry. */
  async entries(id: number): Promise<ChallengeEntryView[]> {
    if (!(await db.one(this.dataSource, CHALLENGE_EXISTS_SQL, [id]))) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    return (await db.many<EntryRow>(this.dataSource, ENTRIES_SQL, [id, null])).map(toEntry);
  }

  /**
   * POST /api/challenges/:id/entries/:entryId/review (admins): completed pays the challenge's points, winner also its
   * bonus and the Challenger badge. Each payment is once per member and challenge (the ledger's key): a second review
   * pays nothing more, and a later rejection takes nothing back (the ledger is append-only).
   */
  async review(id: number, entryId: number, input: ReviewEntry, actor: StaffActor): Promise<ChallengeEntryView> {
    return this.dataSource.transaction(async (m) => {
      const entry = await db.one<LockedEntryRow>(m, LOCK_ENTRY_SQL, [entryId, id]);
      if (!entry) throw new NotFoundException(CHALLENGE_MESSAGES.entryNotFound);
      await db.exec(m, REVIEW_ENTRY_SQL, [entryId, input.status, input.feedback]);
      const participant = input.status === 'rejected' ? 'active' : input.status;
      await db.exec(m, SET_PARTICIPANT_STATUS_SQL, [id, entry.userId, participant]);
      await db.exec(m, RECOUNT_COMPLETIONS_SQL, [id]);
      const source = `challenge:${id}:user:${entry.userId}`;
      if (input.status !== 'rejected')
        await this.points.award(m, {
          userId: entry.userId,
          communityId: entry.communityId,
          amount: entry.points,
          reason: 'challenge_completed',
          sourceKey: source,
        });
      if (input.status === 'winner') {
        await this.points.award(m, {
          userId: entry.userId,
          communityId: entry.communityId,
          amount: entry.winnerBonus,
          reason: 'challenge_won',
          sourceKey: source,
        });
        await this.points.badge(m, entry.userId, 'challenger', entry.communityId);
      }
      await this.audit.record(m, actor, {
        action: 'challenge.review',
        entity: 'challenge',
        entityId: id,
        summary: `Marked an entry to ‘${entry.title}’ ${input.status}`,
        after: { entryId, memberId: entry.userId, status: input.status },
      });
      const outcome = { completed: 'was marked completed', winner: 'won', rejected: 'was not accepted' }[input.status];
      await this.notifications.notifyMember(m, {
        userId: entry.userId,
        kind: 'challenge',
        text: `Your entry to ‘${entry.title}’ ${outcome}`,
        link: `/community/${entry.community}/challenges/${id}`,
      });
      return toEntry((await db.one<EntryRow>(m, MEMBER_ENTRY_SQL, [id, entry.userId]))!);
    });
  }
}
