import { Module } from '@nestjs/common';
import { AvatarsController } from './avatars.controller';
import { AvatarsService } from './avatars.service';
import { MemberUploadsController } from './member-uploads.controller';
import { MemberUploadsService } from './member-uploads.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController, MemberUploadsController, AvatarsController],
  providers: [UploadsService, MemberUploadsService, AvatarsService],
  exports: [UploadsService],
})
export class UploadsModule {}
