import styled from 'styled-components';

/** A list laid out as a wrapping row (chips, section links): no bullets, no indent. */
export const WrapList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
