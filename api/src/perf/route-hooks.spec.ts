import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { addToRoutes, collectHooks, type PluginFn } from './route-hooks';

// Contract test of what route-hooks.ts assumes of the session plugins: fails when an upgrade breaks it.
async function sessionPlugins(fastify: FastifyInstance) {
  const cookie = await collectHooks(fastify, fastifyCookie as unknown as PluginFn, { hook: 'onRequest' });
  const session = await collectHooks(fastify, (fastifySession as unknown as { fastifySession: PluginFn }).fastifySession, {
    secret: 'a secret of at least thirty-two characters',
    cookie: { secure: false },
    saveUninitialized: false,
  });
  return { cookie, session };
}

describe('collectHooks + addToRoutes', () => {
  it('@fastify/cookie and @fastify/session do their per-request work in onRequest and onSend hooks only', async () => {
    const fastify = Fastify();
    const { cookie, session } = await sessionPlugins(fastify);
    expect([...cookie.keys()].sort()).toEqual(['onRequest', 'onSend']);
    expect([...session.keys()].sort()).toEqual(['onRequest', 'onSend']);
    // Their decorators went to the real instance.
    expect(fastify.hasRequestDecorator('cookies')).toBe(true);
    expect(fastify.hasRequestDecorator('session')).toBe(true);
    await fastify.close();
  });

  it('a route that wants them reads cookies and gets a session cookie; any other route never sees either', async () => {
    const fastify = Fastify();
    const { cookie, session } = await sessionPlugins(fastify);
    addToRoutes(fastify, (config) => (config as { session?: boolean } | undefined)?.session === true, {
      onRequest: [...cookie.get('onRequest')!, ...session.get('onRequest')!],
      onSend: [...session.get('onSend')!, ...cookie.get('onSend')!],
    });
    fastify.get('/with', { config: { session: true } }, async (req) => {
      req.session.set('admin', { grantedAt: 1, usedAt: 1 }); // any key of ours: the session is then saved
      return { cookies: req.cookies };
    });
    fastify.get('/without', async (req) => ({ cookies: req.cookies, session: req.session }));

    await fastify.ready();
    const withSession = await request(fastify.server).get('/with').set('Cookie', 'other=value');
    expect(withSession.body).toEqual({ cookies: { other: 'value' } });
    expect(withSession.headers['set-cookie']).toEqual([expect.stringMatching(/^sessionId=/)]);

    const without = await request(fastify.server).get('/without').set('Cookie', 'other=value');
    expect(without.body).toEqual({ cookies: null, session: null });
    expect(without.headers['set-cookie']).toBeUndefined();
    await fastify.close();
  });
});
