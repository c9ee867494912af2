import type { Community } from '@cci/contracts';
import useSWR from 'swr';

/** The community of the dashboard; runs only when a slug exists (spec §7). */
export const useDashboardCommunity = (slug: string | undefined) =>
  useSWR<Community>(slug ? `/api/communities/${encodeURIComponent(slug)}` : null);
