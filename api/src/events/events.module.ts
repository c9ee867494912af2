import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentAdminModule } from '../content-admin/content-admin.module';
import { MailModule } from '../mail/mail.module';
import { EventEntity } from './event.entity';
import { EventRsvpsService } from './event-rsvps.service';
import { CommunityCalendarController, EventsController } from './events.controller';
import { EventsService } from './events.service';

/** Events: the spec's list and admin form, and since issue 15 RSVPs, the event page, calendars and reminders. */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), MailModule, ContentAdminModule],
  controllers: [EventsController, CommunityCalendarController],
  providers: [EventsService, EventRsvpsService],
  exports: [EventsService, EventRsvpsService],
})
export class EventsModule {}
