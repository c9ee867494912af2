import type { Theme } from '@cci/shared-ui';
import styled, { css } from 'styled-components';

/** A list without bullets or indent, laid out as a grid with `gap` theme steps between its items. */
export const gridList = (gap: number) => css`
  display: grid;
  gap: ${(p) => p.theme.space(gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A theme colour or the brand gradient. */
type Paint = keyof Theme['color'] | 'brand';
const paint = (theme: Theme, value: Paint) => (value === 'brand' ? theme.gradient.brand : theme.color[value]);

/** The rounded square an item's icon sits in; the icon is half its size. */
export const IconTile = styled.span<{ $ground: Paint; $ink: Paint; $size?: number }>`
  display: grid;
  place-items: center;
  width: ${(p) => p.$size ?? 44}px;
  height: ${(p) => p.$size ?? 44}px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => paint(p.theme, p.$ground)};
  color: ${(p) => paint(p.theme, p.$ink)};
  svg {
    width: ${(p) => (p.$size ?? 44) / 2}px;
    height: ${(p) => (p.$size ?? 44) / 2}px;
  }
`;

/** Nested `ul` of points, each `li` led by a green icon of iconSize px that keeps its size. */
export const checkList = (iconSize: number) => css`
  ul {
    ${gridList(3)}
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
  }
  li svg {
    flex: none;
    width: ${iconSize}px;
    height: ${iconSize}px;
    color: ${(p) => p.theme.color.success};
  }
`;
