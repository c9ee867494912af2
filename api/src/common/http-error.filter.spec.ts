import { BadRequestException, HttpException, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { createServer, type Socket } from 'node:net';
import { Pool } from 'pg';
import { toErrorBody } from './http-error.filter';

describe('toErrorBody', () => {
  it('keeps the body of an HttpException', () => {
    expect(toErrorBody(new NotFoundException('Community not found'))).toEqual({
      statusCode: 404,
      message: 'Community not found',
      error: 'Not Found',
    });
    expect(toErrorBody(new UnauthorizedException())).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect(toErrorBody(new BadRequestException({ message: 'Validation failed', errors: { a: ['x'] } }))).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { a: ['x'] },
    });
  });

  it('adds the status text to an exception built from a string (how Nest passes Fastify errors on)', () => {
    expect(toErrorBody(new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400))).toEqual({
      statusCode: 400,
      message: "Body is not valid JSON but content-type is set to 'application/json'",
      error: 'Bad Request',
    });
  });

  it('gives a message to exceptions built from bodies without one', () => {
    expect(toErrorBody(new ServiceUnavailableException({ status: 'error' }))).toMatchObject({
      statusCode: 503,
      message: 'Service Unavailable Exception',
    });
  });

  it('turns a Fastify 4xx error into a client error', () => {
    const err = Object.assign(new SyntaxError('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect(toErrorBody(err)).toEqual({ statusCode: 400, message: 'Body is not valid JSON', error: 'Bad Request' });
  });

  it('hides everything else behind a plain 500', () => {
    const body = toErrorBody(new Error('relation "secret_table" does not exist'));
    expect(body).toEqual({ statusCode: 500, message: 'Internal server error' });
    expect(toErrorBody(Object.assign(new Error('upstream'), { statusCode: 502 }))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
    expect(toErrorBody(null)).toEqual({ statusCode: 500, message: 'Internal server error' });
  });

  it('answers 503 when no database connection came free in time (the error of a real pg-pool)', async () => {
    // A server that accepts and never answers: the pool's one connection hangs, so the next caller waits in its queue.
    const sockets: Socket[] = [];
    const server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const pool = new Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 300 });
    pool.on('error', () => undefined);
    const first = pool.connect().catch((err: Error) => err);
    const second = await pool.connect().catch((err: Error) => err);
    await first;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    await pool.end().catch(() => undefined);
    expect(toErrorBody(second)).toEqual({
      statusCode: 503,
      message: 'The site is very busy right now. Please try again in a moment.',
      error: 'Service Unavailable',
    });
    expect(toErrorBody(new Error('timeout exceeded'))).toMatchObject({ statusCode: 500 });
  });
});
