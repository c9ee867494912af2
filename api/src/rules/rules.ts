import { createHash } from 'node:crypto';
import { type ActorFacts, refusal, RULE_BOOK, type RuleAction } from '@cci/contracts';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import type { StateChangingConfig } from '../common/request-policy';
import { AdminGuard } from '../common/session-guards';
import { SESSION_COOKIE, SessionRoute, type SessionRequest } from '../common/session-route';
import { db } from '../database/sql';
import { errorBody } from '../docs/schemas';
import { ACTOR_FACTS_SQL, type ActorFactsRow, MAILBOX_SQL, type MailboxRow, SAME_MAILBOX_SQL, type SameMailboxRow } from './rules.queries';

// The rule book's enforcement: contracts' RULE_BOOK says who may take each action; this file is the only
// place the API asks it. Two steps, both from the database:
// 1. @Allowed(action) on the route: the guard reads the session's member (read again on every request, with its role and
//    address; a suspended member's session is no session: auth/session-store.ts) and refuses before the body is read.
// 2. enforce(manager, action, userId, communityId) inside the action's transaction, once the action's community is known
//    (a post's, a challenge's): the member's state and membership are read there, so a suspension or a membership
//    change that committed since the request began counts.

/** Route metadata: the rule-book action a route takes (read by RuleGuard and by the route walk in the rule-book test). */
export const RULE_ACTION = 'cci:rule-action';

const httpRefusal = (r: { status: number; message: string }) => new HttpException(r.message, r.status);

/** What the session says of its member; the community's part is left to enforce(). */
export function sessionFacts(user: SessionRequest['user']): ActorFacts {
  return {
    signedIn: !!user,
    verified: user?.emailVerified ?? false,
    suspendedUntil: null, // the session read refuses a suspended member's session (auth/session-store.ts)
    admin: user?.role === 'admin',
    membership: 'approved', // judged by enforce(), in the action's transaction, once its community is known
  };
}

@Injectable()
export class RuleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const action = this.reflector.get<RuleAction | undefined>(RULE_ACTION, ctx.getHandler());
    // A programming error (the guard without its action): fail closed.
    if (!action) throw new HttpException('Forbidden', 403);
    const r = refusal(action, sessionFacts(ctx.switchToHttp().getRequest<SessionRequest>().user));
    if (r) throw httpRefusal(r);
    return true;
  }
}

/**
 * A route taking rule-book action `action`: the session, the rule book's guard (401/403 with the rule's message before
 * the body is read), the docs. Staff actions go through the admin guard (which also takes the staff password's mark).
 */
export const Allowed = (action: RuleAction, extra: StateChangingConfig = {}) => {
  const rule = RULE_BOOK[action] as { needs: string; signIn?: string };
  return applyDecorators(
    SetMetadata(RULE_ACTION, action),
    SessionRoute(extra),
    UseGuards(rule.needs === 'staff' ? AdminGuard : RuleGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse(errorBody(rule.signIn ?? 'Not signed in')),
  );
};

/** The facts of an account row read with the rule book's columns; no row (a deleted account) is a visitor. */
export function factsOf(row: ActorFactsRow | undefined): ActorFacts {
  return row
    ? { signedIn: true, verified: row.verified, suspendedUntil: row.suspendedUntil, admin: row.admin, membership: row.membership }
    : { signedIn: false, verified: false, suspendedUntil: null, admin: false, membership: null };
}

/** The actor's facts, read in `manager`'s transaction (a deleted account reads as a visitor). */
export async function actorFacts(manager: EntityManager, userId: number | null, communityId: number | null): Promise<ActorFacts> {
  return factsOf(userId === null ? undefined : await db.one<ActorFactsRow>(manager, ACTOR_FACTS_SQL, [userId, communityId]));
}

/** Throws the rule book's 401/403 when `facts` may not take `action`. */
export function enforceFacts(action: RuleAction, facts: ActorFacts): void {
  const r = refusal(action, facts);
  if (r) throw httpRefusal(r);
}

/**
 * In the action's transaction: throws the rule book's 401/403 unless member `userId` may take `action` in community
 * `communityId` (null for an action outside communities).
 */
export async function enforce(manager: EntityManager, action: RuleAction, userId: number, communityId: number | null): Promise<void> {
  enforceFacts(action, await actorFacts(manager, userId, communityId));
}

/** Whether two accounts share a mailbox (one person's "+tag" aliases): one cannot like or report the other's posts. */
export async function sameMailbox(manager: EntityManager, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  const row = await db.one<SameMailboxRow>(manager, SAME_MAILBOX_SQL, [a, b]);
  return row?.same ?? false;
}

/**
 * The person behind account `userId` as the ledger may name them: a digest of their mailbox (contracts' mailboxOf), so a
 * mailbox's "+tag" aliases earn a source of points once, and no address is written to the ledger.
 */
export async function personKey(manager: EntityManager, userId: number): Promise<string> {
  const row = await db.one<MailboxRow>(manager, MAILBOX_SQL, [userId]);
  return createHash('sha256')
    .update(row?.mailbox ?? `user:${userId}`)
    .digest('base64url')
    .slice(0, 22);
}
