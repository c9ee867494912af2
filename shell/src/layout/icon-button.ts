import styled from 'styled-components';

/** The 44 px square button of the mobile menu (open and close). */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.ink};
  cursor: pointer;
`;
