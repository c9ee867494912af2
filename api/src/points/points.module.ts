import { Global, Module } from '@nestjs/common';
import { PointsService } from './points.service';

/** Points, levels, badges and leaderboards (issue 15 §5). Global: discussions, challenges, mentoring and spotlights award. */
@Global()
@Module({
  providers: [PointsService],
  exports: [PointsService],
})
export class PointsModule {}
