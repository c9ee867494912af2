import * as v from 'valibot';
import { singleLine } from './validation';

// Announcements (issue 30 §4): staff write one to a community or to everyone. It shows as a banner above every page
// (until the member dismisses it, or for ANNOUNCEMENT_BANNER_DAYS), in the bell of every member it is for, and by
// e-mail to those whose `announcements` consent is on. Delivery goes in batches on the job queue (api/src/announcements).

export const ANNOUNCEMENT_LIMITS = {
  title: { min: 3, max: 150 },
  body: { min: 10, max: 5_000 },
} as const;

/** A banner shows for this long after the announcement was made (then only the bell keeps it). */
export const ANNOUNCEMENT_BANNER_DAYS = 14;

/** A community's slug as the URL holds it. */
const COMMUNITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ANNOUNCEMENT_MESSAGES = {
  title: `Title must be ${ANNOUNCEMENT_LIMITS.title.min} to ${ANNOUNCEMENT_LIMITS.title.max} characters`,
  body: `Message must be ${ANNOUNCEMENT_LIMITS.body.min} to ${ANNOUNCEMENT_LIMITS.body.max.toLocaleString('en-GB')} characters`,
  community: 'community must be a community slug, or null for everyone',
  communityNotFound: 'Community not found',
  notFound: 'Announcement not found',
} as const;

const trimmed = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** POST /api/admin/announcements: `community` is a slug, or null for everyone (it must be given either way). */
export const CreateAnnouncementSchema = v.object({
  title: v.pipe(trimmed(ANNOUNCEMENT_LIMITS.title.min, ANNOUNCEMENT_LIMITS.title.max, ANNOUNCEMENT_MESSAGES.title), singleLine('A title')),
  body: trimmed(ANNOUNCEMENT_LIMITS.body.min, ANNOUNCEMENT_LIMITS.body.max, ANNOUNCEMENT_MESSAGES.body),
  community: v.nullable(
    v.pipe(
      v.string(ANNOUNCEMENT_MESSAGES.community),
      v.maxLength(100, ANNOUNCEMENT_MESSAGES.community),
      v.regex(COMMUNITY_SLUG, ANNOUNCEMENT_MESSAGES.community),
    ),
  ),
});
export type CreateAnnouncementInput = v.InferInput<typeof CreateAnnouncementSchema>;
export type CreateAnnouncement = v.InferOutput<typeof CreateAnnouncementSchema>;

/** `sending` while members are still being reached (the bell, then e-mail); `sent` once every batch is done. */
export type AnnouncementState = 'sending' | 'sent';

/** One announcement as the admin page lists it, with its delivery so far. */
export interface AdminAnnouncement {
  id: number;
  title: string;
  body: string;
  /** The community's slug and name, or null: everyone. */
  community: { slug: string; name: string } | null;
  author: string;
  createdAt: string;
  /** Members in its audience when it was made. */
  recipients: number;
  /** Members whose bell has it. */
  delivered: number;
  /** E-mails sent (members whose consent allowed it). */
  emailed: number;
  state: AnnouncementState;
}

/** The banner: the newest announcement for this reader that they have not dismissed (GET /api/announcements/current). */
export interface AnnouncementBanner {
  id: number;
  title: string;
  /** The body rendered by renderMarkdown (raw HTML off): safe to insert. */
  html: string;
  community: { slug: string; name: string } | null;
  createdAt: string;
}
export interface CurrentAnnouncement {
  announcement: AnnouncementBanner | null;
}
