import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { LiveService } from '../src/live/live.service';
import { NotificationsService } from '../src/notifications/notifications.service';

/**
 * Posts written as the discussions module writes them, straight through SQL and the services it calls in the same
 * transaction (notifications, live events): the notification and live tests control exactly who watches what.
 */
export interface Forum {
  app: INestApplication;
  dataSource: DataSource;
  community: { id: number; slug: string };
}

/** The entrepreneurs community (the registrations' default) of a seeded database. */
export async function forumOf(app: INestApplication, dataSource: DataSource): Promise<Forum> {
  const [community] = await dataSource.query(`SELECT id, slug FROM communities WHERE slug = 'entrepreneurs'`);
  return { app, dataSource, community };
}

/** A thread by `authorId`; `watching` also writes the author's watch row, as posting does. */
export async function newThread(f: Forum, authorId: number, title = 'Prompt tips', watching = false): Promise<number> {
  const [{ id }] = await f.dataSource.query(
    `INSERT INTO threads (community_id, author_id, title, body, body_html) VALUES ($1, $2, $3, 'A body of text', '<p>A body of text</p>') RETURNING id`,
    [f.community.id, authorId, title],
  );
  if (watching)
    await f.dataSource.query(`INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, 'watching')`, [id, authorId]);
  return id as number;
}

/**
 * A reply, its queued notifications and its live event, in one transaction; answers its id once the notifications
 * are made (the fan-out runs after commit: NotificationsService.drain).
 */
export async function newReply(f: Forum, threadId: number, authorId: number, mentions: number[] = []): Promise<number> {
  const id = await f.dataSource.transaction(async (m) => {
    const [{ id }] = await m.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html) VALUES ($1, $2, 'Yes', '<p>Yes</p>') RETURNING id`,
      [threadId, authorId],
    );
    await f.app.get(NotificationsService).notifyPost(m, { kind: 'reply', threadId, replyId: id, actorId: authorId, mentions });
    await f.app.get(LiveService).publish(m, { threadId, community: f.community.slug, change: 'reply', replyId: id });
    return id as number;
  });
  await postNotified(f.app);
  return id;
}

/** Once every post committed so far has its notifications (their fan-out runs after commit, on any replica). */
export async function postNotified(app: INestApplication): Promise<void> {
  await app.get(NotificationsService).drain();
}
