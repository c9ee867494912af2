import type { PublicUser } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { UsersService } from '../users/users.service';

/** passport-local on `email` + `password` (already validated and normalised by the body guard). null -> 401. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly users: UsersService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<PublicUser | null> {
    return this.users.verify(email, password);
  }
}
