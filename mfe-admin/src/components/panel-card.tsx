import { Card, media } from '@cci/shared-ui';
import styled from 'styled-components';

/** A card that is a section of the page, named by its h2 (icon + title), with a short text and an optional link. */
export const PanelCard = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  ${media.md} {
    padding: ${(p) => p.theme.space(6)};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  h2 svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${(p) => p.theme.color.primary};
  }
  > p {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  > a {
    justify-self: start;
  }
`;
