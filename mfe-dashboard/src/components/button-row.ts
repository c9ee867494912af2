import { media } from '@cci/shared-ui';
import styled from 'styled-components';

/**
 * A row of buttons: on phones they share the width (each grows), from tablets up they keep their own width, at the
 * start of the row or ($end) at its end.
 */
export const ButtonRow = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  > * {
    flex: 1 1 auto;
  }
  ${media.md} {
    justify-content: ${(p) => (p.$end ? 'flex-end' : 'flex-start')};
    > * {
      flex: none;
    }
  }
`;
