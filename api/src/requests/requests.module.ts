import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RequestsInboxController } from './requests-inbox.controller';
import { RequestsInbox } from './requests-inbox.service';
import { RequestsController } from './requests.controller';
import { RequestsService } from './requests.service';

/**
 * The public forms (event requests, demo requests, waitlist). RequestsService (listEventRequests,
 * listDemoRequests, listWaitlist) is exported: the admin area imports this module to list them.
 * The staff inbox (RequestsInbox: pages, handled with a note, CSV, a reply to a demo request).
 * The throttle limit comes from AppModule (REQUESTS_THROTTLE_LIMIT), the defaults without it.
 */
@Module({
  imports: [MailModule],
  controllers: [RequestsController, RequestsInboxController],
  providers: [RequestsService, RequestsInbox],
  exports: [RequestsService],
})
export class RequestsModule {}
