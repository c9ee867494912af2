import { Global, Module } from '@nestjs/common';
import { NotificationsService } from './notifications.service';

/** Notifications, watches and mutes, their e-mails and the weekly digest (issue 14 §4). */
@Global()
@Module({ providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
