import styled from 'styled-components';
import { ActivityFeed } from './activity-feed';
import { FeedComposer } from './feed-composer';
import { FollowedActivity } from './followed-activity';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

/**
 * Feed, middle column (spec §2): the post composer, what the people the member follows posted lately, then the
 * community's activity, or the spec's three example posts while there is none.
 */
export function FeedColumn({ slug, firstName, onStartDiscussion }: { slug: string; firstName: string; onStartDiscussion: () => void }) {
  return (
    <Column data-testid="feed-middle">
      <FeedComposer slug={slug} firstName={firstName} onStartDiscussion={onStartDiscussion} />
      <FollowedActivity slug={slug} />
      <section aria-labelledby="dashboard-feed-title" data-testid="feed-posts">
        <h2 id="dashboard-feed-title" className="visually-hidden">
          Community feed
        </h2>
        <ActivityFeed slug={slug} />
      </section>
    </Column>
  );
}
