import type { DeepPartial, ObjectLiteral, Repository } from 'typeorm';

/** Inserts `row` and answers it as stored (column defaults and types applied: what a later read shows), not the input echoed back. */
export async function saveAsStored<T extends ObjectLiteral & { id: number }>(repo: Repository<T>, row: DeepPartial<T>): Promise<T> {
  const saved = await repo.save(repo.create(row));
  return repo.findOneByOrFail({ id: saved.id } as never);
}
