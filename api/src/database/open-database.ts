import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { seedDatabase, type SeedResult } from './seed/seed';

/**
 * Connects, applies pending migrations and seeds, before Nest starts: a database problem then fails
 * the boot with one clear message instead of Nest's retry loop and stack traces.
 */
export interface OpenedDatabase {
  dataSource: DataSource;
  /** Names of the migrations this boot applied. */
  migrations: string[];
  seeded: SeedResult;
}

/** Key of the advisory lock held while one process migrates and seeds (any constant unique to this app). */
const MIGRATION_LOCK = 4_261_001;

export async function openDatabase(url: string): Promise<OpenedDatabase> {
  // TypeORM would print to the console; failed queries surface as errors, which the app logs itself.
  const dataSource = new DataSource({ ...dataSourceOptions(url), logging: false });
  try {
    await dataSource.initialize();
  } catch (err) {
    throw new Error(`cannot connect to the database at ${describeUrl(url)}: ${errorText(err)}`);
  }
  try {
    // Replicas booting together on one database take turns: the first migrates and seeds, the others then find
    // nothing to do. A session-level advisory lock on one pinned connection, released even if a step fails.
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        const migrations = await dataSource.runMigrations({ transaction: 'all' });
        const seeded = await seedDatabase(dataSource);
        return { dataSource, migrations: migrations.map((m) => m.name), seeded };
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    throw new Error(`preparing the database failed: ${errorText(err)}`);
  }
}

/** host:port/database, without credentials. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured URL';
  }
}

function errorText(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length) return errorText(err.errors[0]);
  if (err instanceof Error) return err.message || (err as NodeJS.ErrnoException).code || err.name;
  return String(err);
}
