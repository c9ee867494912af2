import {
  type CallHandler,
  type CanActivate,
  Controller,
  type ExecutionContext,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Param,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { ModuleMetadata } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CachedJson, serveCachedJson } from './cached-json';

// Also the contract test of the Nest internals cached-json.ts reads (README.md): the refusals below fail when an
// upgrade moves the guard/interceptor/pipe metadata or the global enhancers.

@Injectable()
class Store {
  cached = new Map<string, string>();
  handlerCalls = 0;
}

class AllowAll implements CanActivate {
  canActivate(): boolean {
    return true;
  }
}

@Controller('things')
class ThingsController {
  constructor(private readonly store: Store) {}

  @Get(':key')
  @CachedJson(Store, (store, { key }) => store.cached.get(key ?? ''))
  byKey(@Param('key') key: string): string {
    this.store.handlerCalls += 1;
    if (key !== 'known') throw new NotFoundException('No such thing');
    return '{"from":"handler"}';
  }
}

@Controller('guarded')
class GuardedController {
  @Get()
  @UseGuards(AllowAll)
  @CachedJson(Store, () => '{}')
  read(): string {
    return '{}';
  }
}

@Controller('intercepted')
@UseInterceptors({ intercept: (_ctx: ExecutionContext, next: CallHandler) => next.handle() })
class InterceptedController {
  @Get()
  @CachedJson(Store, () => '{}')
  read(): string {
    return '{}';
  }
}

async function appWith(metadata: ModuleMetadata, configure?: (app: NestFastifyApplication) => void): Promise<NestFastifyApplication> {
  @Module({ providers: [Store, ...(metadata.providers ?? [])], controllers: metadata.controllers })
  class TestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false, abortOnError: false });
  configure?.(app);
  serveCachedJson(app);
  try {
    await app.init();
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}

describe('@CachedJson() and serveCachedJson()', () => {
  it('sends the cached body without running the handler; anything not cached goes to the handler', async () => {
    const app = await appWith({ controllers: [ThingsController] });
    try {
      await app.getHttpAdapter().getInstance().ready();
      const http = () => request(app.getHttpServer());
      const store = app.get(Store);
      store.cached.set('cached', '{"from":"memory"}');

      const hit = await http().get('/things/cached');
      expect([hit.status, hit.headers['content-type'], hit.text]).toEqual([200, 'application/json; charset=utf-8', '{"from":"memory"}']);
      expect(store.handlerCalls).toBe(0);

      const miss = await http().get('/things/known');
      expect([miss.status, miss.headers['content-type'], miss.text]).toEqual([
        200,
        'application/json; charset=utf-8',
        '{"from":"handler"}',
      ]);
      await http().get('/things/unknown').expect(404);
      expect(store.handlerCalls).toBe(2);

      const head = await http().head('/things/cached');
      expect([head.status, head.text ?? '', head.headers['content-length']]).toEqual([200, '', String(hit.text.length)]);
      expect(store.handlerCalls).toBe(2);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['a guard on the handler', { controllers: [GuardedController] }, undefined, /GET \/guarded would skip 1 guards/],
    ['an interceptor on the controller', { controllers: [InterceptedController] }, undefined, /would skip 1 interceptors/],
    [
      'a global guard',
      { controllers: [ThingsController] },
      (app: NestFastifyApplication) => app.useGlobalGuards(new AllowAll()),
      /would skip 1 global guards/,
    ],
    [
      'an APP_GUARD provider',
      { controllers: [ThingsController], providers: [{ provide: APP_GUARD, useClass: AllowAll }] },
      undefined,
      /would skip 1 global guards/,
    ],
  ] as [string, ModuleMetadata, ((app: NestFastifyApplication) => void) | undefined, RegExp][])(
    'refuses to boot with %s: the fast path would skip it',
    async (_what, metadata, configure, message) => {
      await expect(appWith(metadata, configure)).rejects.toThrow(message);
    },
  );
});
