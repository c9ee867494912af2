import { css } from 'styled-components';

/** A title that is a link (a thread in a list, a search hit, an item of the Engage hub): ink until hovered, a focus ring. */
export const headingLink = css`
  a {
    color: ${(p) => p.theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.color.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
