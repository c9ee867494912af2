import type { MembershipSummary } from '@cci/contracts';
import { useMyMemberships } from '@cci/shared-ui/api';

/**
 * The signed-in member's membership of this dashboard's community, if they have one. Only read once the session
 * is known to be a member's (the call needs it).
 */
export function useMembership(slug: string | undefined, signedIn: boolean): MembershipSummary | undefined {
  return useMyMemberships(signedIn).data?.find((m) => m.slug === slug);
}
