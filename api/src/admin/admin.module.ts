import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RequestsModule } from '../requests/requests.module';
import { UsersModule } from '../users/users.module';
import { ActivityStreams } from './activity-stream';
import { ActivityStreamController } from './activity-stream.controller';
import { AdminAccess } from './admin-access';
import { AdminSessionController } from './admin-session.controller';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { StaffAccounts } from './staff-accounts';

/**
 * The staff side of the API under /api/admin: the admin session (password -> session mark), the
 * overview counters, the membership approval queue, the member and request lists, and welcome e-mails.
 */
@Module({
  imports: [UsersModule, RequestsModule, MailModule],
  controllers: [AdminSessionController, AdminController, ActivityStreamController],
  providers: [AdminAccess, AdminService, StaffAccounts, ActivityStreams],
})
export class AdminModule {}
