import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';
import useSWR from 'swr';

// Spec §7: the four engagement reads. The shell's SWR config gives GET + JSON, no retries and no refetching.
export const useMemberSpotlights = () => useSWR<MemberSpotlight[], Error>('/api/member-spotlights');
export const useDiscussionCategories = () => useSWR<DiscussionCategory[], Error>('/api/discussion-categories');
export const useChallenges = () => useSWR<Challenge[], Error>('/api/challenges');
export const useMentorProfiles = () => useSWR<MentorProfile[], Error>('/api/mentor-profiles');

/**
 * Starts all four reads when the page opens, so a tab opened later rarely shows a skeleton. It reads no field of
 * the results, so SWR never re-renders its caller; each tab panel subscribes to its own read (same key, one request).
 */
export function useEngagementPrefetch(): void {
  useMemberSpotlights();
  useDiscussionCategories();
  useChallenges();
  useMentorProfiles();
}
