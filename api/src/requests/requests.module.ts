import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoRequestEntity, EventRequestEntity, WaitlistEntryEntity } from './request.entities';
import { RequestsController } from './requests.controller';
import { RequestsService } from './requests.service';

/**
 * The public forms (event requests, demo requests, waitlist). RequestsService (listEventRequests,
 * listDemoRequests, listWaitlist) is exported: the admin area imports this module to list them.
 * The throttle limit comes from AppModule (REQUESTS_THROTTLE_LIMIT), the defaults without it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventRequestEntity, DemoRequestEntity, WaitlistEntryEntity])],
  controllers: [RequestsController],
  providers: [RequestsService],
  exports: [RequestsService],
})
export class RequestsModule {}
