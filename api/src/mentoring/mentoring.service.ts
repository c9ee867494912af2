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
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { tooMany } from '../limits/too-many';
import { JobsService } from '../notifications/jobs.service';
import { LiveService } from '../live/live.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PointsService } from '../points/points.service';
import { actorFacts, enforce, personKey } from '../rules/rules';
import { db } from '../database/sql';
import {
  ANSWER_SQL,
  ASK_AGAIN_SQL,
  type CardRow,
  COMMUNITY_MENTORS_SQL,
  COMMUNITY_SQL,
  type CommunityRow,
  COMPLETE_SQL,
  type CountRow,
  DAILY_LIMIT_SQL,
  EXPIRE_SQL,
  type ExpiredRow,
  FREE_PLACE_SQL,
  type IdRow,
  INSERT_MESSAGE_SQL,
  INSERT_REQUEST_SQL,
  INSERT_REVIEW_SQL,
  LISTED_MENTORS_IN_SQL,
  LISTED_MENTORS_SQL,
  type ListedMentorRow,
  LOCK_LISTED_MENTOR_SQL,
  LOCK_MAILBOX_ACCOUNTS_SQL,
  LOCK_MY_PROFILE_SQL,
  LOCK_REQUEST_SQL,
  type LockedRequestRow,
  MATCH_FACTS_SQL,
  type MatchFactsRow,
  MEMBER_COMMUNITIES_SQL,
  MEMBER_NAME_SQL,
  MENTORSHIP_SQL,
  MESSAGES_SQL,
  type MessageRow,
  MY_MENTORSHIPS_SQL,
  MY_PROFILE_SQL,
  type NameRow,
  type NewMessageRow,
  OPT_OUT_SQL,
  RATING_SQL,
  SAVE_PROFILE_SQL,
  type SlugRow,
  type SummaryRow,
  TAKE_PLACE_SQL,
  type WaitRow,
  WITHDRAW_SQL,
} from './mentoring.queries';
import { iso } from '../common/iso';

export const MENTORING_EXPIRY_JOB = 'mentoring-expiry';

/** Whether a member's actions earn points, badges and ratings in the community `facts` were read for. */
const inGoodStanding = (f: ActorFacts) => f.signedIn && f.verified && f.suspendedUntil === null && f.membership === 'approved';

const toCard = (r: CardRow): MentorCard => ({
  id: r.id,
  memberId: r.memberId,
  name: displayNameOf(r.firstName, r.lastName),
  initials: initialsOf(r.firstName, r.lastName),
  avatar: r.avatar,
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

function toSummary(r: SummaryRow, viewer: number): MentorshipSummary {
  const mentor = postAuthor(r.mentorId, r.mentorFirst, r.mentorLast, r.mentorAvatar);
  return {
    id: r.id,
    status: r.status,
    role: r.menteeId === viewer ? 'mentee' : 'mentor',
    mentee: postAuthor(r.menteeId, r.menteeFirst, r.menteeLast, r.menteeAvatar),
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
 * Mentoring. The mentor's row is locked for every change of their places: a request to a full mentor is
 * a 409, and an accept takes a place with a conditional UPDATE (current < max), so the last place is never taken
 * twice. One open request per mentee and mentor is a partial unique index. The pair's thread is readable by the two only.
 *
 * Earned points stay earned: only verified, unsuspended, approved members of the mentor's community earn
 * or give anything. A completion pays the mentor once per pair (the ledger's source key names the mentor and the
 * mentee's person, so "+tag" aliases are one), and the mentor's rating counts each person's latest review once. New
 * requests are limited per mentee and day, and a mentee asks a mentor again only a day after a declined or withdrawn
 * request (counted under the lock of the mentee's users rows, so parallel requests cannot pass the limit together).
 *
 * A mentorship outlives either side's account (migration MentoringPairs): the one who remains
 * reads it and its whole thread, the other side shown as "Deleted member", and cannot change it (409 otherGone).
 */
@Injectable()
export class MentoringService {
  private readonly logger = new Logger('Mentoring');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly points: PointsService,
    private readonly live: LiveService,
    jobs: JobsService,
  ) {
    jobs.register(MENTORING_EXPIRY_JOB, '17 * * * *', () => this.expire());
  }

  async myProfile(userId: number): Promise<{ profile: MyMentorProfile | null }> {
    const row = await db.one<CardRow>(this.dataSource, MY_PROFILE_SQL, [userId]);
    return { profile: row ? { ...toCard(row), active: row.active } : null };
  }

  /** PUT /api/me/mentor-profile: opt in or update (a community the member is an approved member of: the rule book). */
  async saveProfile(userId: number, input: MentorProfileInput): Promise<{ profile: MyMentorProfile | null }> {
    await this.dataSource.transaction(async (m) => {
      const community = await db.one<CommunityRow>(m, COMMUNITY_SQL, [input.community]);
      if (!community)
        throw new BadRequestException({ message: MENTORING_MESSAGES.community, errors: { community: MENTORING_MESSAGES.community } });
      // The rule book: a verified, unsuspended, approved member of it (403 "Join this community to mentor in it").
      await enforce(m, 'publishMentorProfile', userId, community.id);
      const current = await db.one<CountRow>(m, LOCK_MY_PROFILE_SQL, [userId]);
      if (current && input.maxMentees < current.n)
        throw new ConflictException({ message: MENTORING_MESSAGES.belowCurrent, errors: { maxMentees: MENTORING_MESSAGES.belowCurrent } });
      await db.exec(m, SAVE_PROFILE_SQL, [
        userId,
        input.bio,
        input.expertise,
        input.experience,
        input.availability,
        community.id,
        input.maxMentees,
        input.linkedinUrl,
      ]);
    });
    return this.myProfile(userId);
  }

  /** DELETE /api/me/mentor-profile: off the lists; current mentorships carry on. */
  async optOut(userId: number): Promise<void> {
    await db.exec(this.dataSource, OPT_OUT_SQL, [userId]);
  }

  /** GET /api/communities/:slug/mentors: listed profiles (LISTED: verified, unsuspended members), best rated first. */
  async ofCommunity(slug: string): Promise<MentorCard[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<CardRow>(this.dataSource, COMMUNITY_MENTORS_SQL, [community.id]);
    return rows.map(toCard);
  }

  /**
   * GET /api/communities/:slug/mentors/suggested: every listed mentor but the member, ranked by matchMentor (shared
   * tags with the member's goals and expertise, a shared community, hours apart, free places); full mentors last.
   */
  async suggested(slug: string, userId: number): Promise<SuggestedMentor[]> {
    await communityBySlug(this.dataSource.manager, slug);
    return this.ranked(userId, db.many<CardRow>(this.dataSource, LISTED_MENTORS_SQL, [userId]), 10);
  }

  /** The mentors of the communities `communityIds` ranked for the member as `suggested` ranks them (the Engage hub). */
  async suggestedIn(communityIds: readonly number[], userId: number, limit: number): Promise<SuggestedMentor[]> {
    if (!communityIds.length) return [];
    return this.ranked(userId, db.many<CardRow>(this.dataSource, LISTED_MENTORS_IN_SQL, [userId, communityIds]), limit);
  }

  /** `listed` ranked for the member by matchMentor, full mentors last; the first `limit`. */
  private async ranked(userId: number, listed: Promise<CardRow[]>, limit: number): Promise<SuggestedMentor[]> {
    const [me, memberships, rows] = await Promise.all([
      db.one<MatchFactsRow>(this.dataSource, MATCH_FACTS_SQL, [userId]),
      db.many<SlugRow>(this.dataSource, MEMBER_COMMUNITIES_SQL, [userId]),
      listed,
    ]);
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
    return ranked.slice(0, limit);
  }

  private async summary(m: EntityManager, id: number, viewer: number): Promise<MentorshipSummary> {
    const row = await db.one<SummaryRow>(m, MENTORSHIP_SQL, [id]);
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
      const mentor = await db.one<ListedMentorRow>(m, LOCK_LISTED_MENTOR_SQL, [profileId]);
      if (!mentor) throw new NotFoundException(MENTORING_MESSAGES.mentorNotFound);
      if (mentor.userId === userId) throw new BadRequestException(MENTORING_MESSAGES.self);
      await this.checkRequestLimits(m, userId, profileId, reply);
      if (mentor.current >= mentor.max) throw new ConflictException(MENTORING_MESSAGES.full);
      const inserted = await db.many<IdRow>(m, INSERT_REQUEST_SQL, [userId, profileId, input.goal]);
      if (!inserted.length) throw new ConflictException(MENTORING_MESSAGES.openRequest);
      const id = inserted[0].id;
      const me = (await db.one<NameRow>(m, MEMBER_NAME_SQL, [userId]))!;
      await this.notifications.notifyMember(m, {
        userId: mentor.userId,
        kind: 'mentoring',
        actorId: userId,
        text: `${displayNameOf(me.firstName, me.lastName)} asked you for mentoring`,
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
    const accounts = (await db.many<IdRow>(m, LOCK_MAILBOX_ACCOUNTS_SQL, [userId])).map((r) => r.id);
    const { requestsPerDay, askAgainHours } = MENTORING_LIMITS;
    // The requestsPerDay-th newest request of the last day: the limit is reached, and lifts when it is a day old.
    const full = await db.one<WaitRow>(m, DAILY_LIMIT_SQL, [accounts, requestsPerDay - 1]);
    if (full) throw tooMany(reply, full.wait, MENTORING_MESSAGES.tooManyRequests);
    const closed = await db.one<WaitRow>(m, ASK_AGAIN_SQL, [accounts, profileId, askAgainHours]);
    if (closed) throw tooMany(reply, closed.wait, MENTORING_MESSAGES.askAgain);
  }

  async mine(userId: number): Promise<MentorshipSummary[]> {
    const rows = await db.many<SummaryRow>(this.dataSource, MY_MENTORSHIPS_SQL, [userId]);
    return rows.map((r) => toSummary(r, userId));
  }

  view(id: number, userId: number): Promise<MentorshipSummary> {
    return this.summary(this.dataSource.manager, id, userId);
  }

  /** The request locked with its mentor's profile row (places change under that lock). */
  private async lockRequest(m: EntityManager, id: number, userId: number) {
    const q = await db.one<LockedRequestRow>(m, LOCK_REQUEST_SQL, [id]);
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
        const took = await db.many(m, TAKE_PLACE_SQL, [q.profileId]);
        if (!took.length) throw new ConflictException(MENTORING_MESSAGES.full);
      }
      await db.exec(m, ANSWER_SQL, [id, accept ? 'accepted' : 'declined']);
      const me = (await db.one<NameRow>(m, MEMBER_NAME_SQL, [userId]))!;
      await this.notifications.notifyMember(m, {
        userId: q.menteeId,
        kind: 'mentoring',
        actorId: userId,
        text: accept
          ? `${displayNameOf(me.firstName, me.lastName)} accepted your mentoring request`
          : `${displayNameOf(me.firstName, me.lastName)} declined your mentoring request`,
        link: path(id),
      });
      await this.changed(m, id, [q.menteeId, q.mentorId]);
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
      await db.exec(m, WITHDRAW_SQL, [id]);
      await this.changed(m, id, [q.menteeId, q.mentorId]);
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
      await db.exec(m, COMPLETE_SQL, [id, userId]);
      await db.exec(m, FREE_PLACE_SQL, [q.profileId]);
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
      await this.changed(m, id, [q.menteeId, q.mentorId]);
      return this.summary(m, id, userId);
    });
  }

  /** The pair's open pages (any tab, any replica) read the mentorship and its thread again after the commit. */
  private changed(m: EntityManager, id: number, members: readonly (number | null)[]): Promise<void> {
    return this.live.tellMembers(
      m,
      members.filter((x): x is number => x !== null),
      { type: 'mentorship', mentorshipId: id },
    );
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
      const inserted = await db.many(m, INSERT_REVIEW_SQL, [
        id,
        userId,
        q.profileId,
        input.rating,
        input.note,
        await personKey(m, userId),
        counts,
      ]);
      if (!inserted.length) throw new ConflictException(MENTORING_MESSAGES.rated);
      await db.exec(m, RATING_SQL, [q.profileId]);
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
    const rows = await db.many<MessageRow>(this.dataSource, MESSAGES_SQL, [id, after]);
    const page = rows.slice(0, DISCUSSION_PAGE_SIZE);
    return {
      items: page.map((r): MentorshipMessage => ({
        id: r.id,
        author: postAuthor(r.authorId, r.firstName, r.lastName, r.avatar),
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
      const html = renderMarkdown(input.body);
      const row = (await db.one<NewMessageRow>(m, INSERT_MESSAGE_SQL, [id, userId, input.body, html]))!;
      await this.notifications.notifyMember(m, {
        userId: other.id,
        kind: 'mentoring',
        actorId: userId,
        text: `${me.displayName} wrote in your mentorship`,
        link: path(id),
      });
      await this.changed(m, id, [me.id, other.id]);
      return {
        id: row.id,
        author: { id: me.id, displayName: me.displayName, initials: me.initials, avatar: me.avatar },
        html,
        createdAt: iso(row.createdAt)!,
      };
    });
  }

  /** The expiry job: pending requests past 14 days expire; the mentee hears. Safe to run twice (SKIP LOCKED). */
  async expire(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows = await db.many<ExpiredRow>(m, EXPIRE_SQL);
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
