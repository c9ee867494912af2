import { createHash } from 'node:crypto';
import { SPEND_TOKEN_SQL } from '../accounts/accounts.queries';
import { END_SESSIONS_SQL, SESSION_WITH_MEMBER } from '../auth/auth.queries';
import { AUDIT_LIST_SQL } from '../audit/audit.queries';
import { MEMBERS_PAGE_SQL } from '../members-admin/members-admin.queries';
import { PROFILE_SQL } from '../members/members.queries';
import { MEMBERSHIPS_OF_SQL, PENDING_PAGE_SQL } from '../users/users.queries';

/** What a plan is asked for: a signed-in session and a member of the seeded tables. */
export interface HotQueryContext {
  sid: string;
  userId: number;
  nowSeconds: number;
}

/**
 * The statements that run on every signed-in request or read the member tables by a key, as the API sends them:
 * `npm run bench` (BENCH_ONLY=members, bench/members.mjs) EXPLAINs each at a community's size and fails on a
 * whole-table scan. A new hot query of a growing table belongs here.
 */
export const HOT_QUERIES: { name: string; sql: string; params: (c: HotQueryContext) => unknown[] }[] = [
  { name: 'session and member (every signed-in request)', sql: SESSION_WITH_MEMBER.text, params: (c) => [c.sid, c.nowSeconds] },
  { name: 'public profile (GET /api/members/:id)', sql: PROFILE_SQL, params: (c) => [c.userId] },
  { name: "a member's memberships (GET /api/me/memberships)", sql: MEMBERSHIPS_OF_SQL, params: (c) => [c.userId] },
  { name: "end a member's other sessions (password change, reset)", sql: END_SESSIONS_SQL, params: (c) => [c.userId, c.sid] },
  {
    name: 'spend a one-time link',
    sql: SPEND_TOKEN_SQL,
    params: () => [createHash('sha256').update('bench-t12345').digest(), 'reset-password'],
  },
  // Staff: the approval queue, the member directory and its search, the audit log.
  { name: 'the approval queue, first page (GET /api/admin/memberships/pending)', sql: PENDING_PAGE_SQL, params: () => [20, 0] },
  { name: 'the approval queue, page 50', sql: PENDING_PAGE_SQL, params: () => [20, 980] },
  {
    name: 'the member directory, first page (GET /api/admin/members)',
    sql: MEMBERS_PAGE_SQL,
    params: () => [null, null, null, null, null, null, 0],
  },
  {
    name: 'the member directory searched by name or e-mail (?q=mber4321)',
    sql: MEMBERS_PAGE_SQL,
    params: () => ['%mber4321%', null, null, null, null, null, 0],
  },
  {
    name: 'the audit log, first page (GET /api/admin/audit)',
    sql: AUDIT_LIST_SQL,
    params: () => [null, null, null, null, null, null, null, null],
  },
  {
    name: "one record's audit trail (?entity=trend&entityId=7)",
    sql: AUDIT_LIST_SQL,
    params: () => [null, null, 'trend', '7', null, null, null, null],
  },
];
