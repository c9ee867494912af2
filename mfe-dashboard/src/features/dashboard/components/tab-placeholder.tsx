import { Button, StateMessage } from '@cci/shared-ui';
import { GraduationCap, MessagesSquare, Star, Trophy, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import type { PlaceholderTab, TabPlaceholder } from '../../../content/tab-placeholders';

const ICONS: Record<PlaceholderTab, LucideIcon> = {
  discussions: MessagesSquare,
  challenges: Trophy,
  mentoring: GraduationCap,
  spotlights: Star,
};

const Wrap = styled.div`
  p {
    max-width: 56ch;
  }
`;
const IconCircle = styled.span.attrs({ 'aria-hidden': true })`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primary};
  svg {
    width: 30px;
    height: 30px;
  }
`;

/**
 * Discussions, Challenges, Mentoring and Spotlights (spec §2): a centred placeholder. the Discussions
 * one is the empty state of the community's threads, and its "Start a Discussion" opens the composer (`onAction`);
 * the others' buttons are not wired yet.
 */
export function TabPlaceholderPanel({
  tab,
  communityName,
  onAction,
}: {
  tab: TabPlaceholder;
  communityName: string;
  onAction?: () => void;
}) {
  const Icon = ICONS[tab.value];
  return (
    <Wrap data-testid={`placeholder-${tab.value}`}>
      <StateMessage
        icon={
          <IconCircle>
            <Icon />
          </IconCircle>
        }
        title={tab.title}
        actions={
          <Button onClick={onAction} aria-haspopup={onAction ? 'dialog' : undefined}>
            {tab.action}
          </Button>
        }
      >
        {tab.sentence(communityName.toLowerCase())}
      </StateMessage>
    </Wrap>
  );
}
