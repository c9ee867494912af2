import { media } from '@cci/shared-ui';
import styled, { css } from 'styled-components';

/**
 * The nav's square icon controls: the menu button (and the drawer's close), Search and the notifications bell. 44 px
 * and outlined on phones; in the desktop bar (where only Search and the bell show) 40 px and borderless, since the
 * links and the member's buttons need the room. One set of rules for all: every byte here is on each first visit.
 */
export const iconButtonStyles = css`
  position: relative;
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.ink};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  svg {
    width: 20px;
    height: 20px;
  }
  ${media.nav} {
    width: 40px;
    height: 40px;
    border-color: transparent;
    background: transparent;
  }
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconButtonStyles}
`;
