import * as v from 'valibot';

// The audit log: every admin write, who, what, which record, when, with before/after for edits.

/** The kinds of records staff act on. */
export const AUDIT_ENTITIES = [
  'article',
  'trend',
  'event',
  'challenge',
  'member',
  'membership',
  'post',
  'request',
  'setting',
  'spotlight',
  'tag',
  'upload',
  'announcement',
  'welcome',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Who did it: a staff member's account, or the shared admin password (a digest of its session, never the id). */
export interface AuditActor {
  memberId: number | null;
  name: string;
  session: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: AuditActor;
  /** "<entity>.<verb>": article.update, trend.delete, member.suspend, post.hide... */
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

const text = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be text`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`)));

/** GET /api/admin/audit's filters (query string). */
export const AuditQuerySchema = v.object({
  /** A staff member's id, or "shared" for the shared password. */
  actor: v.optional(
    v.pipe(v.string('actor must be a member id or shared'), v.regex(/^(\d{1,10}|shared)$/, 'actor must be a member id or shared')),
  ),
  action: text('action', 64),
  entity: v.optional(v.picklist(AUDIT_ENTITIES, 'Unknown entity')),
  entityId: text('entityId', 64),
  from: v.optional(v.pipe(v.string('from must be a date'), v.isoDate('from must be a date (YYYY-MM-DD)'))),
  to: v.optional(v.pipe(v.string('to must be a date'), v.isoDate('to must be a date (YYYY-MM-DD)'))),
  cursor: text('cursor', 200),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;
