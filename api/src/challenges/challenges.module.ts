import { Module } from '@nestjs/common';
import { ChallengesController } from './challenges.controller';
import { ChallengesService } from './challenges.service';

@Module({ controllers: [ChallengesController], providers: [ChallengesService], exports: [ChallengesService] })
export class ChallengesModule {}
