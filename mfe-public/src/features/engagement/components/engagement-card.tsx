import styled from 'styled-components';

/** Icon + value rows (dates, prize, mentees…); each icon has a visually hidden term beside it. */
export const Facts = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  margin-top: auto;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  > div {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  dt {
    display: flex;
    color: ${(p) => p.theme.color.primary};
  }
  dt svg {
    width: 16px;
    height: 16px;
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;
