import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { LiveService } from '../live/live.service';
import { NotificationMailer } from './notification-mailer';
import { NotificationsService } from './notifications.service';

/** The forum's scheduled work (mail digests), by queue name; other modules add theirs with JobsService.register. */
export const JOB_NAMES = ['notification-emails', 'weekly-digest', 'live-events-prune', 'post-notices'] as const;
export type JobName = string;

/** A job another module runs on the queue: its cron (UTC) and its work. */
export interface RegisteredJob {
  cron: string;
  run: () => Promise<unknown>;
}

export interface JobsOptions {
  /** Start the queue (workers and schedules). Off by default under NODE_ENV=test: tests call run() or start it. */
  start: boolean;
  /** Cron (UTC) of a job, replacing the one it was registered with (tests). */
  schedules: Record<JobName, string>;
  /** How often a worker looks for a job (pg-boss: at least 0.5 s). */
  pollingIntervalSeconds: number;
}

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
/** PostgreSQL schema of the queue's own tables (pg-boss creates and migrates it). */
export const JOBS_SCHEMA = 'pgboss';

export const DEFAULT_SCHEDULES: Record<(typeof JOB_NAMES)[number], string> = {
  // Every minute: a batch waits at most a minute past its hour.
  'notification-emails': '* * * * *',
  // Mondays 08:00 UTC.
  'weekly-digest': '0 8 * * 1',
  'live-events-prune': '*/5 * * * *',
  // Posts' fan-outs are made at once by the replica that hears of them first; this drains what a replica that stopped
  // between a post's commit and its drain left queued.
  'post-notices': '* * * * *',
};

/**
 * Scheduled work on a PostgreSQL-backed queue (pg-boss, schema `pgboss` on the app's database): each replica runs a
 * worker, and pg-boss's cron creates one job per slot for all of them, which exactly one worker takes (SKIP LOCKED).
 * So N replicas send each batch once. Every job is also safe to run twice at once (notification-mailer.ts locks what
 * it sends). App shutdown stops the queue, waiting for a job in progress up to 5 s.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly options: JobsOptions;
  private boss?: PgBoss;
  /** The process goes on after the app closes (the test runner): wait out what pg-boss leaves running (see below). */
  private readonly outlivesApp: boolean;
  /** Every job by queue name: the forum's own, then those modules register while the app is built. */
  private readonly jobs = new Map<JobName, RegisteredJob>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailer: NotificationMailer,
    private readonly live: LiveService,
    notifications: NotificationsService,
    @Optional() @Inject(JOBS_OPTIONS) options?: Partial<JobsOptions>,
  ) {
    this.outlivesApp = config.nodeEnv === 'test';
    this.options = {
      start: config.nodeEnv !== 'test',
      schedules: {},
      pollingIntervalSeconds: 2,
      ...options,
    };
    this.register('notification-emails', DEFAULT_SCHEDULES['notification-emails'], async () => {
      const run = await this.mailer.sendDue();
      if (run.sent) this.logger.log(`sent ${run.sent} notification e-mail(s)`);
      return run;
    });
    this.register('weekly-digest', DEFAULT_SCHEDULES['weekly-digest'], async () => {
      const sent = await this.mailer.sendDigests();
      this.logger.log(`sent ${sent} weekly digest(s)`);
      return sent;
    });
    this.register('live-events-prune', DEFAULT_SCHEDULES['live-events-prune'], () => this.live.prune());
    this.register('post-notices', DEFAULT_SCHEDULES['post-notices'], () => notifications.drain());
  }

  /**
   * Adds a scheduled job (call it from a provider's constructor or onModuleInit: the queue starts at bootstrap). Its
   * work must be safe to run twice at once: a job slot runs once across replicas, but a test or an admin may also run it.
   */
  register(name: JobName, cron: string, run: () => Promise<unknown>): void {
    if (this.jobs.has(name)) throw new Error(`the job ${name} is registered twice`);
    this.jobs.set(name, { cron, run });
  }

  /** The queue names, in the order they were registered. */
  get names(): JobName[] {
    return [...this.jobs.keys()];
  }

  /** Whether the queue runs in this process. */
  get started(): boolean {
    return this.boss !== undefined;
  }

  /** A queue that cannot start (its schema, a connection) is logged, not fatal: the API serves, e-mails wait. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.start) return;
    try {
      await this.startQueue();
    } catch (err) {
      this.logger.error(`the job queue did not start (notification e-mails and the digest wait): ${(err as Error).message}`);
    }
  }

  private async startQueue(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 2, application_name: 'cci-jobs' });
    boss.on('error', (err: Error) => this.logger.error(`job queue: ${err.message}`));
    await boss.start();
    this.boss = boss; // stopped on shutdown even if a queue below fails
    for (const [name, job] of this.jobs) {
      await boss.createQueue(name);
      await boss.schedule(name, this.options.schedules[name] ?? job.cron, {}, { tz: 'UTC' });
      await boss.work(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds }, async () => {
        await this.run(name);
      });
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 5_000, wait: true });
    // pg-boss 10's stop leaves a clean-up loop behind (manager.offWork): when a worker was mid-fetch, it checks again
    // a second later. A process that exits never runs it; one that goes on does, after Jest has torn this test file's
    // modules down (its lazy require then fails whichever suite runs next in that worker). Let it finish first.
    if (boss && this.outlivesApp) await new Promise((resolve) => setTimeout(resolve, 1_100));
  }

  /** Runs one job's work here and now (the workers call it; so can tests). */
  async run(name: JobName): Promise<unknown> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job is registered as ${name}`);
    return job.run();
  }

  /** Queues one job now (any replica's worker takes it); answers its id. Needs the queue started here. */
  async enqueue(name: JobName): Promise<string> {
    if (!this.boss) throw new Error('the job queue is not started in this process');
    const id = await this.boss.send(name, {});
    if (!id) throw new Error(`pg-boss refused a ${name} job`);
    return id;
  }

  /** A job's state (created, active, completed, failed...), or null once unknown. */
  async stateOf(name: JobName, id: string): Promise<string | null> {
    const job = await this.boss?.getJobById(name, id);
    return job?.state ?? null;
  }
}
