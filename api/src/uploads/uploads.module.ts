import { Module } from '@nestjs/common';
import { MemberUploadsController } from './member-uploads.controller';
import { MemberUploadsService } from './member-uploads.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController, MemberUploadsController],
  providers: [UploadsService, MemberUploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
