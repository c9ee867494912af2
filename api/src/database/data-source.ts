import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';

/**
 * Options only, no side effects: the app, the tests and the TypeORM CLI build their DataSource from
 * these. The schema changes only through migrations; the app runs them itself at boot.
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    // compiled .js under dist/ at run time, .ts under Jest
    migrations: [path.join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'typeorm_migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    // A database that stops answering should fail a request (and the health check) quickly.
    extra: { connectionTimeoutMillis: 5000, max: 10 },
  };
}
