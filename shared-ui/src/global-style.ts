import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font.body};
    font-size: ${(p) => p.theme.fontSize.base};
    line-height: ${(p) => p.theme.lineHeight.normal};
    color: ${(p) => p.theme.color.text};
    background: ${(p) => p.theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.font.heading}; color: ${(p) => p.theme.color.ink}; line-height: ${(p) => p.theme.lineHeight.tight}; margin: 0; }
  p { margin: 0; }
  a { color: inherit; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  /* Visible focus for keyboard users everywhere; mouse clicks keep a clean look. */
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.focus}; outline-offset: 2px; border-radius: 4px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
