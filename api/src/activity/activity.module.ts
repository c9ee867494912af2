import { Module } from '@nestjs/common';

/** A community's Feed, trending threads, stats and the members a post may mention (issue 14 §2). */
@Module({})
export class ActivityModule {}
