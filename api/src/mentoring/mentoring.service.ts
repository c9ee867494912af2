import {
  DISCUSSION_PAGE_SIZE,
  displayNameOf,
  initialsOf,
  matchMentor,
  matchReason,
  POINTS,
  type MentorAvailability,
  type MentorCard,
  MENTORING_LIMITS,
  MENTORING_MESSAGES,
  type MentoringRequestInput,
  type MentorProfileInput,
  type MentorshipMessage,
  type MentorshipMessageInput,
  type MentorshipMessages,
  type MentorshipReviewInput,
  type MentorshipStatus,
  type MentorshipSummary,
  type MyMentorProfile,
  renderMarkdown,
  type SuggestedMentor,
  type ActorFacts,
  zoneOffsetMinutes,
} from '@cci/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { decodeCursor, encodeCursor } from '../discussions/cursor';
import { postAuthor } from '../members/post-author';
import { tooMany } from '../limits/too-many';
import { JobsService } from '../notifications/jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';
import { actorFacts, enforce, personKey } from '../rules/rules';

export const MENTORING_EXPIRY_JOB = 'mentoring-expiry';

const CARD_COLUMNS = `
  mp.id, mp.user_id AS "memberId", u.first_name AS "firstName", u.last_name AS "lastName", c.name AS "communityName",
  c.slug AS "communitySlug", mp.availability, mp.experience, mp.rating::float AS rating, mp.total_reviews AS "totalReviews",
  mp.bio, mp.expertise, mp.current_mentees AS "currentMentees", mp.max_mentees AS "maxMentees", mp.linkedin_url AS "linkedinUrl",
  u.time_zone AS "timeZone", mp.is_active AS active`;
const CARD_FROM = `FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id JOIN communities c ON c.id = mp.community_id`;
/**
 * A profile others may see and ask (issue 24 §2): active, of a verified, unsuspended member who is still an approved
 * member of the profile's community. Lists, suggestions and new requests all ask this.
 */
const LISTED = `mp.is_active AND u.email_verified_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until <= now())
  AND EXISTS (SELECT 1 FROM user_communities uc WHERE uc.user_id = u.id AND uc.community_id = mp.community_id AND uc.status = 'approved')`;

/** Whether a member's actions earn points, badges and ratings in the community `facts` were read for. */
const inGoodStanding = (f: ActorFacts) => f.signedIn && f.verified && f.suspendedUntil === null && f.membership === 'approved';

/**
 * The mentor's rating and review count: the latest counting review of each person (a mailbox's aliases are one), so a
 * pair counts once however many mentorships it completes.
 */
const RATING_SQL = `
  WITH latest AS (
    SELECT DISTINCT ON (r.mentee_key) r.rating FROM mentoring_reviews r
     WHERE r.mentor_id = $1 AND r.counts ORDER BY r.mentee_key, r.created_at DESC, r.id DESC)
  UPDATE mentor_profiles SET rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM latest), 0),
                             total_reviews = (SELECT count(*) FROM latest)
   WHERE id = $1`;

/** A card's row: the card's own fields as stored, the name still in two parts. */
interface CardRow extends Omit<MentorCard, 'name' | 'initials' | 'communityId' | 'availability'> {
  firstName: string;
  lastName: string;
  communityName: string;
  availability: string;
  active: boolean;
}

const toCard = (r: CardRow): MentorCard => ({
  id: r.id,
  memberId: r.memberId,
  name: displayNameOf(r.firstName, r.lastName),
  initials: initialsOf(r.firstName, r.lastName),
  communityId: r.communityName,
  communitySlug: r.communitySlug,
  // Spec §3: any value other than high or medium counts as low.
  availability: (['high', 'medium'].includes(r.availability) ? r.availability : 'low') as MentorAvailability,
  experience: r.experience,
  rating: Number(r.rating),
  totalReviews: r.totalReviews,
  bio: r.bio,
  expertise: r.expertise,
  currentMentees: r.currentMentees,
  maxMentees: r.maxMentees,
  linkedinUrl: r.linkedinUrl,
  timeZone: r.timeZone,
});

const SUMMARY_SQL = `
  SELECT q.id, q.status, q.description AS goal, q.created_at AS "createdAt", q.responded_at AS "respondedAt",
         q.completed_at AS "completedAt", q.expires_at AS "expiresAt", q.mentee_id AS "menteeId",
         me.first_name AS "menteeFirst", me.last_name AS "menteeLast", mp.id AS "profileId", mp.user_id AS "mentorId",
         mu.first_name AS "mentorFirst", mu.last_name AS "mentorLast", c.slug AS "communitySlug", c.name AS "communityName",
         r.rating
    FROM mentoring_requests q
    LEFT JOIN users me ON me.id = q.mentee_id
    JOIN mentor_profiles mp ON mp.id = q.mentor_id
    LEFT JOIN users mu ON mu.id = mp.user_id
    LEFT JOIN communities c ON c.id = mp.community_id
    LEFT JOIN mentoring_reviews r ON r.request_id = q.id`;

interface SummaryRow {
  id: number;
  status: MentorshipStatus;
  goal: string;
  createdAt: Date;
  respondedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  /** Null (and the names) once the member deleted their account. */
  menteeId: number | null;
  menteeFirst: string | null;
  menteeLast: string | null;
  profileId: number;
  mentorId: number | null;
  mentorFirst: string | null;
  mentorLast: string | null;
  communitySlug: string | null;
  communityName: string | null;
  rating: number | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toSummary(r: SummaryRow, viewer: number): MentorshipSummary {
  const mentor = postAuthor(r.mentorId, r.mentorFirst, r.mentorLast);
  return {
    id: r.id,
    status: r.status,
    role: r.menteeId === viewer ? 'mentee' : 'mentor',
    mentee: postAuthor(r.menteeId, r.menteeFirst, r.menteeLast),
    mentor: mentor ? { ...mentor, profileId: r.profileId } : null,
    community: r.communitySlug && r.communityName ? { slug: r.communitySlug, name: r.communityName } : null,
    goal: r.goal,
    createdAt: iso(r.createdAt)!,
    respondedAt: iso(r.respondedAt),
    completedAt: iso(r.completedAt),
    expiresAt: iso(r.expiresAt)!,
    rating: r.rating,
  };
}

const path = (id: number) => `/dashboard/mentorships/${id}`;

/**
 * Mentoring (issue 15 §3). The mentor's row is locked for every change of their places: a request to a full mentor is
 * a 409, and an accept takes a place with a conditional UPDATE (current < max), so the last place is never taken
 * twice. One open request per mentee and mentor is a partial unique index. The pair's thread is readable by the two only.
 *
 * Issue 24 §2, earned points stay earned: only verified, unsuspended, approved members of the mentor's community earn
 * or give anything. A completion pays the mentor once per pair (the ledger's source key names the mentor and the
 * mentee's person, so "+tag" aliases are one), and the mentor's rating counts each person's latest review once. New
 * requests are limited per mentee and day, and a mentee asks a mentor again only a day after a declined or withdrawn
 * request (counted under the lock of the mentee's users rows, so parallel requests cannot pass the limit together).
 *
 * Issue 24 finding 13: a mentorship outlives either side's account (migration MentoringPairs): the one who remains
 * reads it and its whole thread, the other side shown as "Deleted member", and cannot change it (409 otherGone).
 */
@Injectable()
export class MentoringService {
  private readonly logger = new Logger('Mentoring');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly points: PointsService,
    jobs: JobsService,
  ) {
    jobs.register(MENTORING_EXPIRY_JOB, '17 * * * *', () => this.expire());
  }

  async myProfile(userId: number): Promise<{ profile: MyMentorProfile | null }> {
    const [row] = (await this.dataSource.query(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE mp.user_id = $1`, [userId])) as CardRow[];
    return { profile: row ? { ...toCard(row), active: row.active } : null };
  }

  /** PUT /api/me/mentor-profile: opt in or update (a community the member is an approved member of: the rule book). */
  async saveProfile(userId: number, input: MentorProfileInput): Promise<{ profile: MyMentorProfile | null }> {
    await this.dataSource.transaction(async (m) => {
      const [community] = (await m.query(`SELECT c.id, c.name FROM communities c WHERE c.slug = $1`, [input.community])) as {
        id: number;
        name: string;
      }[];
      if (!community)
        throw new BadRequestException({ message: MENTORING_MESSAGES.community, errors: { community: MENTORING_MESSAGES.community } });
      // The rule book: a verified, unsuspended, approved member of it (403 "Join this community to mentor in it").
      await enforce(m, 'publishMentorProfile', userId, community.id);
      const [user] = (await m.query('SELECT first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1', [userId])) as {
        firstName: string;
        lastName: string;
      }[];
      const [current] = (await m.query('SELECT current_mentees AS n FROM mentor_profiles WHERE user_id = $1 FOR UPDATE', [userId])) as {
        n: number;
      }[];
      if (current && input.maxMentees < current.n)
        throw new ConflictException({ message: MENTORING_MESSAGES.belowCurrent, errors: { maxMentees: MENTORING_MESSAGES.belowCurrent } });
      await m.query(
        `INSERT INTO mentor_profiles (user_id, name, bio, expertise, experience, availability, community_id, community_name, max_mentees,
                                      linkedin_url, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
         ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO UPDATE
            SET name = EXCLUDED.name, bio = EXCLUDED.bio, expertise = EXCLUDED.expertise, experience = EXCLUDED.experience,
                availability = EXCLUDED.availability, community_id = EXCLUDED.community_id, community_name = EXCLUDED.community_name,
                max_mentees = EXCLUDED.max_mentees, linkedin_url = EXCLUDED.linkedin_url, is_active = true, updated_at = now()`,
        [
          userId,
          displayNameOf(user.firstName, user.lastName),
          input.bio,
          input.expertise,
          input.experience,
          input.availability,
          community.id,
          community.name,
          input.maxMentees,
          input.linkedinUrl,
        ],
      );
    });
    return this.myProfile(userId);
  }

  /** DELETE /api/me/mentor-profile: off the lists; current mentorships carry on. */
  async optOut(userId: number): Promise<void> {
    await this.dataSource.query('UPDATE mentor_profiles SET is_active = false, updated_at = now() WHERE user_id = $1', [userId]);
  }

  /** GET /api/communities/:slug/mentors: listed profiles (LISTED: verified, unsuspended members), best rated first. */
  async ofCommunity(slug: string): Promise<MentorCard[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE mp.community_id = $1 AND ${LISTED} ORDER BY mp.rating DESC, mp.total_reviews DESC, mp.id LIMIT 200`,
      [community.id],
    )) as CardRow[];
    return rows.map(toCard);
  }

  /**
   * GET /api/communities/:slug/mentors/suggested: every listed mentor but the member, ranked by matchMentor (shared
   * tags with the member's goals and expertise, a shared community, hours apart, free places); full mentors last.
   */
  async suggested(slug: string, userId: number): Promise<SuggestedMentor[]> {
    await communityBySlug(this.dataSource.manager, slug);
    const [[me], memberships, rows] = (await Promise.all([
      this.dataSource.query('SELECT goals, expertise, time_zone AS "timeZone" FROM users WHERE id = $1', [userId]),
      this.dataSource.query(
        `SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 AND uc.status = 'approved'`,
        [userId],
      ),
      this.dataSource.query(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE ${LISTED} AND mp.user_id <> $1 LIMIT 2000`, [userId]),
    ])) as [{ goals: string[]; expertise: string[]; timeZone: string | null }[], { slug: string }[], CardRow[]];
    const now = new Date();
    const memberOffset = zoneOffsetMinutes(me?.timeZone ?? null, now);
    const ranked = rows.map((r) => {
      const card = toCard(r);
      const match = matchMentor({
        wants: [...(me?.goals ?? []), ...(me?.expertise ?? [])],
        memberCommunities: memberships.map((x) => x.slug),
        memberOffsetMinutes: memberOffset,
        mentor: { ...card, offsetMinutes: zoneOffsetMinutes(card.timeZone, now) },
      });
      return { ...card, ...match, reason: matchReason(match.shared, match.hoursApart) };
    });
    const full = (s: SuggestedMentor) => (s.currentMentees >= s.maxMentees ? 1 : 0);
    ranked.sort((a, b) => full(a) - full(b) || b.score - a.score || b.rating - a.rating || a.id - b.id);
    return ranked.slice(0, 10);
  }

  private async summary(m: EntityManager, id: number, viewer: number): Promise<MentorshipSummary> {
    const [row] = (await m.query(`${SUMMARY_SQL} WHERE q.id = $1`, [id])) as SummaryRow[];
    if (!row || (row.menteeId !== viewer && row.mentorId !== viewer)) throw new NotFoundException(MENTORING_MESSAGES.notFound);
    return toSummary(row, viewer);
  }

  /**
   * POST /api/mentors/:id/requests: to a listed mentor (404 otherwise), within the mentee's limits (429 with
   * Retry-After): MENTORING_LIMITS.requestsPerDay new requests a rolling day, and the same mentor again only
   * askAgainHours after a declined or withdrawn request. So request → withdraw loops notify a mentor at most once a day.
   */
  async request(profileId: number, userId: number, input: MentoringRequestInput, reply: FastifyReply): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'requestMentoring', userId, null);
      const [mentor] = (await m.query(
        `SELECT mp.id, mp.user_id AS "userId", mp.current_mentees AS current, mp.max_mentees AS max
           FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id
          WHERE mp.id = $1 AND ${LISTED} FOR UPDATE OF mp`,
        [profileId],
      )) as { id: number; userId: number; current: number; max: number }[];
      if (!mentor) throw new NotFoundException(MENTORING_MESSAGES.mentorNotFound);
      if (mentor.userId === userId) throw new BadRequestException(MENTORING_MESSAGES.self);
      await this.checkRequestLimits(m, userId, profileId, reply);
      if (mentor.current >= mentor.max) throw new ConflictException(MENTORING_MESSAGES.full);
      const inserted = (await m.query(
        `INSERT INTO mentoring_requests (mentee_id, mentor_id, description) VALUES ($1, $2, $3)
         ON CONFLICT (mentee_id, mentor_id) WHERE status IN ('pending', 'accepted') DO NOTHING RETURNING id`,
        [userId, profileId, input.goal],
      )) as { id: number }[];
      if (!inserted.length) throw new ConflictException(MENTORING_MESSAGES.openRequest);
      const id = inserted[0].id;
      const [me] = (await m.query('SELECT first_name AS "f", last_name AS "l" FROM users WHERE id = $1', [userId])) as {
        f: string;
        l: string;
      }[];
      await this.notifications.notifyMember(m, {
        userId: mentor.userId,
        kind: 'mentoring',
        actorId: userId,
        text: `${displayNameOf(me.f, me.l)} asked you for mentoring`,
        link: path(id),
      });
      return this.summary(m, id, userId);
    });
  }

  /**
   * The request limits, under the lock of every account of the mentee's mailbox (one person: their "+tag" aliases
   * share the limits), so parallel requests are counted one after the other.
   */
  private async checkRequestLimits(m: EntityManager, userId: number, profileId: number, reply: FastifyReply): Promise<void> {
    const accounts = (
      (await m.query(`SELECT id FROM users WHERE mailbox = (SELECT mailbox FROM users WHERE id = $1) ORDER BY id FOR UPDATE`, [
        userId,
      ])) as {
        id: number;
      }[]
    ).map((r) => r.id);
    const { requestsPerDay, askAgainHours } = MENTORING_LIMITS;
    // The requestsPerDay-th newest request of the last day: the limit is reached, and lifts when it is a day old.
    const [full] = (await m.query(
      `SELECT extract(epoch FROM created_at + interval '1 day' - now())::float8 AS wait FROM mentoring_requests
        WHERE mentee_id = ANY($1::int[]) AND created_at > now() - interval '1 day'
        ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
      [accounts, requestsPerDay - 1],
    )) as { wait: number }[];
    if (full) throw tooMany(reply, full.wait, MENTORING_MESSAGES.tooManyRequests);
    const [closed] = (await m.query(
      `SELECT extract(epoch FROM max(updated_at) + $3::int * interval '1 hour' - now())::float8 AS wait FROM mentoring_requests
        WHERE mentee_id = ANY($1::int[]) AND mentor_id = $2 AND status IN ('declined', 'withdrawn')
          AND updated_at > now() - $3::int * interval '1 hour'
       HAVING count(*) > 0`,
      [accounts, profileId, askAgainHours],
    )) as { wait: number }[];
    if (closed) throw tooMany(reply, closed.wait, MENTORING_MESSAGES.askAgain);
  }

  async mine(userId: number): Promise<MentorshipSummary[]> {
    const rows = (await this.dataSource.query(
      `${SUMMARY_SQL} WHERE q.mentee_id = $1 OR mp.user_id = $1
        ORDER BY array_position(ARRAY['pending', 'accepted', 'completed', 'declined', 'expired', 'withdrawn'], q.status), q.updated_at DESC
        LIMIT 100`,
      [userId],
    )) as SummaryRow[];
    return rows.map((r) => toSummary(r, userId));
  }

  view(id: number, userId: number): Promise<MentorshipSummary> {
    return this.summary(this.dataSource.manager, id, userId);
  }

  /** The request locked with its mentor's profile row (places change under that lock). */
  private async lockRequest(m: EntityManager, id: number, userId: number) {
    const [q] = (await m.query(
      `SELECT q.id, q.status, q.mentee_id AS "menteeId", mp.user_id AS "mentorId", mp.id AS "profileId", mp.community_id AS "communityId",
              q.expires_at <= now() AS expired
         FROM mentoring_requests q JOIN mentor_profiles mp ON mp.id = q.mentor_id
        WHERE q.id = $1 FOR UPDATE OF q, mp`,
      [id],
    )) as {
      id: number;
      status: MentorshipStatus;
      menteeId: number | null;
      mentorId: number | null;
      profileId: number;
      communityId: number | null;
      expired: boolean;
    }[];
    if (!q || (q.menteeId !== userId && q.mentorId !== userId)) throw new NotFoundException(MENTORING_MESSAGES.notFound);
    // Every caller changes the mentorship: not once the other side deleted their account (it stays readable).
    if (q.menteeId === null || q.mentorId === null) throw new ConflictException(MENTORING_MESSAGES.otherGone);
    return { ...q, menteeId: q.menteeId, mentorId: q.mentorId };
  }

  /** POST /api/mentorships/:id/accept | decline (the mentor, while pending). */
  async answer(id: number, userId: number, accept: boolean): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'answerMentoring', userId, null);
      const q = await this.lockRequest(m, id, userId);
      if (q.mentorId !== userId) throw new ForbiddenException(MENTORING_MESSAGES.onlyMentor);
      if (q.status !== 'pending' || q.expired) throw new ConflictException(MENTORING_MESSAGES.notPending);
      if (accept) {
        const took = (await m.query(
          `WITH t AS (UPDATE mentor_profiles SET current_mentees = current_mentees + 1, total_sessions = total_sessions + 1
                        WHERE id = $1 AND current_mentees < max_mentees RETURNING id) SELECT * FROM t`,
          [q.profileId],
        )) as unknown[];
        if (!took.length) throw new ConflictException(MENTORING_MESSAGES.full);
      }
      await m.query(`UPDATE mentoring_requests SET status = $2, responded_at = now(), updated_at = now() WHERE id = $1`, [
        id,
        accept ? 'accepted' : 'declined',
      ]);
      const [me] = (await m.query('SELECT first_name AS "f", last_name AS "l" FROM users WHERE id = $1', [userId])) as {
        f: string;
        l: string;
      }[];
      await this.notifications.notifyMember(m, {
        userId: q.menteeId,
        kind: 'mentoring',
        actorId: userId,
        text: accept
          ? `${displayNameOf(me.f, me.l)} accepted your mentoring request`
          : `${displayNameOf(me.f, me.l)} declined your mentoring request`,
        link: path(id),
      });
      return this.summary(m, id, userId);
    });
  }

  /** POST /api/mentorships/:id/withdraw (the mentee, while pending). */
  async withdraw(id: number, userId: number): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'requestMentoring', userId, null);
      const q = await this.lockRequest(m, id, userId);
      if (q.menteeId !== userId) throw new ForbiddenException(MENTORING_MESSAGES.onlyMentee);
      if (q.status !== 'pending') throw new ConflictException(MENTORING_MESSAGES.notPending);
      await m.query(`UPDATE mentoring_requests SET status = 'withdrawn', updated_at = now() WHERE id = $1`, [id]);
      return this.summary(m, id, userId);
    });
  }

  /**
   * POST /api/mentorships/:id/complete (either side, while accepted): the place is freed; the mentor earns +20 and the
   * Mentor badge once per pair, when both are verified, unsuspended, approved members of the profile's community now.
   */
  async complete(id: number, userId: number): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'answerMentoring', userId, null);
      const q = await this.lockRequest(m, id, userId);
      if (q.status !== 'accepted') throw new ConflictException(MENTORING_MESSAGES.notAccepted);
      await m.query(
        `UPDATE mentoring_requests SET status = 'completed', completed_at = now(), completed_by_id = $2, updated_at = now() WHERE id = $1`,
        [id, userId],
      );
      await m.query('UPDATE mentor_profiles SET current_mentees = current_mentees - 1 WHERE id = $1 AND current_mentees > 0', [
        q.profileId,
      ]);
      if (q.communityId !== null && (await this.earns(m, q.mentorId, q.menteeId, q.communityId))) {
        await this.points.award(m, {
          userId: q.mentorId,
          communityId: q.communityId,
          amount: POINTS.mentorshipCompleted,
          reason: 'mentorship_completed',
          // Once per pair: the mentor and the mentee's person (their mailbox's digest), whichever mentorship completes.
          sourceKey: `mentorship-pair:${q.mentorId}:${await personKey(m, q.menteeId)}`,
        });
        await this.points.badge(m, q.mentorId, 'mentor', q.communityId);
      }
      const other = userId === q.menteeId ? q.mentorId : q.menteeId;
      await this.notifications.notifyMember(m, {
        userId: other,
        kind: 'mentoring',
        actorId: userId,
        text: other === q.menteeId ? 'Your mentorship is complete: rate how it went' : 'Your mentorship was marked complete',
        link: path(id),
      });
      return this.summary(m, id, userId);
    });
  }

  /** Whether a completion between these two pays the mentor: both in good standing in the profile's community now. */
  private async earns(m: EntityManager, mentorId: number, menteeId: number, communityId: number): Promise<boolean> {
    const [mentor, mentee] = await Promise.all([actorFacts(m, mentorId, communityId), actorFacts(m, menteeId, communityId)]);
    return inGoodStanding(mentor) && inGoodStanding(mentee);
  }

  /**
   * POST /api/mentorships/:id/review: the mentee only, once per mentorship, after completion. The review counts towards
   * the mentor's rating when its author is a verified, unsuspended, approved member of the community as they write it,
   * and only their latest counting review of this mentor does (RATING_SQL).
   */
  async review(id: number, userId: number, input: MentorshipReviewInput): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'review', userId, null);
      const q = await this.lockRequest(m, id, userId);
      if (q.menteeId !== userId) throw new ForbiddenException(MENTORING_MESSAGES.onlyMentee);
      if (q.status !== 'completed') throw new ConflictException(MENTORING_MESSAGES.notCompleted);
      const counts = q.communityId !== null && inGoodStanding(await actorFacts(m, userId, q.communityId));
      const inserted = (await m.query(
        `INSERT INTO mentoring_reviews (request_id, reviewer_id, mentor_id, rating, review, mentee_key, counts) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (request_id) DO NOTHING RETURNING id`,
        [id, userId, q.profileId, input.rating, input.note, await personKey(m, userId), counts],
      )) as unknown[];
      if (!inserted.length) throw new ConflictException(MENTORING_MESSAGES.rated);
      await m.query(RATING_SQL, [q.profileId]);
      return this.summary(m, id, userId);
    });
  }

  /** The pair's thread: accepted or completed mentorships, the two members only (404 to anyone else). */
  private async pairThread(m: EntityManager, id: number, userId: number) {
    const summary = await this.summary(m, id, userId);
    if (summary.status !== 'accepted' && summary.status !== 'completed') throw new ConflictException(MENTORING_MESSAGES.notAccepted);
    return summary;
  }

  async messages(id: number, userId: number, cursor: string | undefined): Promise<MentorshipMessages> {
    await this.pairThread(this.dataSource.manager, id, userId);
    const after = cursor === undefined ? 0 : (decodeCursor(cursor, ['id'])[0] as number);
    const rows = (await this.dataSource.query(
      `SELECT x.id, x.author_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", x.body_html AS html,
              x.created_at AS "createdAt"
         FROM mentorship_messages x LEFT JOIN users u ON u.id = x.author_id
        WHERE x.request_id = $1 AND x.id > $2 ORDER BY x.id LIMIT ${DISCUSSION_PAGE_SIZE + 1}`,
      [id, after],
    )) as { id: number; authorId: number | null; firstName: string | null; lastName: string | null; html: string; createdAt: Date }[];
    const page = rows.slice(0, DISCUSSION_PAGE_SIZE);
    return {
      items: page.map((r): MentorshipMessage => ({
        id: r.id,
        author: postAuthor(r.authorId, r.firstName, r.lastName),
        html: r.html,
        createdAt: iso(r.createdAt)!,
      })),
      nextCursor: rows.length > DISCUSSION_PAGE_SIZE ? encodeCursor([page.at(-1)!.id]) : null,
    };
  }

  async postMessage(id: number, userId: number, input: MentorshipMessageInput): Promise<MentorshipMessage> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'message', userId, null);
      const summary = await this.pairThread(m, id, userId);
      const me = summary.role === 'mentee' ? summary.mentee : summary.mentor;
      const other = summary.role === 'mentee' ? summary.mentor : summary.mentee;
      if (!me || !other) throw new ConflictException(MENTORING_MESSAGES.otherGone);
      const [row] = (await m.query(
        `INSERT INTO mentorship_messages (request_id, author_id, body, body_html) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "createdAt"`,
        [id, userId, input.body, renderMarkdown(input.body)],
      )) as { id: number; createdAt: Date }[];
      await this.notifications.notifyMember(m, {
        userId: other.id,
        kind: 'mentoring',
        actorId: userId,
        text: `${me.displayName} wrote in your mentorship`,
        link: path(id),
      });
      return {
        id: row.id,
        author: { id: me.id, displayName: me.displayName, initials: me.initials },
        html: renderMarkdown(input.body),
        createdAt: iso(row.createdAt)!,
      };
    });
  }

  /** The expiry job: pending requests past 14 days expire; the mentee hears. Safe to run twice (SKIP LOCKED). */
  async expire(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = (await m.query(
        `WITH due AS (SELECT id FROM mentoring_requests WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED),
              done AS (UPDATE mentoring_requests q SET status = 'expired', updated_at = now() FROM due WHERE q.id = due.id
                       RETURNING q.id, q.mentee_id AS "menteeId")
         SELECT * FROM done`,
      )) as { id: number; menteeId: number | null }[];
      for (const r of rows)
        if (r.menteeId !== null)
          await this.notifications.notifyMember(m, {
            userId: r.menteeId,
            kind: 'mentoring',
            text: 'Your mentoring request expired without an answer: try another mentor',
            link: path(r.id),
          });
      if (rows.length) this.logger.log(`${rows.length} mentoring request(s) expired`);
      return rows.length;
    });
  }
}
