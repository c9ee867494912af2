import styled from 'styled-components';

/** The lists of the feed's right-hand column: an icon or avatar, then a few short lines. */
export const SideList = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    min-width: 0;
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
`;
export const Small = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.muted};
  svg {
    width: 12px;
    height: 12px;
    flex: none;
  }
`;
export const Tile = styled.span.attrs({ 'aria-hidden': true })<{ $tone: 'primary' | 'accent' }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$tone === 'primary' ? p.theme.color.primarySoft : p.theme.color.accentSoft)};
  color: ${(p) => (p.$tone === 'primary' ? p.theme.color.primary : p.theme.color.accent)};
  svg {
    width: 18px;
    height: 18px;
  }
`;
