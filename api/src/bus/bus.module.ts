import { Global, Module } from '@nestjs/common';
import { BusService } from './bus.service';
import { TableWritesSubscriber } from './table-writes.subscriber';

/** The cross-replica bus (BusService), available everywhere. */
@Global()
@Module({
  providers: [BusService, TableWritesSubscriber],
  exports: [BusService],
})
export class BusModule {}
