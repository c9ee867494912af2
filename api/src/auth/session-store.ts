import fastifySession from '@fastify/session';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { Pool, type PoolConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';

export const SESSIONS_TABLE = 'sessions';
/** Expired rows are deleted every ~15 minutes (connect-pg-simple randomises it to 50-150 %). */
export const PRUNE_INTERVAL_SECONDS = 15 * 60;

/** A pg Pool on the app's database, from the same options as its DataSource. */
export function sessionPoolConfig(options: DataSourceLike): PoolConfig {
  const o = options as Partial<PostgresDataSourceOptions>;
  const defined = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
  return {
    ...defined({
      connectionString: o.url,
      host: o.host,
      port: o.port,
      user: o.username,
      password: typeof o.password === 'string' ? o.password : undefined,
      database: o.database,
      ssl: o.ssl,
    }),
    connectionTimeoutMillis: (o.extra as { connectionTimeoutMillis?: number } | undefined)?.connectionTimeoutMillis ?? 5000,
    max: 5,
    application_name: 'cci-api-sessions',
  };
}
type DataSourceLike = DataSource['options'];

/**
 * The session store: connect-pg-simple on @fastify/session's Store base class, on the `sessions`
 * table (created by a migration, never by the store), with its own small pool. Both are closed when
 * the app shuts down (after the HTTP server stopped taking requests).
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  readonly pool: Pool;
  readonly store: InstanceType<ReturnType<typeof connectPgSimple>>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool(sessionPoolConfig(dataSource.options));
    // Without a listener, an idle client whose server goes away raises an unhandled 'error' and kills the process.
    this.pool.on('error', (err) => this.logger.warn(`session pool: ${err.message}`));
    const PgStore = connectPgSimple({ Store: (fastifySession as unknown as { Store: unknown }).Store });
    this.store = new PgStore({
      pool: this.pool,
      tableName: SESSIONS_TABLE,
      createTableIfMissing: false,
      // Off in tests: a timer per app would outlive short test files.
      pruneSessionInterval: config.nodeEnv === 'test' ? false : PRUNE_INTERVAL_SECONDS,
      errorLog: (...args: unknown[]) => this.logger.error(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close(); // stops the prune timer; the pool is ours to end
    await this.pool.end();
  }
}
