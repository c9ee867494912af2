import type { StreamEvent } from '@cci/contracts';
import { useFollowedActivity } from '@cci/shared-ui/api';
import { useLiveEvents } from '@cci/shared-ui/live';
import { Users } from 'lucide-react';
import styled from 'styled-components';
import { ActivityCard } from './activity-card';

/** A tinted panel: the people the member follows stand apart from the community's activity below. */
const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)};
  background: ${(p) => p.theme.color.primarySoft};
  border: 1px solid ${(p) => p.theme.color.primaryLine};
  border-radius: ${(p) => p.theme.radius.lg};
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  svg {
    color: ${(p) => p.theme.color.primary};
  }
`;

/**
 * The Feed's first section: what the members the reader follows posted in this community in the last week (at most
 * three lines, newest first). Nothing shows while they follow no one, or the people they follow were quiet: the
 * community's activity below is the Feed then. It follows the community's new threads live.
 */
export function FollowedActivity({ slug }: { slug: string }) {
  const { data, mutate } = useFollowedActivity(slug);
  // A new thread in the community may be one of theirs: read again, as the activity below does.
  useLiveEvents(
    (event: StreamEvent) => {
      if (event.type === 'community' && event.community === slug) void mutate();
    },
    { community: slug },
  );
  if (!data?.length) return null;
  return (
    <Section aria-labelledby="followed-activity-title" data-testid="followed-activity">
      <h2 id="followed-activity-title">
        <Users size={18} aria-hidden="true" /> From people you follow
      </h2>
      {data.map((item) => (
        <ActivityCard key={item.id} item={item} community={slug} />
      ))}
    </Section>
  );
}
