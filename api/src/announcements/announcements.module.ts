import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AnnouncementDelivery } from './announcement-delivery';
import { AnnouncementsAdminController } from './announcements-admin.controller';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';

/** Staff announcements (issue 30 §4): made and listed by staff, delivered by the job queue, shown as each reader's banner. */
@Module({
  imports: [MailModule],
  controllers: [AnnouncementsController, AnnouncementsAdminController],
  providers: [AnnouncementsService, AnnouncementDelivery],
  exports: [AnnouncementDelivery],
})
export class AnnouncementsModule {}
