import type { Community } from '@cci/contracts';
import useSWR from 'swr';

/** GET /api/communities (spec §7): the same SWR key as every other reader, so one request serves the page. */
export const useCommunities = () => useSWR<Community[]>('/api/communities');
