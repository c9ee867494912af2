import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserCommunityEntity } from './user-community.entity';
import { UserEntity } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserCommunityEntity])],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
