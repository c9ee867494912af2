import { dark, light, paletteCss } from './palette.cjs';
import { theme } from './theme';

const colourNames = Object.keys(theme.color) as (keyof typeof theme.color)[];

describe('the two palettes behind the theme (issue 30 §6)', () => {
  it('each theme colour is a custom property with a light and a dark value, and nothing else is', () => {
    expect(Object.keys(light).sort()).toEqual([...colourNames].sort());
    expect(Object.keys(dark).sort()).toEqual([...colourNames].sort());
    expect(theme.color.primary).toBe('var(--c-primary)');
    expect(theme.shadow.md).toBe('var(--shadow-md)');
    for (const name of colourNames) expect(theme.color[name]).toBe(`var(--c-${name})`);
  });

  it('writes light on :root, dark for a dark system unless light was chosen, and dark when chosen', () => {
    const css = paletteCss();
    expect(css.startsWith(`:root{--c-primary:${light.primary};`)).toBe(true);
    expect(css).toContain(`@media (prefers-color-scheme: dark){:root:not([data-theme=light]){--c-primary:${dark.primary};`);
    expect(css).toContain(`:root[data-theme=dark]{--c-primary:${dark.primary};`);
    expect(css).toContain('--g-hero:');
  });
});
