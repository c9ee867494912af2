import { countLinks, DISCUSSION_MESSAGES, POSTING_LIMITS } from '@cci/contracts';
import { ConflictException, ForbiddenException, HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import { waitText } from '../limits/too-many';
import { LOCK_POSTER_SQL, POSTING_HISTORY_SQL } from './discussion-queries';

// Who may post (issue 14 §1) and the posting limits (§6, Discourse's defaults for new users). Everything is read in the
// posting transaction, from the database, after the poster's users row is locked: the limits hold across replicas and
// parallel requests.

/** "30 November 2026" */
const dayText = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "21:14 UTC" */
const clockText = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;

export const suspendedMessage = (until: Date) => `${DISCUSSION_MESSAGES.suspended} until ${dayText(until)}`;
export const NEW_MEMBER_LINKS = `New members can include at most ${POSTING_LIMITS.newMember.links} links in a post`;

/** What stands between a reader and posting in a community: a message of DISCUSSION_MESSAGES, or null when nothing. */
export function postingBlock(p: {
  signedIn: boolean;
  membership: string | null;
  verified: boolean;
  suspendedUntil: Date | null;
}): { status: number; message: string } | null {
  if (!p.signedIn) return { status: HttpStatus.UNAUTHORIZED, message: DISCUSSION_MESSAGES.signIn };
  if (p.membership === 'pending') return { status: HttpStatus.FORBIDDEN, message: DISCUSSION_MESSAGES.pending };
  if (p.membership !== 'approved') return { status: HttpStatus.FORBIDDEN, message: DISCUSSION_MESSAGES.notMember };
  if (!p.verified) return { status: HttpStatus.FORBIDDEN, message: DISCUSSION_MESSAGES.unverified };
  if (p.suspendedUntil) return { status: HttpStatus.FORBIDDEN, message: suspendedMessage(new Date(p.suspendedUntil)) };
  return null;
}

export interface Poster {
  id: number;
  createdAt: Date;
  isNew: boolean;
}

interface PosterRow {
  createdAt: Date;
  verified: boolean;
  suspendedUntil: Date | null;
  isNew: boolean;
  membership: string | null;
}

/** The signed-in member, or 401 with the discussions' message. */
export function requireSignedIn<T>(reader: T | null | undefined): T {
  if (!reader) throw new UnauthorizedException(DISCUSSION_MESSAGES.signIn);
  return reader;
}

/**
 * Locks member `userId` for the rest of the transaction and checks they may post in community `communityId`
 * (approved membership, verified e-mail, not suspended): 401/403 with the reason otherwise.
 */
export async function lockPoster(manager: EntityManager, userId: number, communityId: number): Promise<Poster> {
  const [row]: PosterRow[] = await manager.query(LOCK_POSTER_SQL, [userId, communityId, POSTING_LIMITS.newMemberMs]);
  const block = postingBlock({
    signedIn: row !== undefined,
    membership: row?.membership ?? null,
    verified: row?.verified ?? false,
    suspendedUntil: row?.suspendedUntil ?? null,
  });
  if (block) throw new HttpException(block.message, block.status);
  return { id: userId, createdAt: new Date(row.createdAt), isNew: row.isNew };
}

/**
 * An author editing their post: not while suspended (403 with the date). Being a member is not asked again (a member who
 * left may still correct what they wrote). Answers whether they are a new member (edits keep the link limit).
 */
export async function checkEditor(manager: EntityManager, userId: number, communityId: number): Promise<Pick<Poster, 'isNew'>> {
  const [row]: PosterRow[] = await manager.query(LOCK_POSTER_SQL, [userId, communityId, POSTING_LIMITS.newMemberMs]);
  if (!row) throw new UnauthorizedException(DISCUSSION_MESSAGES.signIn);
  if (row.suspendedUntil) throw new ForbiddenException(suspendedMessage(new Date(row.suspendedUntil)));
  return { isNew: row.isNew };
}

/** A new member's post with more external links than they may make: 403. Edits are held to it too. */
export function checkLinks(poster: Pick<Poster, 'isNew'>, body: string): void {
  if (poster.isNew && countLinks(body) > POSTING_LIMITS.newMember.links) throw new ForbiddenException(NEW_MEMBER_LINKS);
}

interface HistoryRow {
  lastPostAt: Date | null;
  threads: number;
  replies: number;
  firstDayEnds: Date;
  duplicate: boolean;
  now: Date;
}

/** 429 with Retry-After (seconds) and `message`. */
function tooMany(reply: FastifyReply, seconds: number, message: string): HttpException {
  void reply.header('Retry-After', String(Math.max(1, Math.ceil(seconds))));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * The limits on a new post (the poster is locked by lockPoster): links, a new member's posts in their first day, the
 * wait between posts, then the same text twice in a day (409).
 */
export async function checkPostingLimits(
  manager: EntityManager,
  poster: Poster,
  post: { kind: 'thread' | 'reply'; body: string },
  reply: FastifyReply,
): Promise<void> {
  checkLinks(poster, post.body);
  const [h]: HistoryRow[] = await manager.query(POSTING_HISTORY_SQL, [
    poster.id,
    post.body,
    POSTING_LIMITS.duplicateMs,
    POSTING_LIMITS.newMemberMs,
  ]);
  const now = new Date(h.now).getTime();
  const limits = POSTING_LIMITS.newMember;
  if (poster.isNew) {
    const liftsAt = new Date(h.firstDayEnds);
    const wait = (liftsAt.getTime() - now) / 1000;
    if (post.kind === 'thread' && h.threads >= limits.threadsPerDay)
      throw tooMany(
        reply,
        wait,
        `New members can start ${limits.threadsPerDay} discussions in their first day. You can start another at ${clockText(liftsAt)}.`,
      );
    if (post.kind === 'reply' && h.replies >= limits.repliesPerDay)
      throw tooMany(
        reply,
        wait,
        `New members can post ${limits.repliesPerDay} replies in their first day. You can reply again at ${clockText(liftsAt)}.`,
      );
  }
  const intervalMs = poster.isNew ? limits.intervalMs : POSTING_LIMITS.intervalMs;
  // now() is the transaction's start: a post committed by a transaction that started later can look younger than 0 s.
  const sinceLast = h.lastPostAt === null ? Infinity : Math.max(0, now - new Date(h.lastPostAt).getTime());
  if (sinceLast < intervalMs) {
    const wait = (intervalMs - sinceLast) / 1000;
    const who = poster.isNew ? 'New members wait' : 'Please wait';
    throw tooMany(reply, wait, `${who} ${waitText(intervalMs / 1000)} between posts. You can post again in ${waitText(wait)}.`);
  }
  if (h.duplicate) throw new ConflictException(DISCUSSION_MESSAGES.duplicate);
}
