import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing e-mail: SMTP when SMTP_URL is set, .eml files in the outbox folder otherwise (MailService). */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
