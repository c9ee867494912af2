import { type AuditEntity, type AuditPage, AUDIT_PAGE_SIZE, type AuditQuery } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { AUDIT_LIST_SQL, type AuditRow, INSERT_SQL } from './audit.queries';
import { actorColumns, type StaffActor } from './staff-actor';

/** One admin write, as recorded. `before`/`after`: the changed fields of an edit (or the record created / deleted). */
export interface AuditRecord {
  action: string;
  entity: AuditEntity;
  entityId: string | number | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), written in the same
 * transaction as the change it records, so a change and its record land or roll back together.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(m: EntityManager, actor: StaffActor, r: AuditRecord): Promise<void> {
    const who = actorColumns(actor);
    await db.exec(m, INSERT_SQL, [
      who.userId,
      who.name,
      who.session,
      r.action,
      r.entity,
      r.entityId === null ? null : String(r.entityId),
      r.summary,
      r.before ? JSON.stringify(r.before) : null,
      r.after ? JSON.stringify(r.after) : null,
    ]);
  }

  /** A record on its own, right after a write made elsewhere (a create through a repository). */
  recordNow(actor: StaffActor, r: AuditRecord): Promise<void> {
    return this.record(this.dataSource.manager, actor, r);
  }

  /** A write and its record in one transaction. */
  run<T>(actor: StaffActor, work: (m: EntityManager, record: (r: AuditRecord) => Promise<void>) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((m) => work(m, (r) => this.record(m, actor, r)));
  }

  async list(q: AuditQuery): Promise<AuditPage> {
    const after = q.cursor ? (decodeCursor(q.cursor, ['timestamp', 'id']) as [string, number]) : [null, null];
    const rows = await db.many<AuditRow>(this.dataSource, AUDIT_LIST_SQL, [
      q.actor ?? null,
      q.action || null,
      q.entity ?? null,
      q.entityId || null,
      q.from ?? null,
      q.to ?? null,
      ...after,
    ]);
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    const last = page.at(-1);
    return {
      items: page.map(({ atKey, memberId, name, session, ...r }) => ({
        ...r,
        at: new Date(atKey).toISOString(),
        actor: { memberId, name, session },
      })),
      nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor([last.atKey, last.id]) : null,
    };
  }
}
