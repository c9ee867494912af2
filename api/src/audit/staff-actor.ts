import { createHash } from 'node:crypto';
import { displayNameOf } from '@cci/contracts';
import type { SessionRequest } from '../common/session-route';

/**
 * Who did an admin write: a staff member's own account (role admin), else the shared admin password,
 * named by a digest of the session holding its mark (never the session id itself: it is that session's credential).
 */
export type StaffActor = { memberId: number; name: string } | { sessionId: string };

export const SHARED_PASSWORD = 'Shared password';

export const staffActorOf = (req: SessionRequest): StaffActor =>
  req.user?.role === 'admin'
    ? { memberId: req.user.id, name: displayNameOf(req.user.firstName, req.user.lastName) }
    : { sessionId: req.session.sessionId };

/** A stable digest of a session id, shown and stored instead of it. */
export const sessionDigest = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex').slice(0, 16);

/** The columns of an audit row for `actor`. */
export const actorColumns = (actor: StaffActor) =>
  'memberId' in actor
    ? { userId: actor.memberId, name: actor.name, session: null }
    : { userId: null, name: SHARED_PASSWORD, session: sessionDigest(actor.sessionId) };
