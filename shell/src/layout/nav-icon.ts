import { media } from '@cci/shared-ui';
import styled, { css } from 'styled-components';

/**
 * The nav's square icon controls (search, the notifications bell): 44 px on phones like the menu button, 40 px and
 * borderless in the desktop bar, where the links and the member's buttons need the room.
 */
export const navIconStyles = css`
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
  transition: background 150ms ease;
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

export const NavIconButton = styled.button.attrs({ type: 'button' })`
  ${navIconStyles}
`;
