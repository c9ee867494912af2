import { Card, media } from '@cci/shared-ui';
import styled from 'styled-components';

/** The card of the Feed's middle column (composer, activity, example posts): roomier from tablets up. */
export const FeedCard = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  ${media.md} {
    padding: ${(p) => p.theme.space(5)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    line-height: ${(p) => p.theme.lineHeight.snug};
    overflow-wrap: anywhere;
  }
`;

/** The small square showing what kind of post a card is (decorative; hidden on the narrowest screens). */
export const KindIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: none;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.backgroundAlt};
  color: ${(p) => p.theme.color.subtle};
  svg {
    width: 16px;
    height: 16px;
  }
  ${media.sm} {
    display: grid;
  }
`;

/** A card's like and comment (reply) counts, each an icon and a figure. */
export const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

/** A card's description or excerpt. */
export const Description = styled.p`
  color: ${(p) => p.theme.color.muted};
  line-height: ${(p) => p.theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;
