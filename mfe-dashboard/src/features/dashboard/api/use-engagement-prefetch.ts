import useSWR from 'swr';

// Spec §7: the dashboard requests these four reads; their results are unused and their errors (404 today) ignored.
const IGNORE_ERRORS = { shouldRetryOnError: false } as const;

/** Requests member spotlights, discussion categories, challenges and mentor profiles; returns nothing. */
export function useEngagementPrefetch(): void {
  useSWR<unknown>('/api/member-spotlights', IGNORE_ERRORS);
  useSWR<unknown>('/api/discussion-categories', IGNORE_ERRORS);
  useSWR<unknown>('/api/challenges', IGNORE_ERRORS);
  useSWR<unknown>('/api/mentor-profiles', IGNORE_ERRORS);
}
