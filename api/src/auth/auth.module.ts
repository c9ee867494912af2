import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitStore } from '../limits/rate-limit.store';
import { RetryAfterThrottlerGuard } from '../limits/retry-after-throttler.guard';
import type { ThrottleLimit } from '../limits/throttle-limit';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService, LOGIN_LIMITS } from './auth.service';
import { SessionStore } from './session-store';
import { DEFAULT_LOGIN_LIMITS, DEFAULT_REGISTER_THROTTLE, type LoginLimits, TOO_MANY_REGISTRATIONS } from './throttle';

export interface AuthModuleOptions {
  /** Per-IP limit of registrations (tests lower or raise it); default DEFAULT_REGISTER_THROTTLE. */
  register?: Partial<ThrottleLimit>;
  /** Failed sign-in limits (tests lower or raise them); defaults DEFAULT_LOGIN_LIMITS. */
  login?: { [K in keyof LoginLimits]?: Partial<ThrottleLimit> };
}

/**
 * Member accounts and server-side sessions: register / login / logout / auth/user, the session store
 * (wired into Fastify by configureApp through registerSessions) and AuthService (sign-in, sessions).
 */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions = {}): DynamicModule {
    const register = { name: 'register', ...DEFAULT_REGISTER_THROTTLE, ...options.register };
    const login: LoginLimits = {
      accountAndIp: { ...DEFAULT_LOGIN_LIMITS.accountAndIp, ...options.login?.accountAndIp },
      ip: { ...DEFAULT_LOGIN_LIMITS.ip, ...options.login?.ip },
      account: { ...DEFAULT_LOGIN_LIMITS.account, ...options.login?.account },
    };
    return {
      module: AuthModule,
      imports: [
        UsersModule,
        // Counted in PostgreSQL (RateLimitStore), shared by every replica. setHeaders: false: RetryAfterThrottlerGuard
        // sends the standard Retry-After instead of Retry-After-<name>.
        ThrottlerModule.forRootAsync({
          inject: [RateLimitStore],
          useFactory: (storage: RateLimitStore) => ({
            throttlers: [register],
            storage,
            setHeaders: false,
            errorMessage: TOO_MANY_REGISTRATIONS,
          }),
        }),
      ],
      controllers: [AuthController],
      providers: [AuthService, SessionStore, RetryAfterThrottlerGuard, { provide: LOGIN_LIMITS, useValue: login }],
      exports: [SessionStore, UsersModule],
    };
  }
}
