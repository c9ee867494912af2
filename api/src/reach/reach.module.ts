import { Module } from '@nestjs/common';
import { ReachService } from './reach.service';

/** The sitemap and the feeds (served at the site's paths by reach.routes.ts, registered in app.setup.ts). */
@Module({
  providers: [ReachService],
  exports: [ReachService],
})
export class ReachModule {}
