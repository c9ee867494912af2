import type { PublicUser } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import passport from 'passport';
import type { SessionRequest } from './auth.types';
import { SessionStore } from './session-store';

type Done = (err: unknown, user?: PublicUser | false) => void;

/** The two registrations used here, typed for our request and member (passport's types assume Express). */
const registry = passport as unknown as {
  serializeUser(fn: (user: PublicUser, done: (err: unknown, id?: number) => void) => void): void;
  /** A function of arity 3 receives the request first. */
  deserializeUser(fn: (req: SessionRequest, id: unknown, done: Done) => void): void;
};

/**
 * passport's (de)serialisation of the signed-in member. The session stores the user id only; every
 * session request reads the member again, so a deleted member is signed out at once (false -> passport
 * drops the id, the request is anonymous). The session store reads the member in the same statement
 * as the session row (session-store.ts); only a session it did not read a member for costs a query here.
 *
 * Registered with passport directly rather than through @nestjs/passport's PassportSerializer, whose
 * deserializer does not receive the request. passport keeps serializers per process: one app per
 * process (and per Jest test file).
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly store: SessionStore) {
    registry.serializeUser((user, done) => done(null, user.id));
    registry.deserializeUser((req, id, done) => this.deserializeUser(req, id, done));
  }

  deserializeUser(req: SessionRequest, id: unknown, done: Done): void {
    if (typeof id !== 'number') return done(null, false);
    const read = this.store.memberRead(req.session);
    if (read?.userId === id) return done(null, read.member ?? false);
    this.store.member(id).then((user) => done(null, user ?? false), done);
  }
}
