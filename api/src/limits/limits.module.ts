import { Global, Module } from '@nestjs/common';
import { RateLimitStore } from './rate-limit.store';

/** The shared limit counters (RateLimitStore), available everywhere. */
@Global()
@Module({
  providers: [RateLimitStore],
  exports: [RateLimitStore],
})
export class LimitsModule {}
