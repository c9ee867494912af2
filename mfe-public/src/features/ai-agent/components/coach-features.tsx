import { media } from '@cci/shared-ui';
import { AudioLines, Clock3, LineChart, MessageSquareQuote, Network, ShieldCheck, Target, Users, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { gridList, IconTile } from '../../../components/list-styles';
import { COACH_FEATURES, type CoachFeatureIcon } from '../../../content/ai-agent';

const ICONS: Record<CoachFeatureIcon, LucideIcon> = {
  personal: Target,
  feedback: MessageSquareQuote,
  voice: AudioLines,
  anytime: Clock3,
  progress: LineChart,
  privacy: ShieldCheck,
  community: Users,
  connected: Network,
};

const List = styled.ul`
  ${gridList(5)}
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
    line-height: 1.55;
  }
`;

/** Spec §2 AI Coach: the feature list. */
export function CoachFeatures() {
  return (
    <List>
      {COACH_FEATURES.map(({ icon, title, text }) => {
        const Icon = ICONS[icon];
        return (
          <Item key={title}>
            <IconTile $ground="accentSoft" $ink="accent">
              <Icon aria-hidden="true" />
            </IconTile>
            <h3>{title}</h3>
            <p>{text}</p>
          </Item>
        );
      })}
    </List>
  );
}
