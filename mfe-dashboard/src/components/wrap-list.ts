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

/** A list of cards in as many columns of at least `$min` as fit (one column at 390 px). */
export const CardGridList = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$min}, 100%), 1fr));
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
