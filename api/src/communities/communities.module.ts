import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunitiesController } from './communities.controller';
import { CommunitiesService } from './communities.service';
import { CommunityWritesSubscriber } from './community-writes.subscriber';
import { CommunityEntity } from './community.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CommunityEntity])],
  controllers: [CommunitiesController],
  providers: [CommunitiesService, CommunityWritesSubscriber],
  exports: [CommunitiesService],
})
export class CommunitiesModule {}
