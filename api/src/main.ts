import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { createRootLogger } from './common/logging';
import { dataFolderOutbox, loadConfig } from './config/config';
import { resolveDatabase } from './database/database-url';
import { stopEmbeddedPostgres } from './database/embedded';
import { openDatabase } from './database/open-database';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);

/**
 * `node api/dist/main.js` (or an import() of it): config → database (embedded unless DATABASE_URL)
 * → migrations + seed → Nest app → listen. Every boot failure is one line on stderr and exit code 1.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfig(); // exits with one line per problem on a bad value
  const log = createRootLogger(config);
  let dataSource: DataSource | undefined;
  let app: NestFastifyApplication | undefined;

  const release = async () => {
    if (app) await app.close(); // also destroys the DataSource
    else await dataSource?.destroy();
    await stopEmbeddedPostgres(); // only if this process started it
  };

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130); // second Ctrl-C: stop waiting
    stopping = true;
    log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      process.stderr.write('Shutdown took longer than 10 s, exiting\n');
      process.exit(1);
    }, 10_000).unref();
    release().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    const db = await resolveDatabase(config, (message) => log.info(message));
    if (db.embedded) {
      log.info(`Using the embedded PostgreSQL on 127.0.0.1:${db.embedded.port}, data in ${db.embedded.dataDir} (set DATABASE_URL to use another server)`);
    }
    const opened = await openDatabase(db.url);
    dataSource = opened.dataSource;
    for (const name of opened.migrations) log.info(`Applied migration ${name}`);
    const { communitiesInserted, eventsInserted } = opened.seeded;
    if (communitiesInserted || eventsInserted) log.info(`Seeded ${communitiesInserted} communities and ${eventsInserted} events`);

    // E-mails without SMTP_URL go to the data folder's outbox (a temp EMBEDDED_PG_DIR keeps them with it).
    app = await createApp({ config: { ...config, outboxDir: dataFolderOutbox(config) }, dataSource, logger: log });
    // A deep accept queue: 1,000 clients connecting at once otherwise wait ~1 s for TCP to retry (Node's default
    // is 511; the kernel caps it at net.core.somaxconn).
    await app.listen({ port: config.port, host: config.host, backlog: 4096 });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const shownHost = LOOPBACK_OR_ANY.has(config.host) ? 'localhost' : config.host;
    log.info(`Listening on http://${shownHost}:${port}`);
  } catch (err) {
    if (stopping) return; // a signal arrived mid-boot; shutdown() owns the exit
    process.stderr.write(`Boot failed: ${err instanceof Error ? err.message : String(err)}\n`);
    await release().catch(() => undefined);
    process.exit(1);
  }
}

void bootstrap();
