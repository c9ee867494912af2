import { ANNOUNCEMENT_BANNER_DAYS } from '@cci/contracts';

// The statements of announcements (issue 30 §4): staff's writes and list, the banner's reads, and the delivery job's
// batches (announcement-delivery.ts).

/** Members a delivery batch takes at most (one transaction each). */
export const ANNOUNCEMENT_BATCH = 500;
/** The admin page lists the latest this many. */
export const ADMIN_LIST_LIMIT = 50;

export const COMMUNITY_SQL = `SELECT id, slug, name FROM communities WHERE slug = $1`;

/**
 * A new announcement ($4: its community's id, or null for everyone), with the size of its audience now: every account,
 * or the community's approved members.
 */
export const INSERT_ANNOUNCEMENT_SQL = `
  INSERT INTO announcements (title, body, body_html, community_id, author_id, author_name, recipients)
  VALUES ($1, $2, $3, $4::int, $5, $6, CASE WHEN $4::int IS NULL THEN (SELECT count(*)::int FROM users)
    ELSE (SELECT count(*)::int FROM user_communities WHERE community_id = $4::int AND status = 'approved') END)
  RETURNING id`;

/** The admin page's rows (contracts' AdminAnnouncement, less the community's shape), newest first; $1 one id, or null for all. */
export const ADMIN_ANNOUNCEMENTS_SQL = `
  SELECT a.id, a.title, a.body, c.slug AS "communitySlug", c.name AS "communityName", a.author_name AS author,
         a.created_at AS "createdAt", a.recipients,
         (SELECT count(*)::int FROM notifications n WHERE n.announcement_id = a.id) AS delivered,
         (SELECT count(*)::int FROM notifications n WHERE n.announcement_id = a.id AND n.emailed_at IS NOT NULL) AS emailed,
         a.delivered_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.announcement_id = a.id AND n.email_due) AS sent
    FROM announcements a LEFT JOIN communities c ON c.id = a.community_id
   WHERE $1::int IS NULL OR a.id = $1
   ORDER BY a.id DESC
   LIMIT ${ADMIN_LIST_LIMIT}`;
export interface AdminAnnouncementRow {
  id: number;
  title: string;
  body: string;
  communitySlug: string | null;
  communityName: string | null;
  author: string;
  createdAt: Date;
  recipients: number;
  delivered: number;
  emailed: number;
  sent: boolean;
}

/** The announcements a banner may show (made in the last ANNOUNCEMENT_BANNER_DAYS), newest first: every replica keeps them. */
export const RECENT_SQL = `
  SELECT a.id, a.title, a.body_html AS html, a.community_id AS "communityId", c.slug AS "communitySlug", c.name AS "communityName",
         a.created_at AS "createdAt"
    FROM announcements a LEFT JOIN communities c ON c.id = a.community_id
   WHERE a.created_at > now() - make_interval(days => ${ANNOUNCEMENT_BANNER_DAYS})
   ORDER BY a.id DESC
   LIMIT 50`;
export interface RecentRow {
  id: number;
  title: string;
  html: string;
  communityId: number | null;
  communitySlug: string | null;
  communityName: string | null;
  createdAt: Date;
}

/** What picks a member's ($1) banner among the announcements $2: their approved communities and which they dismissed. */
export const MEMBER_BANNER_SQL = `
  SELECT array(SELECT community_id FROM user_communities WHERE user_id = $1 AND status = 'approved') AS communities,
         array(SELECT announcement_id FROM announcement_dismissals WHERE user_id = $1 AND announcement_id = ANY($2::int[])) AS dismissed`;

/** The member $2 closes the banner of announcement $1 (once); answers whether there is such an announcement. */
export const DISMISS_SQL = `
  WITH a AS (SELECT id FROM announcements WHERE id = $1),
       d AS (INSERT INTO announcement_dismissals (announcement_id, user_id) SELECT id, $2 FROM a ON CONFLICT DO NOTHING)
  SELECT EXISTS (SELECT 1 FROM a) AS found`;

// ---- Delivery (the job) -----------------------------------------------------------------------------------------------

/**
 * The oldest announcement still being delivered, locked for this transaction: a second runner (another replica)
 * skips it, so one batch is made by one runner, and the next starts where the last one's commit left the keyset.
 */
export const CLAIM_DUE_SQL = `
  SELECT id, title, community_id AS "communityId", next_member_id AS after FROM announcements
   WHERE delivered_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`;

/**
 * One batch of announcement $1 (title $4): the next ANNOUNCEMENT_BATCH members of its audience after member id $2
 * (everyone when $3 is null, else community $3's approved members) get its bell item, with e-mail due when their
 * consent is on and their address verified. A member who has it already (the unique index) is passed over. Answers
 * the last member id taken (null: none were left) and the members notified.
 */
export const DELIVER_BATCH_SQL = `
  WITH batch AS (
    SELECT u.id, u.email_verified_at IS NOT NULL AND u.notify_announcements AS email FROM users u
     WHERE $3::int IS NULL AND u.id > $2
    UNION ALL
    SELECT u.id, u.email_verified_at IS NOT NULL AND u.notify_announcements FROM user_communities uc JOIN users u ON u.id = uc.user_id
     WHERE uc.community_id = $3::int AND uc.status = 'approved' AND uc.user_id > $2
    ORDER BY id
    LIMIT ${ANNOUNCEMENT_BATCH}
  ), made AS (
    INSERT INTO notifications (user_id, kind, text, announcement_id, email_due)
    SELECT id, 'announcement', $4, $1, email FROM batch
    ON CONFLICT (announcement_id, user_id) WHERE announcement_id IS NOT NULL DO NOTHING
    RETURNING user_id
  )
  SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*)::int FROM batch) AS taken,
         array(SELECT user_id FROM made) AS notified`;

/** The batch's progress, in its transaction: the keyset moves on ($2), and the last batch ($3) marks it delivered. */
export const BATCH_DONE_SQL = `
  UPDATE announcements SET next_member_id = greatest(next_member_id, coalesce($2::int, 0)),
         delivered_at = CASE WHEN $3 THEN now() END
   WHERE id = $1`;

/** The oldest announcement e-mail still due, locked (another runner skips it), with what it says; the consent as it is now. */
export const CLAIM_EMAIL_SQL = `
  SELECT n.id::text AS id, u.email, u.first_name AS "firstName", a.title, a.body, a.body_html AS html, c.name AS community,
         u.email_verified_at IS NOT NULL AND u.notify_announcements AS consented
    FROM notifications n
    JOIN users u ON u.id = n.user_id
    JOIN announcements a ON a.id = n.announcement_id
    LEFT JOIN communities c ON c.id = a.community_id
   WHERE n.announcement_id IS NOT NULL AND n.email_due
   ORDER BY n.id
   LIMIT 1
   FOR UPDATE OF n SKIP LOCKED`;
export interface DueEmailRow {
  id: string;
  email: string;
  firstName: string;
  title: string;
  body: string;
  html: string;
  community: string | null;
  consented: boolean;
}

/** The e-mail went ($2 true), or is dropped (the consent was turned off since). */
export const EMAIL_DONE_SQL = `UPDATE notifications SET email_due = false, emailed_at = CASE WHEN $2 THEN now() END WHERE id = $1::bigint`;
