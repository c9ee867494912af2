import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';

@Module({
  // Terminus logs failed checks itself with a stack; our filter and request log already say enough.
  imports: [TerminusModule.forRoot({ errorLogStyle: 'pretty', logger: false })],
  controllers: [HealthController],
})
export class HealthModule {}
