import { Module } from '@nestjs/common';
import { ContentAdminModule } from '../content-admin/content-admin.module';
import { MailModule } from '../mail/mail.module';
import { EventRsvpsService } from './event-rsvps.service';
import { CommunityCalendarController, EventsController } from './events.controller';
import { EventsService } from './events.service';

/** Events: the spec's list and admin form, and RSVPs, the event page, calendars and reminders. */
@Module({
  imports: [MailModule, ContentAdminModule],
  controllers: [EventsController, CommunityCalendarController],
  providers: [EventsService, EventRsvpsService],
  exports: [EventsService, EventRsvpsService],
})
export class EventsModule {}
