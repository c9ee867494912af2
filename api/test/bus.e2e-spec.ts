import { Global, Module } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { BUS_OPTIONS, BusService, type BusMessage } from '../src/bus/bus.service';
import { EventEntity } from '../src/events/event.entity';
import { eventually, freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

/**
 * Two apps on one database play two API replicas: a write on one, by any client, reaches the other's caches within
 * 1 s; notifications leave on commit only; a dropped bus connection comes back and drops every cache.
 */
describe('bus: caches across replicas (e2e)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let sql: Client;
  const on = (t: TestApp) => request(t.app.getHttpServer());
  const titles = async (t: TestApp): Promise<string[]> =>
    (await on(t).get('/api/events').expect(200)).body.map((e: { title: string }) => e.title);
  const insertEvent = (run: { query: (text: string, values: unknown[]) => Promise<unknown> }, title: string) =>
    run.query(`INSERT INTO events (title, description, date, location) VALUES ($1, 'd', '2027-01-01', 'Online')`, [title]);
  const heard = (t: TestApp, topic: string) => {
    const got: BusMessage[] = [];
    const off = t.app.get(BusService).subscribe(topic, (m) => got.push(m));
    return { got, off };
  };
  /**
   * Everything committed so far has reached `on` (its marker messages left out of `on.got`): PostgreSQL delivers
   * notifications in commit order, so once a marker sent now is heard, whatever was committed before it was heard
   * too. A "nothing arrived" check waits for this, not for a fixed time.
   */
  let markers = 0;
  const caughtUp = async (on: { got: BusMessage[] }, topic: string) => {
    const key = `marker-${++markers}`;
    await a.app.get(BusService).publish({ topic, key });
    await eventually(async () => expect(on.got.map((m) => m.key)).toContain(key), 5_000);
    on.got.splice(
      on.got.findIndex((m) => m.key === key),
      1,
    );
  };

  beforeAll(async () => {
    db = await freshDatabase();
    a = await startTestApp(db.url);
    b = await startTestApp(db.url);
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a TypeORM write on one replica is read on the other within 1 s (cache warmed first)', async () => {
    await titles(b);
    await a.dataSource
      .getRepository(EventEntity)
      .save({ title: 'Bus via TypeORM', description: 'd', date: '2027-01-01', location: 'Online' });
    // The writing replica reads its own write at once (TableWritesSubscriber)...
    expect(await titles(a)).toContain('Bus via TypeORM');
    // ...the other one as soon as the notification arrives.
    const took = await eventually(async () => expect(await titles(b)).toContain('Bus via TypeORM'), 1_000);
    expect(took).toBeLessThan(1_000);
  });

  it('raw SQL from outside the app (psql, another tool) reaches both replicas', async () => {
    await Promise.all([titles(a), titles(b)]);
    await insertEvent(sql, 'Bus via raw SQL');
    await eventually(async () => expect(await titles(a)).toContain('Bus via raw SQL'), 1_000);
    await eventually(async () => expect(await titles(b)).toContain('Bus via raw SQL'), 1_000);
  });

  it('notifies on commit only, and never for a rolled-back transaction', async () => {
    const on = heard(b, 'table');
    const { got, off } = on;
    try {
      await sql.query('BEGIN');
      await insertEvent(sql, 'Rolled back');
      await caughtUp(on, 'table');
      expect(got).toEqual([]);
      await sql.query('ROLLBACK');
      await caughtUp(on, 'table');
      expect(got).toEqual([]);
      expect(await titles(b)).not.toContain('Rolled back');

      await sql.query('BEGIN');
      await insertEvent(sql, 'Committed later');
      await insertEvent(sql, 'Committed later too');
      await caughtUp(on, 'table');
      expect(got).toEqual([]);
      await sql.query('COMMIT');
      await eventually(async () => expect(got).toEqual([{ topic: 'table', key: 'events' }]), 1_000); // one per transaction and table
      await eventually(
        async () => expect(await titles(b)).toEqual(expect.arrayContaining(['Committed later', 'Committed later too'])),
        1_000,
      );
    } finally {
      off();
    }
  });

  it('is a general publish/subscribe: any topic, from any replica to every replica, the sender included', async () => {
    const onA = heard(a, 'thread.reply');
    const onB = heard(b, 'thread.reply');
    try {
      await a.app.get(BusService).publish({ topic: 'thread.reply', key: '42' });
      await eventually(async () => expect(onB.got).toEqual([{ topic: 'thread.reply', key: '42' }]), 1_000);
      await eventually(async () => expect(onA.got).toEqual([{ topic: 'thread.reply', key: '42' }]), 1_000);
      // A message inside a transaction that rolls back never leaves.
      await a.dataSource
        .transaction(async (m) => {
          await a.app.get(BusService).publish({ topic: 'thread.reply', key: '43' }, m);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await caughtUp(onB, 'thread.reply');
      expect(onB.got.map((m) => m.key)).toEqual(['42']);
      await expect(a.app.get(BusService).publish({ topic: 'too-big', key: 'x'.repeat(8_000) })).rejects.toThrow(/send ids, not rows/);
    } finally {
      onA.off();
      onB.off();
    }
  });

  it('a dropped bus connection reconnects, and then drops every cache (notifications sent meanwhile were lost)', async () => {
    const bus = b.app.get(BusService);
    await titles(b);
    const before = bus.connections;
    const pid = bus.backendPid;
    expect(pid).toEqual(expect.any(Number));
    // Cut B's listening connection and write at once, before it can be back: that notification is lost to B.
    await sql.query('SELECT pg_terminate_backend($1)', [pid]);
    await insertEvent(sql, 'Written while B was deaf');
    await eventually(async () => expect(bus.connections).toBe(before + 1), 5_000);
    expect(bus.backendPid).not.toBe(pid);
    await eventually(async () => expect(await titles(b)).toContain('Written while B was deaf'), 1_000);
    // And it listens again.
    await titles(b);
    await insertEvent(sql, 'After the reconnect');
    await eventually(async () => expect(await titles(b)).toContain('After the reconnect'), 1_000);
  });

  it('/api/health says when the bus is not listening (503), and is 200 again once it is back', async () => {
    @Global()
    @Module({ providers: [{ provide: BUS_OPTIONS, useValue: { minBackoffMs: 1_500, maxBackoffMs: 1_500 } }], exports: [BUS_OPTIONS] })
    class SlowReconnect {}
    const c = await startTestApp(db.url, { imports: [SlowReconnect] });
    try {
      const ok = await on(c).get('/api/health').expect(200);
      expect(ok.body.details).toMatchObject({ database: { status: 'up' }, bus: { status: 'up' } });
      await sql.query('SELECT pg_terminate_backend($1)', [c.app.get(BusService).backendPid]);
      await eventually(async () => {
        const down = await on(c).get('/api/health').expect(503);
        expect(down.body).toMatchObject({ statusCode: 503, message: 'The bus is not listening: cached reads may be stale' });
      }, 1_000);
      await eventually(async () => on(c).get('/api/health').expect(200), 5_000);
    } finally {
      await c.close();
    }
  });
});
