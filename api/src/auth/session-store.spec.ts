import type { Pool } from 'pg';
import { preparedStatements } from './session-store';

describe('preparedStatements', () => {
  const calls: unknown[] = [];
  const pool = { query: (...args: unknown[]) => calls.push(args) } as unknown as Pool;

  beforeEach(() => {
    calls.length = 0;
  });

  it('names each distinct statement, the same name every time (pg prepares it once per connection)', async () => {
    const prepared = preparedStatements(pool);
    await prepared.query('SELECT sess FROM "sessions" WHERE sid = $1', ['a']);
    await prepared.query('DELETE FROM "sessions" WHERE sid = $1', ['b']);
    await prepared.query('SELECT sess FROM "sessions" WHERE sid = $1', ['c']);
    expect(calls).toEqual([
      [{ name: 'cci_session_1', text: 'SELECT sess FROM "sessions" WHERE sid = $1', values: ['a'] }],
      [{ name: 'cci_session_2', text: 'DELETE FROM "sessions" WHERE sid = $1', values: ['b'] }],
      [{ name: 'cci_session_1', text: 'SELECT sess FROM "sessions" WHERE sid = $1', values: ['c'] }],
    ]);
  });

  it('names a bounded number of statements; any further one runs unnamed', async () => {
    const prepared = preparedStatements(pool);
    for (let i = 0; i < 40; i++) await prepared.query(`SELECT ${i}`, []);
    expect(calls.filter((c) => typeof (c as unknown[])[0] === 'object')).toHaveLength(32);
    expect(calls.at(-1)).toEqual(['SELECT 39', []]);
  });
});
