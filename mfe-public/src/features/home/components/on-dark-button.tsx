import { ButtonLink } from '@cci/shared-ui';
import styled from 'styled-components';

/** An outline button for dark, image or gradient backgrounds (the design system's outline is for light ones). */
export const OnDarkButtonLink = styled(ButtonLink)`
  background: rgba(255, 255, 255, 0.08);
  color: ${(p) => p.theme.color.onDark};
  border-color: rgba(255, 255, 255, 0.55);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.16);
    border-color: ${(p) => p.theme.color.onDark};
    color: ${(p) => p.theme.color.onDark};
  }
`;
