import { type ActorFacts, countLinks, DISCUSSION_MESSAGES, POSTING_LIMITS, refusal, type RuleAction } from '@cci/contracts';
import { ConflictException, ForbiddenException, HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';
import { enforceFacts, factsOf } from '../rules/rules';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import { waitText } from '../limits/too-many';
import { db } from '../database/sql';
import { LOCK_POSTER_SQL, POSTING_HISTORY_SQL } from './discussions.queries';
import { DISCUSSION_LIMITS, mentionedMemberIds } from '@cci/contracts';
import { validationFailed } from '../common/valibot';

// Who may post and the posting limits (§6, Discourse's defaults for new users). Everything is read in the
// posting transaction, from the database, after the poster's users row is locked: the limits hold across replicas and
// parallel requests.

/** "21:14 UTC" */
const clockText = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;

export const NEW_MEMBER_LINKS = `New members can include at most ${POSTING_LIMITS.newMember.links} links in a post`;

/** What stands between a reader and posting in a community (the rule book's reply row): 401/403 and why, or null. */
export function postingBlock(p: {
  signedIn: boolean;
  membership: string | null;
  verified: boolean;
  suspendedUntil: Date | null;
}): { status: number; message: string } | null {
  return refusal('reply', { ...p, admin: false, membership: p.membership as ActorFacts['membership'] });
}

export interface Poster {
  id: number;
  createdAt: Date;
  isNew: boolean;
}

/** The poster's columns (discussions.queries' POSTER_COLUMNS). */
export interface PosterRow {
  createdAt: Date;
  verified: boolean;
  suspendedUntil: Date | null;
  admin: boolean;
  isNew: boolean;
  membership: ActorFacts['membership'];
}

/** The signed-in member, or 401 with the discussions' message. */
export function requireSignedIn<T>(reader: T | null | undefined): T {
  if (!reader) throw new UnauthorizedException(DISCUSSION_MESSAGES.signIn);
  return reader;
}

/** Locks member `userId` for the rest of the transaction and holds them to the rule book's `action` in `communityId`. */
async function lockActor(manager: EntityManager, userId: number, communityId: number, action: RuleAction): Promise<PosterRow> {
  const row = (await db.one<PosterRow>(manager, LOCK_POSTER_SQL, [userId, communityId, POSTING_LIMITS.newMemberMs]))!;
  enforceFacts(action, factsOf(row));
  return row;
}

const toPoster = (userId: number, row: PosterRow): Poster => ({ id: userId, createdAt: new Date(row.createdAt), isNew: row.isNew });

/** Member `userId`, read (and locked) as `row`, held to the rule book's `action`: 401/403 with the reason otherwise. */
export function posterOf(userId: number, row: PosterRow, action: RuleAction = 'post'): Poster {
  enforceFacts(action, factsOf(row));
  return toPoster(userId, row);
}

/**
 * Locks member `userId` for the rest of the transaction and checks the rule book lets them take `action` (posting by
 * default) in community `communityId`: 401/403 with the reason otherwise.
 */
export async function lockPoster(
  manager: EntityManager,
  userId: number,
  communityId: number,
  action: RuleAction = 'post',
): Promise<Poster> {
  return toPoster(userId, await lockActor(manager, userId, communityId, action));
}

/**
 * An author editing their post (the rule book's edit row: signed in, not suspended). Being a member is not asked again
 * (a member who left may still correct what they wrote). Answers whether they are a new member (edits keep the link limit).
 */
export async function checkEditor(manager: EntityManager, userId: number, communityId: number): Promise<Pick<Poster, 'isNew'>> {
  return { isNew: (await lockActor(manager, userId, communityId, 'edit')).isNew };
}

/** A new member's post with more external links than they may make: 403. Edits are held to it too. */
export function checkLinks(poster: Pick<Poster, 'isNew'>, body: string): void {
  if (poster.isNew && countLinks(body) > POSTING_LIMITS.newMember.links) throw new ForbiddenException(NEW_MEMBER_LINKS);
}

/** What POSTING_HISTORY_SQL reads of a poster's past posts. */
export interface HistoryRow {
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

/** The parameters of POSTING_HISTORY_SQL (and of REPLY_BUMP_SQL's first four) for `poster`'s post of `body`. */
export const historyParams = (poster: Poster, body: string) => [poster.id, body, POSTING_LIMITS.duplicateMs, POSTING_LIMITS.newMemberMs];

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
  judgeHistory(poster, post, (await db.one<HistoryRow>(manager, POSTING_HISTORY_SQL, historyParams(poster, post.body)))!, reply);
}

/** checkPostingLimits with the history `h` already read (after the poster's lock), links included. */
export function checkPostingHistory(
  poster: Poster,
  post: { kind: 'thread' | 'reply'; body: string },
  h: HistoryRow,
  reply: FastifyReply,
): void {
  checkLinks(poster, post.body);
  judgeHistory(poster, post, h, reply);
}

function judgeHistory(poster: Poster, post: { kind: 'thread' | 'reply'; body: string }, h: HistoryRow, reply: FastifyReply): void {
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

// ---- Mentions and edits -----------------------------------------------------------------------------------------

/**
 * A post (or an edit) mentioning more distinct members than DISCUSSION_LIMITS.mentions: 400 with errors.body (as
 * Discourse's max_mentions_per_post). Checked before anything is read, as the body's other rules.
 */
export function checkMentionCount(body: string): void {
  if (mentionedMemberIds(body).length > DISCUSSION_LIMITS.mentions) throw validationFailed({ body: DISCUSSION_MESSAGES.tooManyMentions });
}

/**
 * The wait between two edits of one post (POSTING_LIMITS.editIntervalMs): an edit can notify and is published live,
 * so edits in a burst are refused with 429, Retry-After and when the next may be made. `sinceEditMs` is read with the
 * post's row locked (null: never edited), so parallel edits are decided one after the other; a transaction that began
 * before the last edit committed reads a negative time, counted as 0.
 */
export function checkEditInterval(sinceEditMs: number | null, reply: FastifyReply): void {
  if (sinceEditMs === null) return;
  const intervalMs = POSTING_LIMITS.editIntervalMs;
  const since = Math.max(0, sinceEditMs);
  if (since >= intervalMs) return;
  const wait = (intervalMs - since) / 1000;
  throw tooMany(
    reply,
    wait,
    `Please wait ${waitText(intervalMs / 1000)} between edits of a post. You can edit it again in ${waitText(wait)}.`,
  );
}
