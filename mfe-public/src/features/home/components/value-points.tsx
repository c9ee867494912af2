import { Container, Section, media } from '@cci/shared-ui';
import { Compass, Lightbulb, Users, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { VALUE_POINTS, VALUE_SECTION, type ValuePointIcon } from '../../../content/home';
import { SectionHeading } from './section-heading';

const ICONS: Record<ValuePointIcon, LucideIcon> = { tribe: Users, knowledge: Lightbulb, future: Compass };

const Band = styled(Section)`
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
const Grid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Point = styled.li`
  display: grid;
  align-content: start;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(7)} ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.background};
  border: 1px solid ${(p) => p.theme.color.border};
  h3 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;
const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
  svg {
    width: 24px;
    height: 24px;
  }
`;

/** Spec §2 Home: the value section's three points. */
export function ValuePoints() {
  return (
    <Band aria-labelledby="value-title">
      <Container>
        <SectionHeading id="value-title" eyebrow="Why join" title={VALUE_SECTION.title} lead={VALUE_SECTION.lead} />
        <Grid>
          {VALUE_POINTS.map(({ title, text, icon }) => {
            const Icon = ICONS[icon];
            return (
              <Point key={title} data-testid="value-point">
                <IconTile>
                  <Icon aria-hidden="true" />
                </IconTile>
                <h3>{title}</h3>
                <p>{text}</p>
              </Point>
            );
          })}
        </Grid>
      </Container>
    </Band>
  );
}
