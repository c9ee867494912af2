import {
  DISCUSSION_PAGE_SIZE,
  displayNameOf,
  initialsOf,
  matchMentor,
  matchReason,
  POINTS,
  type MentorAvailability,
  type MentorCard,
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
  zoneOffsetMinutes,
} from '@cci/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { communityBySlug } from '../activity/community-by-slug';
import { decodeCursor, encodeCursor } from '../discussions/cursor';
import { postAuthor } from '../discussions/discussion-views';
import { JobsService } from '../notifications/jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';

export const MENTORING_EXPIRY_JOB = 'mentoring-expiry';

const CARD_COLUMNS = `
  mp.id, mp.user_id AS "memberId", u.first_name AS "firstName", u.last_name AS "lastName", c.name AS "communityName",
  c.slug AS "communitySlug", mp.availability, mp.experience, mp.rating::float AS rating, mp.total_reviews AS "totalReviews",
  mp.bio, mp.expertise, mp.current_mentees AS "currentMentees", mp.max_mentees AS "maxMentees", mp.linkedin_url AS "linkedinUrl",
  u.time_zone AS "timeZone", mp.is_active AS active`;
const CARD_FROM = `FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id JOIN communities c ON c.id = mp.community_id`;

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
    JOIN users me ON me.id = q.mentee_id
    JOIN mentor_profiles mp ON mp.id = q.mentor_id
    JOIN users mu ON mu.id = mp.user_id
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
  menteeId: number;
  menteeFirst: string;
  menteeLast: string;
  profileId: number;
  mentorId: number;
  mentorFirst: string;
  mentorLast: string;
  communitySlug: string | null;
  communityName: string | null;
  rating: number | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toSummary(r: SummaryRow, viewer: number): MentorshipSummary {
  return {
    id: r.id,
    status: r.status,
    role: r.menteeId === viewer ? 'mentee' : 'mentor',
    mentee: postAuthor(r.menteeId, r.menteeFirst, r.menteeLast)!,
    mentor: { ...postAuthor(r.mentorId, r.mentorFirst, r.mentorLast)!, profileId: r.profileId },
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

  /** PUT /api/me/mentor-profile: opt in or update (the community must be one of the member's approved ones). */
  async saveProfile(userId: number, input: MentorProfileInput): Promise<{ profile: MyMentorProfile | null }> {
    await this.dataSource.transaction(async (m) => {
      const [community] = (await m.query(
        `SELECT c.id, c.name FROM communities c JOIN user_communities uc ON uc.community_id = c.id
          WHERE c.slug = $1 AND uc.user_id = $2 AND uc.status = 'approved'`,
        [input.community, userId],
      )) as { id: number; name: string }[];
      if (!community)
        throw new BadRequestException({ message: MENTORING_MESSAGES.community, errors: { community: MENTORING_MESSAGES.community } });
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

  /** GET /api/communities/:slug/mentors: real members' active profiles, best rated first. */
  async ofCommunity(slug: string): Promise<MentorCard[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE mp.community_id = $1 AND mp.is_active ORDER BY mp.rating DESC, mp.total_reviews DESC, mp.id LIMIT 200`,
      [community.id],
    )) as CardRow[];
    return rows.map(toCard);
  }

  /**
   * GET /api/communities/:slug/mentors/suggested: every active mentor but the member, ranked by matchMentor (shared
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
      this.dataSource.query(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE mp.is_active AND mp.user_id <> $1 LIMIT 2000`, [userId]),
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

  /** POST /api/mentors/:id/requests */
  async request(profileId: number, userId: number, input: MentoringRequestInput): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      const [mentor] = (await m.query(
        `SELECT id, user_id AS "userId", current_mentees AS current, max_mentees AS max FROM mentor_profiles
          WHERE id = $1 AND is_active AND user_id IS NOT NULL FOR UPDATE`,
        [profileId],
      )) as { id: number; userId: number; current: number; max: number }[];
      if (!mentor) throw new NotFoundException(MENTORING_MESSAGES.mentorNotFound);
      if (mentor.userId === userId) throw new BadRequestException(MENTORING_MESSAGES.self);
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
      menteeId: number;
      mentorId: number;
      profileId: number;
      communityId: number | null;
      expired: boolean;
    }[];
    if (!q || (q.menteeId !== userId && q.mentorId !== userId)) throw new NotFoundException(MENTORING_MESSAGES.notFound);
    return q;
  }

  /** POST /api/mentorships/:id/accept | decline (the mentor, while pending). */
  async answer(id: number, userId: number, accept: boolean): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
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
      const q = await this.lockRequest(m, id, userId);
      if (q.menteeId !== userId) throw new ForbiddenException(MENTORING_MESSAGES.onlyMentee);
      if (q.status !== 'pending') throw new ConflictException(MENTORING_MESSAGES.notPending);
      await m.query(`UPDATE mentoring_requests SET status = 'withdrawn', updated_at = now() WHERE id = $1`, [id]);
      return this.summary(m, id, userId);
    });
  }

  /** POST /api/mentorships/:id/complete (either side, while accepted): the place is freed, the mentor earns +20 and the badge. */
  async complete(id: number, userId: number): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      const q = await this.lockRequest(m, id, userId);
      if (q.status !== 'accepted') throw new ConflictException(MENTORING_MESSAGES.notAccepted);
      await m.query(
        `UPDATE mentoring_requests SET status = 'completed', completed_at = now(), completed_by_id = $2, updated_at = now() WHERE id = $1`,
        [id, userId],
      );
      await m.query('UPDATE mentor_profiles SET current_mentees = current_mentees - 1 WHERE id = $1 AND current_mentees > 0', [
        q.profileId,
      ]);
      if (q.communityId !== null) {
        await this.points.award(m, {
          userId: q.mentorId,
          communityId: q.communityId,
          amount: POINTS.mentorshipCompleted,
          reason: 'mentorship_completed',
          sourceKey: `mentorship:${id}`,
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

  /** POST /api/mentorships/:id/review: the mentee only, once, after completion; the mentor's rating is the average. */
  async review(id: number, userId: number, input: MentorshipReviewInput): Promise<MentorshipSummary> {
    return this.dataSource.transaction(async (m) => {
      const q = await this.lockRequest(m, id, userId);
      if (q.menteeId !== userId) throw new ForbiddenException(MENTORING_MESSAGES.onlyMentee);
      if (q.status !== 'completed') throw new ConflictException(MENTORING_MESSAGES.notCompleted);
      const inserted = (await m.query(
        `INSERT INTO mentoring_reviews (request_id, reviewer_id, mentor_id, rating, review) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (request_id) DO NOTHING RETURNING id`,
        [id, userId, q.profileId, input.rating, input.note],
      )) as unknown[];
      if (!inserted.length) throw new ConflictException(MENTORING_MESSAGES.rated);
      await m.query(
        `UPDATE mentor_profiles SET
            rating = (SELECT round(avg(rating)::numeric, 2) FROM mentoring_reviews WHERE mentor_id = $1),
            total_reviews = (SELECT count(*) FROM mentoring_reviews WHERE mentor_id = $1)
          WHERE id = $1`,
        [q.profileId],
      );
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
    )) as { id: number; authorId: number; firstName: string; lastName: string; html: string; createdAt: Date }[];
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
      const summary = await this.pairThread(m, id, userId);
      const [row] = (await m.query(
        `INSERT INTO mentorship_messages (request_id, author_id, body, body_html) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "createdAt"`,
        [id, userId, input.body, renderMarkdown(input.body)],
      )) as { id: number; createdAt: Date }[];
      const me = summary.role === 'mentee' ? summary.mentee : summary.mentor;
      const other = summary.role === 'mentee' ? summary.mentor.id : summary.mentee.id;
      await this.notifications.notifyMember(m, {
        userId: other,
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
      )) as { id: number; menteeId: number }[];
      for (const r of rows)
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
