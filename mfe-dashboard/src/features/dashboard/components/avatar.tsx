import styled from 'styled-components';

/**
 * A round avatar showing initials. Decorative (the name is always written next to it), so hidden from
 * screen readers. Without $color it uses the soft primary tint; with $color the letters are white.
 */
export const InitialsAvatar = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number; $color?: string }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${(p) => p.$size ?? 40}px;
  height: ${(p) => p.$size ?? 40}px;
  border-radius: 50%;
  background: ${(p) => p.$color ?? p.theme.color.primarySoft};
  color: ${(p) => (p.$color ? p.theme.color.onDark : p.theme.color.primaryHover)};
  font-size: ${(p) => ((p.$size ?? 40) >= 56 ? p.theme.fontSize.xl : p.theme.fontSize.sm)};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;
