import styled from 'styled-components';
import { CommunityStatsPanel } from './community-stats';
import { ProfileCardPanel } from './profile-card';
import { QuickActions } from './quick-actions';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

/** Feed, left column (spec §2): the profile card with progress, Quick Actions, Community Stats. */
export function ProfileColumn({ slug, firstName, onStartDiscussion }: { slug: string; firstName: string; onStartDiscussion: () => void }) {
  return (
    <Column data-testid="feed-left">
      <ProfileCardPanel slug={slug} firstName={firstName} />
      <QuickActions slug={slug} onStartDiscussion={onStartDiscussion} />
      <CommunityStatsPanel slug={slug} />
    </Column>
  );
}
