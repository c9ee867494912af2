import { type AuditEntity, type AuditEntry, type AuditPage, AUDIT_PAGE_SIZE, type AuditQuery } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor } from '../discussions/cursor';
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

const INSERT_SQL = `
  INSERT INTO audit_log (actor_user_id, actor_name, actor_session, action, entity, entity_id, summary, before, after)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

/** Newest first; every filter optional ($1..$6), keyset after ($7, $8). */
/** A page of the audit log, newest first ($1..$6 the filters, $7/$8 the keyset; bench: hot-queries.ts). */
export const AUDIT_LIST_SQL = `
  SELECT id::int, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atKey", actor_user_id AS "memberId",
         actor_name AS name, actor_session AS session, action, entity, entity_id AS "entityId", summary, before, after
    FROM audit_log
   WHERE ($1::text IS NULL OR ($1 = 'shared' AND actor_user_id IS NULL) OR actor_user_id::text = $1)
     AND ($2::text IS NULL OR action = $2 OR action LIKE $2 || '.%')
     AND ($3::text IS NULL OR entity = $3)
     AND ($4::text IS NULL OR entity_id = $4)
     AND ($5::date IS NULL OR at >= $5::date)
     AND ($6::date IS NULL OR at < $6::date + 1)
     AND ($7::timestamptz IS NULL OR (at, id) < ($7::timestamptz, $8::bigint))
   ORDER BY at DESC, id DESC
   LIMIT ${AUDIT_PAGE_SIZE + 1}`;

/**
 * The audit log (issue 16 §5): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), written in the same
 * transaction as the change it records, so a change and its record land or roll back together.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(m: EntityManager, actor: StaffActor, r: AuditRecord): Promise<void> {
    const who = actorColumns(actor);
    await m.query(INSERT_SQL, [
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
    const rows = (await this.dataSource.query(AUDIT_LIST_SQL, [
      q.actor ?? null,
      q.action || null,
      q.entity ?? null,
      q.entityId || null,
      q.from ?? null,
      q.to ?? null,
      ...after,
    ])) as (Omit<AuditEntry, 'at' | 'actor'> & { atKey: string; memberId: number | null; name: string; session: string | null })[];
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
