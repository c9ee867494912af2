import type { ChallengeSummary } from './challenges';
import type { ThreadSummary } from './discussions';
import type { EventSummary } from './events';
import type { SuggestedMentor } from './mentoring';

/** How many of each the Engage hub shows (GET /api/engage): a short list, each with a "see all" to its real page. */
export const ENGAGE_LIMITS = { discussions: 5, events: 4, challenges: 4, mentors: 3 } as const;

/** The site's Engage page: the menu's "Engage" (issue 29 §10; the spec's preview stays at /community-engagement). */
export const ENGAGE_PATH = '/engage';

/**
 * GET /api/engage. For a signed-in member, across their communities (approved memberships): recently active threads,
 * the next events (theirs and every community's), running challenges with their participation, and mentors of those
 * communities ranked for them. For a visitor, the public parts across every community, and no mentors (null).
 */
export interface EngageHub {
  /** The member's communities, primary first; null for a visitor. */
  communities: { slug: string; name: string }[] | null;
  /** Latest activity first. */
  discussions: ThreadSummary[];
  /** Not started yet, soonest first, with the member's RSVP. */
  events: EventSummary[];
  /** Running now, the one ending soonest first. */
  challenges: ChallengeSummary[];
  /** Best match first (the mentoring module's ranking, with its reason); null for a visitor. */
  mentors: SuggestedMentor[] | null;
}
