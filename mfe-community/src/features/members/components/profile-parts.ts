import { Card } from '@cci/shared-ui';
import styled from 'styled-components';

/** A titled section of a profile (About, Expertise, Posts...). */
export const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
`;

/** A quiet sentence: what a section shows while it is empty. */
export const Muted = styled.p`
  color: ${(p) => p.theme.color.muted};
`;
