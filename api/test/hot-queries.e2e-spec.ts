import { HOT_QUERIES } from '../src/database/hot-queries';
import { appForThisBlock } from './support';

// The bench EXPLAINs these statements at a community's size (bench/members.mjs); here each one must at least run as the
// bench sends it, with its parameters, on the migrated schema: a renamed column fails here, not in a bench run.
describe('hot queries of the member tables (e2e)', () => {
  const t = appForThisBlock();

  it.each(HOT_QUERIES.map((q) => [q.name, q] as const))('%s plans and runs', async (_name, q) => {
    const [{ id: userId }] = await t.dataSource.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('hot-${Date.now()}-${Math.random()}@example.com', 'Hot', 'Query') RETURNING id`,
    );
    const qr = t.dataSource.createQueryRunner();
    await qr.startTransaction();
    try {
      const plan = (await qr.query(`EXPLAIN ANALYZE ${q.sql}`, q.params({ sid: 'no-such-session', userId, nowSeconds: 0 }))) as unknown[];
      expect(plan.length).toBeGreaterThan(0);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  });
});
