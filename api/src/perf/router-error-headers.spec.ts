import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import request from 'supertest';
import { createFastifyAdapter, SECURITY_HEADERS } from '../app.setup';

@Module({})
class EmptyModule {}

// Contract test of a Nest internal (router-error-headers.ts): fails when an upgrade breaks it.
describe('writeSecurityHeaders (FastifyAdapter.securityHook)', () => {
  it('the private hook exists once app.useSecurityHeaders() ran, and the router refusing a URL sends its headers', async () => {
    const adapter = createFastifyAdapter({ production: false, trustProxy: false }, pino({ level: 'silent' }));
    const app = await NestFactory.create<NestFastifyApplication>(EmptyModule, adapter, { logger: false });
    try {
      expect((adapter as unknown as { securityHook?: unknown }).securityHook).toBeUndefined();
      app.useSecurityHeaders(SECURITY_HEADERS);
      await app.init();
      expect(typeof (adapter as unknown as { securityHook?: unknown }).securityHook).toBe('function');

      const res = await request(app.getHttpServer()).get('/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
