import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { tooMany } from './too-many';

/**
 * @nestjs/throttler's guard, counted in the shared RateLimitStore, answering 429 with the standard `Retry-After`
 * header and the options' `errorMessage` followed by when to try again (too-many.ts). The module options must set
 * `setHeaders: false` (no Retry-After-<name> headers besides).
 */
@Injectable()
export class RetryAfterThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const what = await this.getErrorMessage(ctx, detail);
    throw tooMany(ctx.switchToHttp().getResponse<FastifyReply>(), detail.timeToBlockExpire, what);
  }
}
