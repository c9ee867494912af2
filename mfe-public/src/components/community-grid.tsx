import { StateMessage } from '@cci/shared-ui';
import { CommunityCard, CommunityCardGrid as Grid, CommunityCardSkeleton } from '@cci/shared-ui/community-card';
import { useCommunities } from '@cci/shared-ui/api';
import { Users } from 'lucide-react';
import { LoadError } from './load-error';

export interface CommunityGridProps {
  /** Placeholders shown while /api/communities loads (the Home page shows 8, spec §9). */
  skeletonCount?: number;
  /** Show at most this many communities (all of them by default). */
  limit?: number;
  /** Accessible name of the grid, e.g. "Communities". */
  label?: string;
}

/**
 * The communities from the server as a grid of cards, with its own loading, error and empty states.
 * Used by the Home page and the AI Coach page; the set shown is whatever the server returns (spec §1).
 */
export function CommunityGrid({ skeletonCount = 8, limit, label = 'Communities' }: CommunityGridProps) {
  const { data, error, isLoading, mutate } = useCommunities();

  if (error) {
    return (
      <LoadError title="Communities could not be loaded" onRetry={() => mutate()}>
        {error.message}
      </LoadError>
    );
  }
  if (isLoading || !data) {
    return (
      <Grid aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <CommunityCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (data.length === 0) {
    return (
      <StateMessage role="status" icon={<Users size={32} aria-hidden="true" />}>
        Our first communities are opening soon. Check back shortly.
      </StateMessage>
    );
  }
  const shown = limit === undefined ? data : data.slice(0, limit);
  return (
    <Grid role="list" aria-label={label}>
      {shown.map((c) => (
        <div role="listitem" key={c.id}>
          <CommunityCard community={c} />
        </div>
      ))}
    </Grid>
  );
}
