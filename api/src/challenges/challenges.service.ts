import {
  CHALLENGE_MESSAGES,
  type ChallengeEntryView,
  challengePhase,
  type ChallengeSummary,
  type ChallengeView,
  type CreateChallenge,
  type CreateEntry,
  type EntryKind,
  type EntryStatus,
  type ParticipantStatus,
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

/** Who is asking: a signed-in member (admin or not), or a visitor. */
export interface ChallengeReader {
  id: number;
  admin: boolean;
}

const iso = (d: Date) => new Date(d).toISOString();

const SUMMARY_COLUMNS = `
  ch.id, c.slug AS "communitySlug", c.name AS "communityName", ch.title, ch.points, ch.winner_bonus AS "winnerBonus",
  ch.starts_at AS "startsAt", ch.ends_at AS "endsAt", ch.entry_kind AS "entryKind", ch.participant_count AS "participantCount",
  ch.submission_count AS "submissionCount", p.status AS "myStatus", s.status AS "myEntryStatus"`;
const SUMMARY_FROM = `
  FROM challenges ch
  JOIN communities c ON c.id = ch.community_id
  LEFT JOIN challenge_participants p ON p.challenge_id = ch.id AND p.user_id = $2
  LEFT JOIN challenge_submissions s ON s.challenge_id = ch.id AND s.user_id = $2`;

/** A community's real challenges (the spec's example rows have no window): running first, then upcoming, then ended. */
const COMMUNITY_CHALLENGES_SQL = `
  SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
   WHERE ch.community_id = $1 AND ch.starts_at IS NOT NULL AND ch.is_active AND ch.published AND ch.deleted_at IS NULL
   ORDER BY CASE WHEN ch.ends_at <= now() THEN 2 WHEN ch.starts_at > now() THEN 1 ELSE 0 END,
            CASE WHEN ch.ends_at <= now() THEN NULL ELSE ch.ends_at END, ch.ends_at DESC, ch.id DESC
   LIMIT 100`;

const CHALLENGE_SQL = `
  SELECT ${SUMMARY_COLUMNS}, ch.description AS brief, ch.brief_html AS "briefHtml", ch.entries_public AS "entriesPublic",
         ch.community_id AS "communityId"
  ${SUMMARY_FROM}
   WHERE ch.id = $1 AND ch.starts_at IS NOT NULL AND ch.published AND ch.deleted_at IS NULL`;

const PARTICIPANTS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
    FROM challenge_participants p JOIN users u ON u.id = p.user_id
   WHERE p.challenge_id = $1 ORDER BY p.joined_at, p.user_id LIMIT 12`;

const ENTRIES_SQL = `
  SELECT s.id, s.user_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", s.submission_html AS html,
         s.submission_url AS url, t.id AS "threadId", t.title AS "threadTitle", tc.slug AS "threadCommunity",
         s.status, s.feedback, s.submitted_at AS "submittedAt"
    FROM challenge_submissions s
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN threads t ON t.id = s.thread_id AND t.deleted_at IS NULL AND NOT t.hidden
    LEFT JOIN communities tc ON tc.id = t.community_id
   WHERE s.challenge_id = $1 AND ($2::int IS NULL OR s.user_id = $2)
   ORDER BY array_position(ARRAY['winner', 'completed', 'pending', 'rejected'], s.status), s.submitted_at, s.id`;

interface SummaryRow {
  id: number;
  communitySlug: string;
  communityName: string;
  title: string;
  points: number;
  winnerBonus: number;
  startsAt: Date;
  endsAt: Date;
  entryKind: EntryKind;
  participantCount: number;
  submissionCount: number;
  myStatus: ParticipantStatus | null;
  myEntryStatus: EntryStatus | null;
}

interface EntryRow {
  id: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  html: string;
  url: string | null;
  threadId: number | null;
  threadTitle: string | null;
  threadCommunity: string | null;
  status: EntryStatus;
  feedback: string;
  submittedAt: Date;
}

function toSummary(r: SummaryRow): ChallengeSummary {
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
  author: postAuthor(r.authorId, r.firstName, r.lastName),
  html: r.html,
  url: r.url,
  thread: r.threadId && r.threadTitle && r.threadCommunity ? { id: r.threadId, title: r.threadTitle, community: r.threadCommunity } : null,
  status: r.status,
  feedback: r.feedback,
  submittedAt: iso(r.submittedAt),
});

/**
 * Challenges (issue 15 §2). Joining and entering lock the member's row (lockPoster: approved member of the community,
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
    const rows = (await this.dataSource.query(COMMUNITY_CHALLENGES_SQL, [community.id, reader?.id ?? null])) as SummaryRow[];
    return rows.map(toSummary);
  }

  async view(id: number, reader: ChallengeReader | null, m: EntityManager = this.dataSource.manager): Promise<ChallengeView> {
    const [row] = (await m.query(CHALLENGE_SQL, [id, reader?.id ?? null])) as (SummaryRow & {
      brief: string;
      briefHtml: string;
      entriesPublic: boolean;
    })[];
    if (!row) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    const summary = toSummary(row);
    const showEntries = reader?.admin === true || row.entriesPublic || summary.phase === 'ended';
    const [participants, entries, mine] = await Promise.all([
      m.query(PARTICIPANTS_SQL, [id]) as Promise<{ id: number; firstName: string; lastName: string }[]>,
      showEntries ? (m.query(ENTRIES_SQL, [id, null]) as Promise<EntryRow[]>) : Promise.resolve(null),
      reader ? (m.query(ENTRIES_SQL, [id, reader.id]) as Promise<EntryRow[]>) : Promise.resolve([]),
    ]);
    return {
      ...summary,
      brief: row.brief,
      briefHtml: row.briefHtml,
      entriesPublic: row.entriesPublic,
      participants: participants.map((p) => postAuthor(p.id, p.firstName, p.lastName)!),
      entries: entries ? entries.map(toEntry) : null,
      myEntry: mine[0] ? toEntry(mine[0]) : null,
    };
  }

  /** POST /api/challenges (admins). */
  async create(input: CreateChallenge, actor: StaffActor): Promise<ChallengeView> {
    const adminUserId = 'memberId' in actor ? actor.memberId : null;
    const id = await this.dataSource.transaction(async (m) => {
      const community = await communityBySlug(m, input.community);
      const [{ id }] = (await m.query(
        `INSERT INTO challenges (title, description, brief_html, difficulty, points, winner_bonus, community_id, community_name,
                                 created_by_id, status, start_date, end_date, starts_at, ends_at, entry_kind, entries_public)
         VALUES ($1, $2, $3, 'beginner', $4, $5, $6, $7, $8, CASE WHEN $9::timestamptz > now() THEN 'upcoming' ELSE 'active' END,
                 ($9::timestamptz AT TIME ZONE 'UTC')::date, ($10::timestamptz AT TIME ZONE 'UTC')::date, $9, $10, $11, $12)
         RETURNING id`,
        [
          input.title,
          input.brief,
          renderMarkdown(input.brief),
          input.points,
          input.winnerBonus,
          community.id,
          community.name,
          adminUserId,
          input.startsAt,
          input.endsAt,
          input.entryKind,
          input.entriesPublic,
        ],
      )) as { id: number }[];
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
    const [ch] = (await m.query(
      `SELECT id, community_id AS "communityId", entry_kind AS "entryKind", starts_at > now() AS upcoming, ends_at <= now() AS ended
         FROM challenges WHERE id = $1 AND starts_at IS NOT NULL AND published AND deleted_at IS NULL FOR UPDATE`,
      [id],
    )) as { id: number; communityId: number; entryKind: EntryKind; upcoming: boolean; ended: boolean }[];
    if (!ch) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    if (ch.ended) throw new ConflictException(CHALLENGE_MESSAGES.ended);
    return ch;
  }

  /** Joins (participant status active); joining twice changes nothing. */
  private async joinLocked(m: EntityManager, challengeId: number, userId: number): Promise<void> {
    const joined = (await m.query(
      `INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
      [challengeId, userId],
    )) as unknown[];
    if (joined.length) await m.query('UPDATE challenges SET participant_count = participant_count + 1 WHERE id = $1', [challengeId]);
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
        const [own] = (await m.query(
          `SELECT 1 FROM threads WHERE id = $1 AND author_id = $2 AND community_id = $3 AND deleted_at IS NULL AND NOT hidden`,
          [input.threadId, reader.id, ch.communityId],
        )) as unknown[];
        if (!own)
          throw new BadRequestException({ message: CHALLENGE_MESSAGES.entryThread, errors: { threadId: CHALLENGE_MESSAGES.entryThread } });
      }
      await this.joinLocked(m, id, reader.id);
      const inserted = (await m.query(
        `INSERT INTO challenge_submissions (challenge_id, user_id, submission, submission_html, submission_url, thread_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (challenge_id, user_id) DO NOTHING RETURNING id`,
        [id, reader.id, input.text ?? '', input.text ? renderMarkdown(input.text) : '', input.url ?? null, input.threadId ?? null],
      )) as unknown[];
      if (!inserted.length) throw new ConflictException(CHALLENGE_MESSAGES.duplicateEntry);
      await m.query('UPDATE challenges SET submission_count = submission_count + 1 WHERE id = $1', [id]);
      return this.view(id, reader, m);
    });
  }

  /** GET /api/challenges/:id/entries (admins): every entry. */
  async entries(id: number): Promise<ChallengeEntryView[]> {
    const [exists] = (await this.dataSource.query('SELECT 1 FROM challenges WHERE id = $1', [id])) as unknown[];
    if (!exists) throw new NotFoundException(CHALLENGE_MESSAGES.notFound);
    return ((await this.dataSource.query(ENTRIES_SQL, [id, null])) as EntryRow[]).map(toEntry);
  }

  /**
   * POST /api/challenges/:id/entries/:entryId/review (admins): completed pays the challenge's points, winner also its
   * bonus and the Challenger badge. Each payment is once per member and challenge (the ledger's key): a second review
   * pays nothing more, and a later rejection takes nothing back (the ledger is append-only).
   */
  async review(id: number, entryId: number, input: ReviewEntry, actor: StaffActor): Promise<ChallengeEntryView> {
    return this.dataSource.transaction(async (m) => {
      const [entry] = (await m.query(
        `SELECT s.user_id AS "userId", ch.points, ch.winner_bonus AS "winnerBonus", ch.community_id AS "communityId", ch.title,
                c.slug AS community
           FROM challenge_submissions s JOIN challenges ch ON ch.id = s.challenge_id JOIN communities c ON c.id = ch.community_id
          WHERE s.id = $1 AND s.challenge_id = $2 FOR UPDATE OF s`,
        [entryId, id],
      )) as { userId: number; points: number; winnerBonus: number; communityId: number; title: string; community: string }[];
      if (!entry) throw new NotFoundException(CHALLENGE_MESSAGES.entryNotFound);
      await m.query(`UPDATE challenge_submissions SET status = $2, feedback = $3, reviewed_at = now() WHERE id = $1`, [
        entryId,
        input.status,
        input.feedback,
      ]);
      const participant = input.status === 'rejected' ? 'active' : input.status;
      await m.query(
        `UPDATE challenge_participants SET status = $3, completed_at = CASE WHEN $3 = 'active' THEN NULL ELSE coalesce(completed_at, now()) END
          WHERE challenge_id = $1 AND user_id = $2`,
        [id, entry.userId, participant],
      );
      await m.query(
        `UPDATE challenges SET completion_count = (SELECT count(*) FROM challenge_participants WHERE challenge_id = $1 AND status <> 'active')
          WHERE id = $1`,
        [id],
      );
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
      const [row] = (await m.query(`${ENTRIES_SQL} LIMIT 1`, [id, entry.userId])) as EntryRow[];
      return toEntry(row);
    });
  }
}
