import { db, type Queryable } from './sql';

/** What TypeORM's postgres driver answers: rows for a SELECT or INSERT, `[rows, rowCount]` for an UPDATE or DELETE. */
const answering = (raw: unknown): Queryable & { calls: unknown[][] } => {
  const calls: unknown[][] = [];
  return { calls, query: async (sql, params) => (calls.push([sql, params]), raw) };
};

describe('db (typed SQL)', () => {
  it('many and one read a SELECT’s rows; the parameters go through as given', async () => {
    const q = answering([{ id: 1 }, { id: 2 }]);
    expect(await db.many<{ id: number }>(q, 'SELECT id FROM t WHERE a = $1', [7])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await db.one<{ id: number }>(q, 'SELECT id FROM t')).toEqual({ id: 1 });
    expect(q.calls).toEqual([
      // With parameters: a named statement (prepared once per connection), its name a hash of its text.
      [{ name: expect.stringMatching(/^cci_[\w-]{22}$/), text: 'SELECT id FROM t WHERE a = $1' }, [7]],
      ['SELECT id FROM t', []],
    ]);
    const name = (q.calls[0][0] as { name: string }).name;
    await db.exec(q, 'SELECT id FROM t WHERE a = $1', [8]);
    await db.exec(q, 'SELECT id FROM t WHERE b = $1', [8]);
    expect(q.calls.slice(2).map(([c]) => (c as { name: string }).name)).toEqual([name, expect.not.stringMatching(name)]);
    expect(await db.one(answering([]), 'SELECT 1 WHERE false')).toBeUndefined();
  });

  it('an UPDATE’s [rows, rowCount] gives its RETURNING rows to many/one and its count to affected', async () => {
    const q = answering([[{ id: 3 }], 5]);
    expect(await db.many(q, 'UPDATE t SET a = 1 RETURNING id')).toEqual([{ id: 3 }]);
    expect(await db.one(q, 'UPDATE t SET a = 1 RETURNING id')).toEqual({ id: 3 });
    expect(await db.affected(q, 'UPDATE t SET a = 1')).toBe(5);
    expect(await db.affected(answering([[], 0]), 'DELETE FROM t WHERE false')).toBe(0);
  });

  it('a SELECT of two rows is never read as an UPDATE result', async () => {
    expect(await db.many(answering([{ a: 1 }, 2]), 'SELECT')).toEqual([{ a: 1 }, 2]);
    expect(await db.affected(answering([{ a: 1 }, { a: 2 }]), 'INSERT … RETURNING a')).toBe(2);
  });
});
