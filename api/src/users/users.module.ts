import { Module } from '@nestjs/common';
import { MembershipsController } from './users.controller';
import { MembershipsService } from './memberships.service';
import { UsersService } from './users.service';

@Module({
  controllers: [MembershipsController],
  providers: [UsersService, MembershipsService],
  exports: [UsersService, MembershipsService],
})
export class UsersModule {}
