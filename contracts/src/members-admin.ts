import * as v from 'valibot';
import { PageQuerySchema } from './validation';

// Staff manage members — a searchable list, a member's page, suspension, the admin role, a password reset.

export const MEMBER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_ROLES = ['member', 'admin'] as const;
export const MEMBERS_PAGE_SIZE = 25;
export const SUSPENSION_LIMITS = { minDays: 7, maxDays: 30 } as const;

export const MEMBER_ADMIN_MESSAGES = {
  notFound: 'Member not found',
  lastAdmin: 'The site must keep at least one admin: grant the role to someone else first',
  notSuspended: 'This member is not suspended',
  self: 'You cannot suspend your own account',
  selfLift: 'No one lifts their own suspension: another admin must',
  days: `Suspend for ${SUSPENSION_LIMITS.minDays} to ${SUSPENSION_LIMITS.maxDays} days, or indefinitely`,
  reason: 'Give the member a reason (at most 1,000 characters)',
  role: 'role must be member or admin',
  /** At sign-in: the account is suspended (until a date, or indefinitely), with the reason staff gave. */
  suspendedUntil: (until: string) => `This account is suspended until ${until}.`,
  suspended: 'This account is suspended.',
} as const;

const date = (name: string) => v.optional(v.pipe(v.string(`${name} must be a date`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`)));

/** GET /api/admin/members */
export const MembersQuerySchema = v.object({
  q: v.optional(v.pipe(v.string('q must be text'), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
  community: v.optional(v.pipe(v.string('Unknown community'), v.regex(/^[a-z0-9-]{1,64}$/, 'Unknown community'))),
  status: v.optional(v.picklist(MEMBER_STATUSES, `status must be one of ${MEMBER_STATUSES.join(', ')}`)),
  role: v.optional(v.picklist(MEMBER_ROLES, MEMBER_ADMIN_MESSAGES.role)),
  joinedFrom: date('joinedFrom'),
  joinedTo: date('joinedTo'),
  page: PageQuerySchema,
});
export type MembersQuery = v.InferOutput<typeof MembersQuerySchema>;

/** POST /api/admin/members/:id/suspend: days null = indefinitely. */
export const SuspendMemberSchema = v.object({
  days: v.nullable(
    v.pipe(
      v.number(MEMBER_ADMIN_MESSAGES.days),
      v.integer(MEMBER_ADMIN_MESSAGES.days),
      v.minValue(SUSPENSION_LIMITS.minDays, MEMBER_ADMIN_MESSAGES.days),
      v.maxValue(SUSPENSION_LIMITS.maxDays, MEMBER_ADMIN_MESSAGES.days),
    ),
  ),
  reason: v.pipe(
    v.string(MEMBER_ADMIN_MESSAGES.reason),
    v.trim(),
    v.minLength(1, MEMBER_ADMIN_MESSAGES.reason),
    v.maxLength(1000, MEMBER_ADMIN_MESSAGES.reason),
  ),
});
export type SuspendMember = v.InferOutput<typeof SuspendMemberSchema>;

/** PUT /api/admin/members/:id/role */
export const MemberRoleSchema = v.object({ role: v.picklist(MEMBER_ROLES, MEMBER_ADMIN_MESSAGES.role) });
export type MemberRole = v.InferOutput<typeof MemberRoleSchema>;

export interface AdminMemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'member' | 'admin';
  verified: boolean;
  /** Until when suspended (ISO; "infinity" for indefinitely), or null. */
  suspendedUntil: string | null;
  joinedAt: string;
  communities: string[];
}

export interface AdminMemberPage {
  items: AdminMemberRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminMemberDetail extends AdminMemberRow {
  suspensionReason: string | null;
  lastSeenAt: string | null;
  memberships: { id: number; community: { slug: string; name: string }; status: 'pending' | 'approved' | 'rejected'; primary: boolean }[];
  posts: { kind: 'thread' | 'reply'; id: number; threadId: number; community: string; title: string; createdAt: string; hidden: boolean }[];
  reportsMade: number;
  reportsReceived: number;
  points: number;
  sessions: { id: string; createdAt: string; lastSeenAt: string | null; expiresAt: string }[];
}

/** The sign-in refusal for a suspended account: until a date, or (infinity) with no end. */
export function suspendedSignInMessage(until: Date): string {
  return Number.isFinite(until.getTime())
    ? MEMBER_ADMIN_MESSAGES.suspendedUntil(
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(until),
      )
    : MEMBER_ADMIN_MESSAGES.suspended;
}

// ---- The Overview tab ------------------------------------------------------------------------------

export const ADMIN_ACTIVITY_KINDS = ['registration', 'event-request', 'demo-request', 'waitlist', 'report', 'staff'] as const;
export type AdminActivityKind = (typeof ADMIN_ACTIVITY_KINDS)[number];

/** One line of Recent Activity: what happened, when, and where staff deal with it. */
export interface AdminActivity {
  kind: AdminActivityKind;
  at: string;
  text: string;
  href: string | null;
}

/** GET /api/admin/overview: what waits for staff, and the latest activity (newest first). */
export interface AdminOverview {
  waiting: { requests: number; reports: number };
  activity: AdminActivity[];
}
export const ADMIN_ACTIVITY_SHOWN = 15;

// ---- Site settings ---------------------------------------------------------------------------------

/** What staff switch on the Communications page. */
export const SiteSettingsSchema = v.object({
  /** Send the community's welcome e-mail when staff approve a membership. */
  welcomeOnApproval: v.boolean('welcomeOnApproval must be true or false'),
  /** E-mail the notification address about each new registration. */
  notifyNewMembers: v.boolean('notifyNewMembers must be true or false'),
  notificationEmail: v.nullable(
    v.pipe(
      v.string('Notification e-mail must be an e-mail address'),
      v.trim(),
      v.toLowerCase(),
      v.email('Notification e-mail must be an e-mail address'),
      v.maxLength(254, 'Notification e-mail is too long'),
    ),
  ),
});
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = { welcomeOnApproval: false, notifyNewMembers: false, notificationEmail: null };
export const UpdateSiteSettingsSchema = v.pipe(
  v.partial(SiteSettingsSchema),
  v.forward(
    v.check((s) => s.notifyNewMembers !== true || s.notificationEmail !== null, 'Give the address the notifications go to'),
    ['notificationEmail'],
  ),
);
