import { type DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthThrottlerGuard, TOO_MANY_ATTEMPTS } from './guards';
import { LocalStrategy } from './local.strategy';
import { SessionStore } from './session-store';
import { SessionSerializer } from './session.serializer';
import { DEFAULT_THROTTLE, THROTTLE_NAMES, type ThrottleLimit, type ThrottleName } from './throttle';

export interface AuthModuleOptions {
  /** Per-IP limits of login and registration (tests lower or raise them); defaults in DEFAULT_THROTTLE. */
  throttle?: Partial<Record<ThrottleName, Partial<ThrottleLimit>>>;
}

/**
 * Member accounts and server-side sessions: register / login / logout / auth/user, the session store
 * (wired into Fastify by configureApp through registerSessions), passport's local strategy and serializer.
 */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions = {}): DynamicModule {
    const throttlers = THROTTLE_NAMES.map((name) => ({ name, ...DEFAULT_THROTTLE[name], ...options.throttle?.[name] }));
    return {
      module: AuthModule,
      imports: [
        UsersModule,
        PassportModule.register({ session: true }),
        // setHeaders: false: AuthThrottlerGuard sends the standard Retry-After instead of Retry-After-<name>.
        ThrottlerModule.forRoot({ throttlers, errorMessage: TOO_MANY_ATTEMPTS, setHeaders: false }),
      ],
      controllers: [AuthController],
      providers: [LocalStrategy, SessionSerializer, SessionStore, AuthThrottlerGuard],
      exports: [SessionStore, UsersModule],
    };
  }
}
