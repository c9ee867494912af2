import { Module } from '@nestjs/common';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/** A community's Feed, trending threads, stats and the members a post may mention. */
@Module({ controllers: [ActivityController], providers: [ActivityService] })
export class ActivityModule {}
