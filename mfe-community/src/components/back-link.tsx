import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';

/** "← Entrepreneurs": the way back up from a forum page. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  width: fit-content;
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
