import { useTrends } from '@cci/shared-ui/api';
import { trendingThisWeek } from '../ai-evolution';

/** GET /api/trends: the public page shows the first 6 (spec §7, §9). */
export function useTrendingThisWeek() {
  const { data, error, isLoading, mutate } = useTrends();
  return { trends: trendingThisWeek(data), loaded: data !== undefined, error, isLoading, retry: () => mutate() };
}
