import { ADMIN_ACTIVITY_SHOWN, type AdminOverview, type AdminStats } from '@cci/contracts';

/** Counters of the admin overview. */
export const STATS_SQL = `SELECT (SELECT count(*) FROM users)::int AS "totalUsers",
              (SELECT count(*) FROM user_communities WHERE status = 'pending')::int AS "pendingMembers",
              (SELECT count(*) FROM events WHERE deleted_at IS NULL)::int AS "totalEvents",
              (SELECT count(*) FROM articles WHERE deleted_at IS NULL)::int AS "totalArticles"`;
export type StatsRow = AdminStats;

/** What waits for staff: requests not yet handled, reported posts not yet decided. */
export const WAITING_SQL = `SELECT (SELECT count(*) FROM event_requests WHERE handled_at IS NULL)::int
              + (SELECT count(*) FROM demo_requests WHERE handled_at IS NULL)::int AS requests,
                (SELECT count(DISTINCT coalesce('t' || thread_id, 'r' || reply_id)) FROM reports WHERE resolved_at IS NULL)::int AS reports`;
export type WaitingRow = AdminOverview['waiting'];

const n = ADMIN_ACTIVITY_SHOWN;

/** Recent Activity: the latest of each source (through its created_at order), newest first. */
export const ACTIVITY_SQL = `SELECT kind, at, text, href FROM (
           (SELECT 'registration' AS kind, created_at AS at, first_name || ' ' || left(last_name, 1) || '. joined' AS text, NULL AS href
              FROM users ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'event-request', created_at, 'Event request: ' || title, '/admin/requests' FROM event_requests ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'demo-request', created_at, 'Demo request from ' || name || CASE WHEN company <> '' THEN ' (' || company || ')' ELSE '' END,
                   '/admin/requests' FROM demo_requests ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'waitlist', created_at, 'Joined the AI Coach waitlist (' || community || ')', '/admin/requests'
              FROM waitlist_entries ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'report', created_at, 'A post was reported (' || reason || ')', NULL FROM reports ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'staff', at, actor_name || ': ' || summary, NULL FROM audit_log ORDER BY at DESC, id DESC LIMIT ${n})
         ) a ORDER BY at DESC LIMIT ${n}`;
export interface ActivityRow {
  kind: AdminOverview['activity'][number]['kind'];
  at: Date;
  text: string;
  href: string | null;
}

/** Whom the welcome e-mail on approval goes to: the member's first name and the community's slug ($1 the membership). */
export const WELCOME_RECIPIENT_SQL = `SELECT u.first_name AS "firstName", c.slug FROM user_communities uc JOIN users u ON u.id = uc.user_id
         JOIN communities c ON c.id = uc.community_id WHERE uc.id = $1`;
export interface WelcomeRecipientRow {
  firstName: string;
  slug: string;
}

/** Grants the admin role to the verified accounts of ADMIN_EMAILS; the addresses with no such account yet. */
export const GRANT_ADMIN_EMAILS_SQL = `
  WITH granted AS (
    UPDATE users SET role = 'admin' WHERE lower(email) = ANY($1::text[]) AND email_verified_at IS NOT NULL AND role <> 'admin'
    RETURNING email)
  SELECT (SELECT coalesce(array_agg(email), '{}') FROM granted) AS granted,
         (SELECT coalesce(array_agg(a), '{}') FROM unnest($1::text[]) a
           WHERE NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = a AND u.email_verified_at IS NOT NULL)) AS missing`;
export interface GrantedRow {
  granted: string[];
  missing: string[];
}
