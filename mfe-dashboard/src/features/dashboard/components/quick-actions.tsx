import { Button, ButtonLink } from '@cci/shared-ui';
import { Bookmark, GraduationCap, MessageSquarePlus, Trophy, Zap } from 'lucide-react';
import styled from 'styled-components';
import { useShowTab } from '../tab-context';
import { Panel } from './panel';

const ActionList = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  > button,
  > a {
    justify-content: flex-start;
  }
`;

/**
 * Feed, left column (spec §2): Quick Actions, each opening the real feature: the thread composer, the
 * community's mentors page and the Challenges tab; then the member's bookmarked discussions.
 */
export function QuickActions({ slug, onStartDiscussion }: { slug: string; onStartDiscussion: () => void }) {
  const showTab = useShowTab();
  return (
    <Panel id="dashboard-quick-actions" title="Quick Actions" icon={<Zap aria-hidden="true" />} testId="quick-actions">
      <ActionList>
        <Button $variant="outline" $block onClick={onStartDiscussion} aria-haspopup="dialog">
          <MessageSquarePlus aria-hidden="true" /> Start a Discussion
        </Button>
        <ButtonLink $variant="outline" $block to={`/community/${slug}/mentors`}>
          <GraduationCap aria-hidden="true" /> Find a Mentor
        </ButtonLink>
        <Button $variant="outline" $block onClick={() => showTab('challenges')}>
          <Trophy aria-hidden="true" /> Join Challenge
        </Button>
        <ButtonLink $variant="ghost" $block to="/dashboard/bookmarks">
          <Bookmark aria-hidden="true" /> My Bookmarks
        </ButtonLink>
      </ActionList>
    </Panel>
  );
}
