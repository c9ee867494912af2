import { Global, Module } from '@nestjs/common';
import { PointsController } from './points.controller';
import { PointsReader } from './points.reader';
import { PointsService } from './points.service';

/** Points, levels, badges and leaderboards. Global: discussions, challenges, mentoring and spotlights award. */
@Global()
@Module({
  controllers: [PointsController],
  providers: [PointsService, PointsReader],
  exports: [PointsService],
})
export class PointsModule {}
