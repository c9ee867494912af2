import { Module } from '@nestjs/common';
import { TagsAdminController } from './tags-admin.controller';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({ controllers: [TagsController, TagsAdminController], providers: [TagsService] })
export class TagsModule {}
