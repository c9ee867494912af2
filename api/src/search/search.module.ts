import { Module } from '@nestjs/common';

/** Full-text search of threads and replies (issue 14 §3). */
@Module({})
export class SearchModule {}
