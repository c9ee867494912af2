import type { MembershipSummary } from '@cci/contracts';
import useSWR from 'swr';

/**
 * The signed-in member's membership of this dashboard's community, if they have one. Only read once the session
 * is known to be a member's (the call needs it).
 */
export function useMembership(slug: string | undefined, signedIn: boolean): MembershipSummary | undefined {
  const { data } = useSWR<MembershipSummary[]>(signedIn ? '/api/me/memberships' : null);
  return data?.find((m) => m.slug === slug);
}
