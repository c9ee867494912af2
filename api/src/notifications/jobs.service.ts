import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { LiveService } from '../live/live.service';
import { NotificationMailer } from './notification-mailer';

/** The scheduled work of issue 14, by queue name. */
export const JOB_NAMES = ['notification-emails', 'weekly-digest', 'live-events-prune'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobsOptions {
  /** Start the queue (workers and schedules). Off by default under NODE_ENV=test: tests call run() or start it. */
  start: boolean;
  /** Cron (UTC) of each job. */
  schedules: Record<JobName, string>;
  /** How often a worker looks for a job (pg-boss: at least 0.5 s). */
  pollingIntervalSeconds: number;
}

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
/** PostgreSQL schema of the queue's own tables (pg-boss creates and migrates it). */
export const JOBS_SCHEMA = 'pgboss';

export const DEFAULT_SCHEDULES: Record<JobName, string> = {
  // Every minute: a batch waits at most a minute past its hour.
  'notification-emails': '* * * * *',
  // Mondays 08:00 UTC.
  'weekly-digest': '0 8 * * 1',
  'live-events-prune': '*/5 * * * *',
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

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailer: NotificationMailer,
    private readonly live: LiveService,
    @Optional() @Inject(JOBS_OPTIONS) options?: Partial<JobsOptions>,
  ) {
    this.options = {
      start: config.nodeEnv !== 'test',
      schedules: DEFAULT_SCHEDULES,
      pollingIntervalSeconds: 2,
      ...options,
    };
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
    for (const name of JOB_NAMES) {
      await boss.createQueue(name);
      await boss.schedule(name, this.options.schedules[name], {}, { tz: 'UTC' });
      await boss.work(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds }, async () => {
        await this.run(name);
      });
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 5_000, wait: true });
  }

  /** Runs one job's work here and now (the workers call it; so can tests). */
  async run(name: JobName): Promise<unknown> {
    switch (name) {
      case 'notification-emails': {
        const run = await this.mailer.sendDue();
        if (run.sent) this.logger.log(`sent ${run.sent} notification e-mail(s)`);
        return run;
      }
      case 'weekly-digest': {
        const sent = await this.mailer.sendDigests();
        this.logger.log(`sent ${sent} weekly digest(s)`);
        return sent;
      }
      case 'live-events-prune':
        return this.live.prune();
    }
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
