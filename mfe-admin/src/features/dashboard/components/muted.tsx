import styled from 'styled-components';

/** A quiet value in a table cell ("None", "No"). */
export const Muted = styled.span`
  color: ${(p) => p.theme.color.subtle};
`;
