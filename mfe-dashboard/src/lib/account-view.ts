import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PROFILE_LIMITS, currentZoneNames, type Community, type MembershipSummary } from '@cci/contracts';

// What the member pages (dashboard, settings) decide without React: labels, lists and checks, each unit-tested.

/** How a membership's status reads next to its community. */
export const STATUS_LABEL: Record<MembershipSummary['status'], string> = {
  approved: 'Member',
  pending: 'Pending approval',
  rejected: 'Not approved',
};

/** The communities a member may still join: every community without a membership of theirs, in the list's order. */
export function joinableCommunities(
  communities: readonly Pick<Community, 'slug' | 'name'>[],
  memberships: readonly Pick<MembershipSummary, 'slug'>[],
): Pick<Community, 'slug' | 'name'>[] {
  const mine = new Set(memberships.map((m) => m.slug));
  return communities.filter((c) => !mine.has(c.slug));
}

/** Why a membership cannot be left or made primary (undefined: it can). */
export function leaveBlockedBy(m: Pick<MembershipSummary, 'isPrimary'>): string | undefined {
  return m.isPrimary ? ACCOUNT_MESSAGES.leavePrimary : undefined;
}
export function primaryBlockedBy(m: Pick<MembershipSummary, 'isPrimary' | 'status'>): string | undefined {
  if (m.isPrimary) return undefined;
  return m.status === 'approved' ? undefined : ACCOUNT_MESSAGES.primaryNotApproved;
}

/**
 * The time-zone select's values: the runtime's IANA list (Intl.supportedValuesOf) under today's names ("Asia/Calcutta"
 * is offered as "Asia/Kolkata"), plus the stored and the browser's zones when the list lacks them (an alias such as
 * "UTC" is valid but not in the list), once each, sorted.
 */
export function timeZoneOptions(supported: readonly string[], ...extra: (string | null | undefined)[]): string[] {
  return currentZoneNames([...supported, ...extra.filter((zone): zone is string => !!zone)]);
}

/** "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ');

/** Adding a tag to the expertise list: the new list, or the message saying why not. */
export function addTag(tags: readonly string[], raw: string): { tags: string[] } | { error: string } {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag || tag.length > PROFILE_LIMITS.expertiseTag) return { error: ACCOUNT_MESSAGES.expertiseTag };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { error: `"${tag}" is already in your list` };
  if (tags.length >= PROFILE_LIMITS.expertise) return { error: ACCOUNT_MESSAGES.expertise };
  return { tags: [...tags, tag] };
}

/** "123 / 500 characters" for the bio, and whether it is over. */
export function bioCounter(bio: string | undefined): { text: string; over: boolean } {
  const used = (bio ?? '').trim().length;
  return { text: `${used} / ${PROFILE_LIMITS.bio} characters`, over: used > PROFILE_LIMITS.bio };
}

/**
 * Field messages keyed by the form's top-level fields: a message about one expertise tag ("expertise.3") or one
 * consent ("notifications.digest") belongs to the field that holds it. The first message of a field wins.
 */
export function byTopField(errors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) out[key.split('.')[0]!] ??= message;
  return out;
}

/** The change-password form's confirmation: "Passwords don't match" unless it repeats the new password. */
export function confirmationMismatch(values: { password?: string; confirmPassword?: string }): Record<string, string> | undefined {
  return (values.confirmPassword ?? '') !== (values.password ?? '') ? { confirmPassword: AUTH_MESSAGES.confirmPassword } : undefined;
}
