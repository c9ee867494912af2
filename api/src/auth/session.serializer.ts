import type { PublicUser } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UsersService } from '../users/users.service';

/**
 * The session stores the user id only; every session request reads the member again, so a deleted
 * member is signed out at once (false -> passport drops the id, the request is anonymous).
 * passport keeps serializers per process: one app per process (and per Jest test file).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: PublicUser, done: (err: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: (err: unknown, user?: PublicUser | false) => void): void {
    if (typeof id !== 'number') return done(null, false);
    this.users.findPublicById(id).then((user) => done(null, user ?? false), done);
  }
}
