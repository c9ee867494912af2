import { createHash } from 'node:crypto';
import { SPEND_TOKEN_SQL } from '../accounts/account-tokens.service';
import { END_SESSIONS_SQL, SESSION_WITH_MEMBER } from '../auth/session-store';
import { PROFILE_SQL } from '../members/members.service';
import { MEMBERSHIPS_OF_SQL } from '../users/memberships.service';

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
];
