import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** A grey placeholder block with a soft shimmer; size it with width/height props. Hidden from screen readers. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $w?: string; $h?: string; $radius?: string }>`
  display: block;
  width: ${(p) => p.$w ?? '100%'};
  height: ${(p) => p.$h ?? '1rem'};
  border-radius: ${(p) => p.$radius ?? p.theme.radius.sm};
  background: linear-gradient(
      90deg,
      ${(p) => p.theme.color.border} 0px,
      ${(p) => p.theme.color.backgroundAlt} 120px,
      ${(p) => p.theme.color.border} 240px
    )
    ${(p) => p.theme.color.border};
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;
