import { Module } from '@nestjs/common';

/** Threads, replies, likes and accepted answers (issue 14 §1). */
@Module({})
export class DiscussionsModule {}
