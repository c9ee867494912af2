import { AUDIT_PAGE_SIZE, type AuditEntry } from '@cci/contracts';

/** Records one admin write: the actor ($1..$3), then what they did ($4..$9). */
export const INSERT_SQL = `
  INSERT INTO audit_log (actor_user_id, actor_name, actor_session, action, entity, entity_id, summary, before, after)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

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
export type AuditRow = Omit<AuditEntry, 'at' | 'actor'> & { atKey: string; memberId: number | null; name: string; session: string | null };
