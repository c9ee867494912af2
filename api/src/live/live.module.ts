import { Global, Module } from '@nestjs/common';
import { LiveService } from './live.service';

/** GET /api/stream (Server-Sent Events) and the LiveService every writer publishes through (issue 14 §5). */
@Global()
@Module({ providers: [LiveService], exports: [LiveService] })
export class LiveModule {}
