import { DISCUSSION_MESSAGES } from './discussion-constants';

// The rule book: for each action a member can take, who may take it. One table, read by the API's one
// guard and one in-transaction check (api/src/rules), by the rule-book test that walks every action against every actor
// state on the real API, and by the page that tells members how points work.

/** The states an actor can be in, as the rule book distinguishes them. */
export const ACTOR_STATES = ['visitor', 'unverified', 'nonMember', 'member', 'suspended', 'staff', 'suspendedStaff'] as const;
export type ActorState = (typeof ACTOR_STATES)[number];

export const ACTOR_STATE_NAMES: Record<ActorState, string> = {
  visitor: 'visitor',
  unverified: 'unverified',
  nonMember: 'verified non-member',
  member: 'approved member',
  suspended: 'suspended member',
  staff: 'staff',
  suspendedStaff: 'suspended staff',
};

/**
 * What an action asks of who takes it; each level asks everything the ones before it ask.
 * - account: signed in, and not suspended (every action asks that much);
 * - verified: and the account's e-mail address is confirmed;
 * - member: and an approved member of the community the action is in;
 * - staff: and the admin role (staff act in a community's forum as its members do: member actions ask membership of them too).
 */
export const RULE_NEEDS = ['account', 'verified', 'member', 'staff'] as const;
export type RuleNeed = (typeof RULE_NEEDS)[number];

export interface Rule {
  needs: RuleNeed;
  /** What the action is, completing "Confirm your e-mail address to …" and "Join this community to … in it". */
  doing: string;
  /** The 401's message for a visitor (the route's own wording); "Unauthorized" when not given. */
  signIn?: string;
}

const FORUM = DISCUSSION_MESSAGES.signIn;

/**
 * Every action a member can take, and what it needs. A route that changes something for a member names its action
 * (api/src/rules: @Allowed(action)); a route naming an action missing here does not compile, and the route walk
 * (api/test/rule-book.e2e-spec.ts) fails on any member write route that names none.
 */
export const RULE_BOOK = {
  post: { needs: 'member', doing: 'post', signIn: FORUM },
  reply: { needs: 'member', doing: 'post', signIn: FORUM },
  edit: { needs: 'account', doing: 'change your posts', signIn: FORUM },
  like: { needs: 'member', doing: 'like posts', signIn: FORUM },
  report: { needs: 'member', doing: 'report posts', signIn: FORUM },
  follow: { needs: 'verified', doing: 'follow members' },
  mute: { needs: 'account', doing: 'mute' },
  bookmark: { needs: 'account', doing: 'bookmark discussions', signIn: FORUM },
  readThread: { needs: 'account', doing: 'keep your place in discussions', signIn: FORUM },
  draft: { needs: 'account', doing: 'keep drafts', signIn: FORUM },
  rsvp: { needs: 'verified', doing: 'RSVP to events' },
  joinChallenge: { needs: 'member', doing: 'join challenges' },
  submitEntry: { needs: 'member', doing: 'submit entries' },
  publishMentorProfile: { needs: 'member', doing: 'mentor' },
  requestMentoring: { needs: 'verified', doing: 'ask for mentoring' },
  answerMentoring: { needs: 'verified', doing: 'mentor' },
  review: { needs: 'verified', doing: 'review a mentorship' },
  message: { needs: 'verified', doing: 'write to your mentor or mentee' },
  directMessage: { needs: 'verified', doing: 'send messages' },
  block: { needs: 'account', doing: 'block members' },
  reportMessage: { needs: 'verified', doing: 'report messages' },
  submitSpotlight: { needs: 'member', doing: 'share a spotlight' },
  editProfile: { needs: 'account', doing: 'change your profile' },
  joinCommunity: { needs: 'account', doing: 'join communities' },
  uploadImage: { needs: 'verified', doing: 'add images to your posts', signIn: FORUM },
  changeAvatar: { needs: 'verified', doing: 'add a photo' },
  upload: { needs: 'staff', doing: 'upload images' },
  curateTags: { needs: 'staff', doing: 'curate tags' },
  announce: { needs: 'staff', doing: 'make announcements' },
  dismissAnnouncement: { needs: 'account', doing: 'dismiss announcements' },
  export: { needs: 'account', doing: 'download your data' },
  manageAccount: { needs: 'account', doing: 'manage your account' },
  deleteAccount: { needs: 'account', doing: 'delete your account' },
} as const satisfies Record<string, Rule>;

export type RuleAction = keyof typeof RULE_BOOK;
export const RULE_ACTIONS = Object.keys(RULE_BOOK) as RuleAction[];

export const RULE_MESSAGES = {
  notStaff: 'Staff only: this account is not an admin',
  pending: DISCUSSION_MESSAGES.pending,
  suspended: DISCUSSION_MESSAGES.suspended,
  unverified: (action: RuleAction) => `Confirm your e-mail address to ${RULE_BOOK[action].doing}: we sent you a link`,
  notMember: (action: RuleAction) => `Join this community to ${RULE_BOOK[action].doing} in it`,
} as const;

/** What the rule book knows of an actor, read from the database on every request (and again in the action's transaction). */
export interface ActorFacts {
  signedIn: boolean;
  verified: boolean;
  /** Set while suspended (a suspension that ended is null). */
  suspendedUntil: Date | string | null;
  admin: boolean;
  /** Their membership of the action's community (null: none); ignored by actions that are not in a community. */
  membership: 'pending' | 'approved' | 'rejected' | null;
}

export interface Refusal {
  status: 401 | 403;
  message: string;
}

/** "30 November 2026", or "further notice" for an indefinite suspension. */
export function suspendedUntilText(until: Date | string): string {
  const date = new Date(until);
  if (!Number.isFinite(date.getTime())) return 'further notice';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Why `facts` may not take `action` (the status and message the API answers), or null when they may. */
export function refusal(action: RuleAction, facts: ActorFacts): Refusal | null {
  const rule: Rule = RULE_BOOK[action];
  if (!facts.signedIn) return { status: 401, message: rule.signIn ?? 'Unauthorized' };
  if (facts.suspendedUntil !== null)
    return { status: 403, message: `${RULE_MESSAGES.suspended} until ${suspendedUntilText(facts.suspendedUntil)}` };
  if (rule.needs === 'account') return null;
  if (rule.needs === 'staff') return facts.admin ? null : { status: 403, message: RULE_MESSAGES.notStaff };
  if (rule.needs === 'member') {
    if (facts.membership === 'pending') return { status: 403, message: RULE_MESSAGES.pending };
    if (facts.membership !== 'approved') return { status: 403, message: RULE_MESSAGES.notMember(action) };
  }
  if (!facts.verified) return { status: 403, message: RULE_MESSAGES.unverified(action) };
  return null;
}

/**
 * The mailbox an address delivers to, as one person: lower case, without a "+tag", and for Gmail without
 * dots (Gmail ignores them). Likes, reports and mail limits count `ada+1@…` and `ada+2@…` as one. The database keeps
 * the same value in users.mailbox (migration RuleBook: the same rules in SQL).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const address = email.toLowerCase();
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0];
  let domain = address.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
