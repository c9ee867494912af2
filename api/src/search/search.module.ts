import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Full-text search of threads and replies. */
@Module({ controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
