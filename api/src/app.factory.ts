import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AppModule, type AppModuleOptions } from './app.module';
import { configureApp, type ConfigureOptions, createFastifyAdapter, type RequestTimeouts } from './app.setup';
import type { AppConfig } from './config/config';

export interface CreateAppOptions extends ConfigureOptions, Pick<AppModuleOptions, 'auth' | 'requests' | 'imports'> {
  config: AppConfig;
  dataSource: DataSource;
  logger: Logger;
  /** Request and idle timeouts (tests shorten them); DEFAULT_REQUEST_TIMEOUTS otherwise. */
  timeouts?: RequestTimeouts;
}

/** The Nest application, configured and initialised but not listening (main.ts listens; tests inject). */
export async function createApp({
  config,
  dataSource,
  logger,
  webRoot,
  auth,
  requests,
  imports,
  timeouts,
}: CreateAppOptions): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, dataSource, logger, auth, requests, imports }),
    createFastifyAdapter(config, logger, timeouts),
    {
      bufferLogs: true,
      // Throw instead of process.abort() on a wiring error, so main.ts can print one line and exit 1.
      abortOnError: false,
    },
  );
  app.useLogger(app.get(PinoNestLogger));
  app.flushLogs();
  await configureApp(app, config, { webRoot });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
