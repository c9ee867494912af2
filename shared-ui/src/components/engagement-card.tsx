// The frame and badge rows every engagement card shares (spotlights, challenges, categories, mentors).
import { Card, media } from '@cci/shared-ui';
import styled from 'styled-components';

/** The frame every engagement card shares (render it `as="article"`): a column whose last row sits at the bottom. */
export const EngagementCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  height: 100%;
  padding: ${(p) => p.theme.space(5)};
  ${media.sm} {
    padding: ${(p) => p.theme.space(6)};
  }
  transition:
    box-shadow 180ms ease,
    border-color 180ms ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadow.md};
    border-color: ${(p) => p.theme.color.borderStrong};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: ${(p) => p.theme.lineHeight.snug};
    overflow-wrap: anywhere;
  }
  h4 {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${(p) => p.theme.color.subtle};
  }
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/** A list of badges (AI tools, expertise) that reads as a list to screen readers. */
export const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: ${(p) => p.theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

export const BodyText = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.65;
  overflow-wrap: anywhere;
`;
