import { Module } from '@nestjs/common';
import { SpotlightsAdminController, SpotlightsController } from './spotlights.controller';
import { SpotlightsService } from './spotlights.service';

@Module({ controllers: [SpotlightsController, SpotlightsAdminController], providers: [SpotlightsService] })
export class SpotlightsModule {}
