import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { JobsService } from './jobs.service';
import { NotificationMailer } from './notification-mailer';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Notifications, watches and mutes, their e-mails and the weekly digest, and the job queue that runs the
 * scheduled work (pg-boss).
 */
@Global()
@Module({
  imports: [MailModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationMailer, JobsService],
  exports: [NotificationsService, NotificationMailer, JobsService],
})
export class NotificationsModule {}
