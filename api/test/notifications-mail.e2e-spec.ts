import { Global, Module } from '@nestjs/common';
import { NOTIFICATION_EMAIL_WINDOW_MS } from '@cci/contracts';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../tools/mail/smtp-sink.cjs';
import { JOBS_OPTIONS, JobsService, type JobsOptions } from '../src/notifications/jobs.service';
import { NotificationMailer } from '../src/notifications/notification-mailer';
import { NOTIFICATIONS_FROM } from '../src/notifications/notification-templates';
import { type Forum, forumOf, newReply, newThread as forumThread } from './notifications-helpers';
import { PUBLIC_URL, startAccountsApp, type AccountsTestApp } from './accounts-helpers';
import { eventually, relaxedAuthLimits, startTestApp, type TestApp } from './support';

/**
 * Notification e-mails through the real SMTP sink: batched at most one per member per thread per hour,
 * following the member's consents; the weekly digest; and the job queue (pg-boss) running them once across replicas.
 */

let t: AccountsTestApp;
let forum: Forum;
let community: { id: number; slug: string };

interface Member {
  id: number;
  email: string;
}

async function member(firstName: string, consents: { replies?: boolean; mentions?: boolean; digest?: boolean } = {}): Promise<Member> {
  const m = await t.member({ firstName, lastName: 'Tester' });
  await t.dataSource.query(
    'UPDATE users SET email_verified_at = now(), notify_replies = $2, notify_mentions = $3, notify_digest = $4 WHERE id = $1',
    [m.id, consents.replies ?? true, consents.mentions ?? true, consents.digest ?? false],
  );
  return { id: m.id, email: m.email };
}

const newThread = (authorId: number, title?: string) => forumThread(forum, authorId, title);

const reply = (threadId: number, authorId: number, mentions?: number[]) => newReply(forum, threadId, authorId, mentions);

const sendDue = () => t.app.get(NotificationMailer).sendDue();
/**
 * The discussion e-mails (not the account ones: registration sent a verification) that reached the sink. No waiting:
 * sendDue() and sendDigests() wait for the SMTP server's answer to each message, and the sink stores a message before
 * it answers (tools/mail/smtp-sink.cjs), so whatever a run sent is there when it resolves.
 */
const mailsTo = async (to: Member): Promise<SinkMessage[]> =>
  t.sink.messages(to.email).filter((m) => m.from.includes(NOTIFICATIONS_FROM.address));

beforeAll(async () => {
  t = await startAccountsApp();
  forum = await forumOf(t.app, t.dataSource);
  community = forum.community;
});

afterAll(async () => {
  await t?.stop();
});

describe('notification e-mails', () => {
  it('two replies within the hour make one e-mail listing both, with links from PUBLIC_URL and the unsubscribe sentence', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const cat = await member('Cat');
    const id = await newThread(ada.id, 'Prompt tips');
    const r1 = await reply(id, bob.id);
    const r2 = await reply(id, cat.id);
    expect(await sendDue()).toMatchObject({ sent: expect.any(Number) });
    const [mail, ...more] = await mailsTo(ada);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('2 new notifications in ‘Prompt tips’');
    const thread = `${PUBLIC_URL}/community/${community.slug}/discussions/${id}`;
    expect(mail.text).toContain(`Bob T. replied to ‘Prompt tips’\n  ${thread}#reply-${r1}`);
    expect(mail.text).toContain(`Cat T. replied to ‘Prompt tips’\n  ${thread}#reply-${r2}`);
    expect(mail.text).toContain(`Open the thread: ${thread}`);
    expect(mail.text).toContain(`To stop them, change them at ${PUBLIC_URL}/settings`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/settings"`);
    // Sent once: the rows are marked.
    await sendDue();
    expect(await mailsTo(ada)).toHaveLength(1);
    const rows = await t.dataSource.query(`SELECT email_due, emailed_at IS NOT NULL AS emailed FROM notifications WHERE user_id = $1`, [
      ada.id,
    ]);
    expect(rows).toEqual([
      { email_due: false, emailed: true },
      { email_due: false, emailed: true },
    ]);
  });

  it('a third reply within the hour waits; once the hour since the last e-mail is over it goes out alone', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const id = await newThread(ada.id, 'Agents in production');
    await reply(id, bob.id);
    await sendDue();
    expect(await mailsTo(ada)).toHaveLength(1);
    await reply(id, bob.id);
    expect((await sendDue()).waiting).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(ada)).toHaveLength(1);
    // Another thread is not held back by this one's hour.
    const other = await newThread(ada.id, 'Vector databases');
    await reply(other, bob.id);
    await sendDue();
    expect((await mailsTo(ada)).map((m: SinkMessage) => m.subject)).toEqual([
      'Bob T. replied to ‘Agents in production’',
      'Bob T. replied to ‘Vector databases’',
    ]);
    // The hour passes.
    await t.dataSource.query(
      `UPDATE notifications SET emailed_at = emailed_at - make_interval(secs => $2) WHERE user_id = $1 AND emailed_at IS NOT NULL`,
      [ada.id, NOTIFICATION_EMAIL_WINDOW_MS / 1000 + 1],
    );
    await sendDue();
    expect(await mailsTo(ada)).toHaveLength(3);
    expect((await mailsTo(ada))[2].subject).toBe('Bob T. replied to ‘Agents in production’');
  });

  it("follows the member's consents (replies, mentions) and sends nothing to an unverified address", async () => {
    const noReplies = await member('Nora', { replies: false, mentions: true });
    const noMentions = await member('Mo', { replies: true, mentions: false });
    const unverified = await member('Una');
    await t.dataSource.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [unverified.id]);
    const bob = await member('Bob');
    const a = await newThread(noReplies.id, 'Thread of Nora');
    const b = await newThread(unverified.id, 'Thread of Una');
    await reply(a, bob.id, [noMentions.id]);
    await reply(b, bob.id);
    await reply(a, bob.id, [noReplies.id]);
    await sendDue();
    expect((await mailsTo(noReplies)).map((m: SinkMessage) => m.subject)).toEqual(['Bob T. mentioned you in ‘Thread of Nora’']);
    expect(await mailsTo(noMentions)).toEqual([]);
    expect(await mailsTo(unverified)).toEqual([]);
    // In-app all the same.
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = ANY($1)`, [
      [noReplies.id, noMentions.id, unverified.id],
    ]);
    expect(n).toBe(4);
  });

  it('a consent turned off before the batch goes out: nothing is sent, and nothing stays due', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const id = await newThread(ada.id, 'Second thoughts');
    await reply(id, bob.id);
    await t.dataSource.query('UPDATE users SET notify_replies = false WHERE id = $1', [ada.id]);
    await sendDue();
    expect(await mailsTo(ada)).toEqual([]);
    expect(await t.dataSource.query(`SELECT email_due FROM notifications WHERE user_id = $1`, [ada.id])).toEqual([{ email_due: false }]);
  });

  it('two runs at once (two replicas) send each batch once', async () => {
    const ada = await member('Ada');
    const bob = await member('Bob');
    const ids = [await newThread(ada.id, 'Race one'), await newThread(ada.id, 'Race two'), await newThread(ada.id, 'Race three')];
    for (const id of ids) await reply(id, bob.id);
    await Promise.all([sendDue(), sendDue(), sendDue()]);
    expect((await mailsTo(ada)).map((m: SinkMessage) => m.subject).sort()).toEqual([
      'Bob T. replied to ‘Race one’',
      'Bob T. replied to ‘Race three’',
      'Bob T. replied to ‘Race two’',
    ]);
  });
});

describe('weekly digest', () => {
  it("lists the top threads of the last 7 days in the member's communities, once a week, to members who asked", async () => {
    const reader = await member('Rita', { digest: true });
    const quiet = await member('Quinn', { digest: false });
    const bob = await member('Bob');
    const top = await newThread(bob.id, 'The busiest thread this week');
    const second = await newThread(bob.id, 'A quieter thread');
    const old = await newThread(bob.id, 'Last month’s thread');
    await t.dataSource.query(`UPDATE threads SET reply_count = 9, like_count = 4 WHERE id = $1`, [top]);
    await t.dataSource.query(`UPDATE threads SET reply_count = 1 WHERE id = $1`, [second]);
    await t.dataSource.query(`UPDATE threads SET reply_count = 50, created_at = now() - interval '30 days' WHERE id = $1`, [old]);
    const [students] = await t.dataSource.query(`SELECT id FROM communities WHERE slug <> $1 ORDER BY id LIMIT 1`, [community.slug]);
    await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html, reply_count) VALUES ($1, $2, 'Elsewhere', 'A body of text', '<p>x</p>', 99)`,
      [students.id, bob.id],
    );
    const mailer = t.app.get(NotificationMailer);
    expect(await mailer.sendDigests()).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await mailsTo(reader);
    expect(more).toEqual([]);
    expect(digest.subject).toMatch(/^This week in your communities: \d+ top discussions?$/);
    const lines = digest.text.split('\n').filter((l: string) => l.startsWith('- '));
    expect(lines.indexOf(lines.find((l: string) => l.includes('The busiest thread this week'))!)).toBeLessThan(
      lines.indexOf(lines.find((l: string) => l.includes('A quieter thread'))!),
    );
    expect(digest.text).toContain('The busiest thread this week (');
    expect(digest.text).toContain('9 replies, 4 likes');
    expect(digest.text).toContain(`${PUBLIC_URL}/community/${community.slug}/discussions/${top}`);
    expect(digest.text).not.toContain('Last month’s thread');
    expect(digest.text).not.toContain('Elsewhere');
    expect(digest.text).toContain(`${PUBLIC_URL}/settings`);
    expect(await mailsTo(quiet)).toEqual([]);
    // Not twice in a week.
    await mailer.sendDigests();
    expect(await mailsTo(reader)).toHaveLength(1);
  });
});

describe('the job queue (pg-boss)', () => {
  it('two replicas with the queue started: a queued e-mail job runs once, on one of them, and shutdown stops the queue', async () => {
    @Global()
    @Module({
      providers: [{ provide: JOBS_OPTIONS, useValue: { start: true, pollingIntervalSeconds: 0.5 } satisfies Partial<JobsOptions> }],
      exports: [JOBS_OPTIONS],
    })
    class QueueOn {}
    const sink: SmtpSink = await startSmtpSink();
    const env = { SMTP_URL: sink.url, PUBLIC_URL };
    const replicas: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i++) replicas.push(await startTestApp(t.db.url, { env, imports: [QueueOn], auth: relaxedAuthLimits(1_000) }));
      expect(replicas.map((r) => r.app.get(JobsService).started)).toEqual([true, true]);
      const ada = await member('Ada');
      const bob = await member('Bob');
      await reply(await newThread(ada.id, 'Queued'), bob.id);
      const jobs = replicas[0].app.get(JobsService);
      const id = await jobs.enqueue('notification-emails');
      await eventually(async () => expect(await jobs.stateOf('notification-emails', id)).toBe('completed'), 15_000, 200);
      await sink.waitFor(ada.email, { match: (m) => m.from.includes(NOTIFICATIONS_FROM.address) });
      expect(
        sink
          .messages(ada.email)
          .filter((m) => m.from.includes(NOTIFICATIONS_FROM.address))
          .map((m: SinkMessage) => m.subject),
      ).toEqual(['Bob T. replied to ‘Queued’']);
      // The schedules are registered once for the whole cluster.
      const schedules = await t.dataSource.query(`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
      expect(schedules).toEqual([
        { name: 'announcements', cron: '* * * * *' },
        { name: 'content-purge', cron: '17 3 * * *' },
        { name: 'event-reminders', cron: '*/5 * * * *' },
        { name: 'live-events-prune', cron: '*/5 * * * *' },
        { name: 'mentoring-expiry', cron: '17 * * * *' },
        { name: 'notification-emails', cron: '* * * * *' },
        { name: 'post-notices', cron: '* * * * *' },
        { name: 'unread-message-emails', cron: '* * * * *' },
        { name: 'weekly-digest', cron: '0 8 * * 1' },
      ]);
    } finally {
      const at = Date.now();
      for (const r of replicas) await r.close();
      expect(Date.now() - at).toBeLessThan(15_000);
      await sink.close();
    }
  });
});
