import { useSession } from '@cci/shared-ui';
import { useMyMemberships } from '@cci/shared-ui/api';

export type PostingStatus = 'loading' | 'visitor' | 'member' | 'not-member' | 'pending' | 'declined';

/** Whether the reader may start a thread in this community, or what stands in the way (the API has the last word). */
export function usePostingStatus(slug: string): PostingStatus {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { data: memberships, error } = useMyMemberships(signedIn);
  if (status === 'loading') return 'loading';
  if (!signedIn) return 'visitor';
  if (error) return 'member'; // unknown: let the composer try, and show the API's answer
  if (!memberships) return 'loading';
  const membership = memberships.find((m) => m.slug === slug);
  if (!membership) return 'not-member';
  return membership.status === 'approved' ? 'member' : membership.status === 'pending' ? 'pending' : 'declined';
}
