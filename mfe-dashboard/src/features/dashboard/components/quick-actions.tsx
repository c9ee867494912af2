import { Button } from '@cci/shared-ui';
import { GraduationCap, MessageSquarePlus, Trophy, Zap } from 'lucide-react';
import styled from 'styled-components';
import { Panel } from './panel';

const ActionList = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  > button {
    justify-content: flex-start;
  }
`;

/** Feed, left column (spec §2): Quick Actions. "Start a Discussion" opens the thread composer (issue 14). */
export function QuickActions({ slug, onStartDiscussion }: { slug: string; onStartDiscussion: () => void }) {
  void slug;
  return (
    <Panel id="dashboard-quick-actions" title="Quick Actions" icon={<Zap aria-hidden="true" />} testId="quick-actions">
      <ActionList>
        <Button $variant="outline" $block onClick={onStartDiscussion} aria-haspopup="dialog">
          <MessageSquarePlus aria-hidden="true" /> Start a Discussion
        </Button>
        <Button $variant="outline" $block>
          <GraduationCap aria-hidden="true" /> Find a Mentor
        </Button>
        <Button $variant="outline" $block>
          <Trophy aria-hidden="true" /> Join Challenge
        </Button>
      </ActionList>
    </Panel>
  );
}
