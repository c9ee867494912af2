import type { MembershipStatus } from './user-community.entity';
import type { UserEntity } from './user.entity';

/** A membership with its community (MEMBERSHIPS_OF_SQL, JOIN_SQL). */
export interface SummaryRow {
  communityId: number;
  slug: string;
  name: string;
  status: MembershipStatus;
  isPrimary: boolean;
  joinedAt: Date;
}

/** A membership with its member and community (PENDING_COLUMNS). */
export interface PendingRow {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  community: string;
  joinedAt: Date;
  status: MembershipStatus;
}

/** The membership of a user_communities row with its member and community (`uc`, `u`, `c`). */
const PENDING_COLUMNS = `uc.id, uc.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
  c.name AS community, uc.joined_at AS "joinedAt", uc.status`;

/** A page of the approval queue, oldest application first ($1 rows after $2; bench: hot-queries.ts). */
export const PENDING_PAGE_SQL = `
  SELECT ${PENDING_COLUMNS}
    FROM user_communities uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
   WHERE uc.status = 'pending'
   ORDER BY uc.joined_at ASC, uc.id ASC
   LIMIT $1 OFFSET $2`;

/** A member's memberships with their communities, primary first (GET /api/me/memberships; bench: hot-queries.ts). */
export const MEMBERSHIPS_OF_SQL = `
  SELECT c.id AS "communityId", c.slug, c.name, uc.status, uc.is_primary AS "isPrimary", uc.joined_at AS "joinedAt"
    FROM user_communities uc JOIN communities c ON c.id = uc.community_id
   WHERE uc.user_id = $1
   ORDER BY uc.is_primary DESC, c.name ASC, c.id ASC`;

/** The approval queue, oldest application first: at most $1. */
export const PENDING_LIST_SQL = `SELECT ${PENDING_COLUMNS}
         FROM user_communities uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
        WHERE uc.status = 'pending'
        ORDER BY uc.joined_at ASC, uc.id ASC
        LIMIT $1`;

/** The approval queue's length. */
export const PENDING_COUNT_SQL = `SELECT count(*)::int AS n FROM user_communities WHERE status = 'pending'`;
export interface CountRow {
  n: number;
}

/** Sets the status $2 of the memberships $1 and answers them (PendingRow), oldest application first. */
export const DECIDE_SQL = `WITH changed AS (UPDATE user_communities SET status = $2 WHERE id = ANY($1::int[]) RETURNING *)
       SELECT ${PENDING_COLUMNS}
         FROM changed uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
        ORDER BY uc.joined_at ASC, uc.id ASC`;

/** Locks the member $1's row (their joins run one after the other). */
export const LOCK_USER_SQL = 'SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE';
export interface IdRow {
  id: number;
}

/** The member $1 joins the community $2 with the status $3, primary when they have none (SummaryRow; none: no such community). */
export const JOIN_SQL = `WITH added AS (
             INSERT INTO user_communities (user_id, community_id, is_primary, status)
             SELECT $1, c.id, NOT EXISTS (SELECT 1 FROM user_communities WHERE user_id = $1 AND is_primary), $3
               FROM communities c WHERE c.slug = $2
             RETURNING community_id, status, is_primary, joined_at)
           SELECT c.id AS "communityId", c.slug, c.name, a.status, a.is_primary AS "isPrimary", a.joined_at AS "joinedAt"
             FROM added a JOIN communities c ON c.id = a.community_id`;

/** The member $1 leaves the community $2 unless it is their primary one; says what there was and what went. */
export const LEAVE_SQL = `WITH target AS (SELECT id FROM communities WHERE slug = $2),
            gone AS (DELETE FROM user_communities uc USING target
                      WHERE uc.community_id = target.id AND uc.user_id = $1 AND NOT uc.is_primary RETURNING uc.id)
       SELECT (SELECT count(*) FROM target)::int AS community,
              (SELECT count(*) FROM gone)::int AS deleted,
              (SELECT count(*) FROM user_communities uc JOIN target ON uc.community_id = target.id WHERE uc.user_id = $1)::int AS existing`;
export interface LeaveRow {
  community: number;
  deleted: number;
  existing: number;
}

/** The member $1's memberships, locked in id order. */
export const LOCK_MEMBERSHIPS_SQL = `SELECT uc.id, c.slug, uc.status, uc.is_primary AS "isPrimary"
           FROM user_communities uc JOIN communities c ON c.id = uc.community_id
          WHERE uc.user_id = $1
          ORDER BY uc.id
            FOR UPDATE OF uc`;
export interface LockedMembershipRow {
  id: number;
  slug: string;
  status: MembershipStatus;
  isPrimary: boolean;
}

/** Whether the community $1 (a slug) exists. */
export const COMMUNITY_EXISTS_SQL = 'SELECT 1 FROM communities WHERE slug = $1';

/** Clears the member $1's primary membership. */
export const CLEAR_PRIMARY_SQL = 'UPDATE user_communities SET is_primary = false WHERE user_id = $1 AND is_primary';

/** Makes the membership $1 primary. */
export const SET_PRIMARY_SQL = 'UPDATE user_communities SET is_primary = true WHERE id = $1';

/** The ids of the communities whose slugs are in $1 (unknown slugs are left out). */
export const COMMUNITY_IDS_SQL = 'SELECT id, slug FROM communities WHERE slug = ANY($1::text[])';
export interface CommunityIdRow {
  id: number;
  slug: string;
}

/** The new member $1's memberships of the communities $2 (the first one primary), all with the status $3. */
export const INSERT_MEMBERSHIPS_SQL = `
  INSERT INTO user_communities (user_id, community_id, is_primary, status)
  SELECT $1, t.id, t.n = 1, $3 FROM unnest($2::int[]) WITH ORDINALITY AS t(id, n) ORDER BY t.n`;

/** Whether an account has the address $1. */
export const EMAIL_EXISTS_SQL = 'SELECT 1 FROM users WHERE email = $1';

/** A new member (a plain member with a password): $1 e-mail, $2 first name, $3 last name, $4 password hash, $5 newsletter. */
export const INSERT_USER_SQL = `
  INSERT INTO users (email, first_name, last_name, password_hash, profile_image_url, external_id, role, agree_to_newsletter)
  VALUES ($1, $2, $3, $4, NULL, NULL, 'member', $5)
  RETURNING id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl", role,
            created_at AS "createdAt", email_verified_at AS "emailVerifiedAt", time_zone AS "timeZone"`;
export type PublicUserRow = Pick<
  UserEntity,
  'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'createdAt' | 'emailVerifiedAt' | 'timeZone'
>;

/** The account with the address $1 and its password hash (null: an external identity). */
export const PASSWORD_BY_EMAIL_SQL = 'SELECT id, password_hash AS "passwordHash" FROM users WHERE email = $1';
export type PasswordRow = Pick<UserEntity, 'id' | 'passwordHash'>;

/** Members as listed for admins, newest first: at most $1. */
export const ADMIN_MEMBER_LIST_SQL = `
  SELECT id, first_name AS "firstName", last_name AS "lastName", email, created_at AS "createdAt"
    FROM users ORDER BY created_at DESC, id DESC LIMIT $1`;
export type AdminMemberRow = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'createdAt'>;
