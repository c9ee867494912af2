import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { AccountService } from './account.service';
import { MeController } from './me.controller';

/**
 * The signed-in member's own account under /api/me: settings, the data export and deleting the account. (Memberships
 * under /api/me/memberships: users/; password, e-mail and sessions: accounts/.)
 */
@Module({
  imports: [UsersModule, EventsModule, ConversationsModule],
  controllers: [MeController],
  providers: [AccountService],
})
export class MeModule {}
