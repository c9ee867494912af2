import type { DeepPartial, ObjectLiteral, Repository, EntityManager } from 'typeorm';

/** Inserts `row` and answers it as stored (column defaults and types applied: what a later read shows), not the input echoed back. */
export async function saveAsStored<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  row: DeepPartial<T>,
  /** A transaction of the caller's (the audit record of the create goes with it). */
  manager?: EntityManager,
): Promise<T> {
  const repo = manager ? manager.getRepository<T>(repository.target) : repository;
  const saved = await repo.save(repo.create(row));
  return repo.findOneByOrFail({ id: saved.id } as never);
}
