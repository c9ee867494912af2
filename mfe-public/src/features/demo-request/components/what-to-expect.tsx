import { CalendarClock, MessagesSquare, PhoneCall, Users, Video, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { gridList, IconTile } from '../../../components/list-styles';
import { WHAT_TO_EXPECT, type DemoPointIcon } from '../../../content/demo';

const ICONS: Record<DemoPointIcon, LucideIcon> = {
  time: CalendarClock,
  video: Video,
  contact: PhoneCall,
  community: Users,
  questions: MessagesSquare,
};

const Box = styled.aside`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.color.primarySoft};
  border: 1px solid ${(p) => p.theme.color.primaryLine};
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  ul {
    ${gridList(5)}
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${(p) => p.theme.space(3)};
    align-items: start;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
    line-height: 1.55;
  }
`;
const Tile = styled(IconTile)`
  box-shadow: ${(p) => p.theme.shadow.sm};
`;

/** Spec §2/§9 Demo: 30 minutes, free, by video call, contact within 24 hours. */
export function WhatToExpect() {
  return (
    <Box aria-labelledby="what-to-expect-title" data-testid="what-to-expect">
      <h2 id="what-to-expect-title">{WHAT_TO_EXPECT.title}</h2>
      <ul>
        {WHAT_TO_EXPECT.points.map(({ icon, title, text }) => {
          const Icon = ICONS[icon];
          return (
            <li key={title}>
              <Tile $size={40} $ground="surface" $ink="primary">
                <Icon aria-hidden="true" />
              </Tile>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
