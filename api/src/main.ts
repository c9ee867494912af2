import 'reflect-metadata';
import type { Server } from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { createRootLogger } from './common/logging';
import { dataFolderOutbox, loadConfig } from './config/config';
import { resolveDatabase } from './database/database-url';
import { stopEmbeddedPostgres } from './database/embedded';
import { openDatabase } from './database/open-database';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);
/** How long a stop waits for requests in flight and kept-alive connections before it closes what is left. */
const DRAIN_DEADLINE_MS = 5_000;
/** Idle connections are closed once no request has come or gone for this long. */
const DRAIN_QUIET_MS = 300;

/**
 * The open connections of `server`, tracked from the start so that a stop can tell which ones are idle (Node's own
 * list is private).
 */
function trackConnections(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** A request is being answered on this connection (Node attaches the response to its socket until it is sent). */
const isBusy = (socket: Socket): boolean => {
  const res = (socket as Socket & { _httpMessage?: { writableFinished?: boolean } | null })._httpMessage;
  return !!res && !res.writableFinished;
};

/**
 * Stops taking requests without failing one, before anything else shuts down (Nest closes the database before its
 * HTTP server). Behind a proxy that keeps connections alive (the gateway's nginx):
 * - the listening socket closes at once: a new connection is refused, which nginx retries on another replica
 *   whatever the method, since nothing was sent;
 * - every response from now on says `Connection: close` and closes its connection once sent: nginx drops its
 *   kept-alive connections to this replica one by one, each after a complete answer, never under a request;
 * - connections left idle are closed once no request has come or gone for DRAIN_QUIET_MS (nginx has marked this
 *   replica down by then: its next new connection was refused), everything left at `deadlineMs`.
 * Node's server.close() closes idle kept-alive connections at once instead, racing nginx sending a request on one:
 * nginx retries a GET elsewhere then, but fails a POST that reached the replica rather than risk applying it twice.
 */
async function drainHttp(server: Server, sockets: Set<Socket>, deadlineMs: number): Promise<void> {
  let lastActivity = Date.now();
  server.prependListener('request', (_req, res) => {
    lastActivity = Date.now();
    res.setHeader('Connection', 'close');
    res.once('close', () => {
      lastActivity = Date.now();
    });
  });
  net.Server.prototype.close.call(server); // the listening socket only; http.Server#close would also drop idle connections
  const deadline = Date.now() + deadlineMs;
  while (sockets.size > 0 && Date.now() < deadline) {
    if (Date.now() - lastActivity >= DRAIN_QUIET_MS) for (const socket of sockets) if (!isBusy(socket)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const socket of sockets) socket.destroy();
}

/**
 * `node api/dist/main.js` (or an import() of it): config → database (embedded unless DATABASE_URL)
 * → migrations + seed → Nest app → listen. Every boot failure is one line on stderr and exit code 1.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfig(); // exits with one line per problem on a bad value
  const log = createRootLogger(config);
  let dataSource: DataSource | undefined;
  let app: NestFastifyApplication | undefined;
  let connections: Set<Socket> | undefined;

  const release = async () => {
    if (app)
      await app.close(); // also destroys the DataSource
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
    const listening =
      app && connections && app.getHttpServer().listening
        ? drainHttp(app.getHttpServer(), connections, DRAIN_DEADLINE_MS)
        : Promise.resolve();
    listening.then(release).then(
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
      log.info(
        `Using the embedded PostgreSQL on 127.0.0.1:${db.embedded.port}, data in ${db.embedded.dataDir} (set DATABASE_URL to use another server)`,
      );
    }
    const opened = await openDatabase(db.url);
    dataSource = opened.dataSource;
    for (const name of opened.migrations) log.info(`Applied migration ${name}`);
    const { communitiesInserted, eventsInserted } = opened.seeded;
    if (communitiesInserted || eventsInserted) log.info(`Seeded ${communitiesInserted} communities and ${eventsInserted} events`);

    // E-mails without SMTP_URL go to the data folder's outbox (a temp EMBEDDED_PG_DIR keeps them with it).
    app = await createApp({ config: { ...config, outboxDir: dataFolderOutbox(config) }, dataSource, logger: log });
    connections = trackConnections(app.getHttpServer());
    // A deep accept queue, so a burst of clients never waits for TCP to retry (docs/decisions/0006-deep-accept-queue.md).
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
