import { Button, ButtonLink, StateMessage } from '@cci/shared-ui';
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
 * Discussions, Challenges, Mentoring and Spotlights (spec §2): a centred placeholder, each tab's empty state. Its one
 * button leads where its label says: a dialog (`onAction`: "Start a Discussion" opens the composer) or a page (`to`:
 * "View Challenges" the open challenges, "View Spotlights" the members' stories).
 */
export function TabPlaceholderPanel({
  tab,
  communityName,
  onAction,
  to,
}: {
  tab: TabPlaceholder;
  communityName: string;
  onAction?: () => void;
  to?: string;
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
          to ? (
            <ButtonLink to={to}>{tab.action}</ButtonLink>
          ) : (
            <Button onClick={onAction} aria-haspopup={onAction ? 'dialog' : undefined}>
              {tab.action}
            </Button>
          )
        }
      >
        {tab.sentence(communityName.toLowerCase())}
      </StateMessage>
    </Wrap>
  );
}
