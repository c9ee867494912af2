import type { Community } from '@cci/contracts';
import useSWR from 'swr';

export const useCoachCommunities = () => useSWR<Community[]>('/api/communities');
