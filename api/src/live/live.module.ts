import { Global, Module } from '@nestjs/common';
import { LiveStreams } from './live-streams';
import { LiveService } from './live.service';
import { StreamController } from './live.controller';

/** GET /api/stream (Server-Sent Events) and the LiveService every writer publishes through. */
@Global()
@Module({ controllers: [StreamController], providers: [LiveService, LiveStreams], exports: [LiveService, LiveStreams] })
export class LiveModule {}
