import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestLogController, requestLogLevel, SLOW_REQUEST_MS } from './logging';

describe('requestLogLevel', () => {
  const ok = { method: 'GET', statusCode: 200, responseTimeMs: 3, sessionRoute: false };

  it('keeps an anonymous read that succeeded quickly at debug, cached or not, 2xx or 3xx', () => {
    expect(requestLogLevel(ok)).toBe('debug');
    expect(requestLogLevel({ ...ok, method: 'HEAD', statusCode: 304 })).toBe('debug');
  });

  it('logs writes and anything on a session route at info', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(requestLogLevel({ ...ok, method, statusCode: 201 })).toBe('info');
    expect(requestLogLevel({ ...ok, sessionRoute: true })).toBe('info'); // auth/user, GET /api/logout, admin reads
  });

  it('logs client errors and slow responses at warn, server errors and broken responses at error', () => {
    expect(requestLogLevel({ ...ok, statusCode: 404 })).toBe('warn');
    expect(requestLogLevel({ ...ok, method: 'POST', statusCode: 401, sessionRoute: true })).toBe('warn');
    expect(requestLogLevel({ ...ok, responseTimeMs: SLOW_REQUEST_MS })).toBe('warn');
    expect(requestLogLevel({ ...ok, responseTimeMs: SLOW_REQUEST_MS - 1 })).toBe('debug');
    expect(requestLogLevel({ ...ok, statusCode: 500 })).toBe('error');
    expect(requestLogLevel({ ...ok, statusCode: 503, responseTimeMs: 5000 })).toBe('error');
    expect(requestLogLevel({ ...ok, error: new Error('socket hang up') })).toBe('error');
  });
});

describe('RequestLogController', () => {
  const logged: [string, unknown, string][] = [];
  const log = Object.fromEntries(
    ['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [
      level,
      (obj: unknown, msg: string) => logged.push([level, obj, msg]),
    ]),
  );
  const request = (method: string, url: string, config: object = {}) =>
    ({ method, url, routeOptions: { config } }) as unknown as FastifyRequest;
  const reply = (statusCode: number, elapsedTime = 2.4) => ({ statusCode, elapsedTime, log }) as unknown as FastifyReply;
  const controller = new RequestLogController();

  beforeEach(() => {
    logged.length = 0;
  });

  it('logs one line per request, when it completes: method, url, status, time (the child logger adds reqId)', () => {
    controller.incomingRequest();
    controller.routeNotFound();
    expect(logged).toEqual([]);
    controller.requestCompleted(null, request('GET', '/api/communities/nope'), reply(404));
    expect(logged).toEqual([
      ['warn', { req: { method: 'GET', url: '/api/communities/nope' }, res: { statusCode: 404 }, responseTime: 2 }, 'request completed'],
    ]);
  });

  it('picks the level from the route: a session route is info, a public read debug', () => {
    controller.requestCompleted(null, request('GET', '/api/auth/user', { session: true }), reply(200));
    controller.requestCompleted(null, request('GET', '/api/communities'), reply(200));
    expect(logged.map(([level]) => level)).toEqual(['info', 'debug']);
  });

  it('an error on the response stream is logged with it', () => {
    const err = new Error('EPIPE');
    controller.requestCompleted(err, request('GET', '/api/events'), reply(200));
    expect(logged).toEqual([['error', expect.objectContaining({ err, res: { statusCode: 200 } }), 'request errored']]);
  });
});
