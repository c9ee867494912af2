import { Global, Module } from '@nestjs/common';
import { BusService } from './bus.service';
import { TableWritesSubscriber } from './table-writes.subscriber';

/** The cross-replica bus (BusService) and this replica's read-your-writes (TableWritesSubscriber), available everywhere. */
@Global()
@Module({
  providers: [BusService, TableWritesSubscriber],
  exports: [BusService, TableWritesSubscriber],
})
export class BusModule {}
