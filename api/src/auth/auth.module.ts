import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ACCOUNT_LIMITS, type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from '../accounts/account-limits';
import { AccountMailer } from '../accounts/account-mailer';
import { AccountTokensService } from '../accounts/account-tokens.service';
import { AccountsController } from '../accounts/accounts.controller';
import { AccountsService } from '../accounts/accounts.service';
import { PasswordCheck } from '../accounts/password-check';
import { MailModule } from '../mail/mail.module';
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
  /** Limits of the account flows (forgot-password, resend, change of address, wrong current passwords); DEFAULT_ACCOUNT_LIMITS. */
  accounts?: { [K in keyof AccountLimits]?: Partial<ThrottleLimit> };
}

/**
 * Member accounts and server-side sessions: register / login / logout / auth/user, the session store
 * (wired into Fastify by configureApp through registerSessions) and AuthService (sign-in, sessions); and the account
 * flows (accounts/: one-time links, reset, verification, change of password and address, log out
 * everywhere). Global: every module may inject SessionStore, AuthService, AccountTokensService (e.g. pendingEmailOf)
 * and PasswordCheck (a member's current password, with its failure limit).
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
    const accounts = Object.fromEntries(
      Object.entries(DEFAULT_ACCOUNT_LIMITS).map(([name, limit]) => [
        name,
        { ...limit, ...options.accounts?.[name as keyof AccountLimits] },
      ]),
    ) as unknown as AccountLimits;
    return {
      module: AuthModule,
      global: true,
      imports: [
        UsersModule,
        MailModule,
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
      controllers: [AuthController, AccountsController],
      providers: [
        AuthService,
        SessionStore,
        RetryAfterThrottlerGuard,
        { provide: LOGIN_LIMITS, useValue: login },
        { provide: ACCOUNT_LIMITS, useValue: accounts },
        AccountTokensService,
        AccountMailer,
        PasswordCheck,
        AccountsService,
      ],
      exports: [SessionStore, AuthService, AccountTokensService, AccountMailer, PasswordCheck, UsersModule],
    };
  }
}
