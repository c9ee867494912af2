/** @jest-environment jsdom */
import { avatarHue } from '@cci/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Avatar, AVATAR_LIGHTNESS, AVATAR_SATURATION, avatarBackground } from './avatar';

const PHOTO = `/uploads/${'a'.repeat(64)}.48-96-256/256.webp`;
const show = (element: ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

/** sRGB channels (0-1) of an hsl colour (CSS Color 4's conversion). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
/** WCAG contrast of white text on the colour. */
const whiteOn = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

describe('avatar colours', () => {
  it('white initials reach 4.5:1 on every hue the avatar can take', () => {
    const worst = Math.min(
      ...Array.from({ length: 360 }, (_, hue) => whiteOn(hslToRgb(hue, AVATAR_SATURATION / 100, AVATAR_LIGHTNESS / 100))),
    );
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('the check can fail: a light yellow does not pass', () => {
    expect(whiteOn(hslToRgb(60, 0.6, 0.45))).toBeLessThan(4.5);
  });

  it("the colour is contracts' hue of the id, the same every time", () => {
    expect(avatarBackground(7)).toBe(`hsl(${avatarHue(7)} 60% 28%)`);
    expect(avatarBackground(7)).toBe(avatarBackground(7));
    expect(avatarBackground(7)).not.toBe(avatarBackground(8));
  });

  it('a photo: the srcset of its sizes, the size it shows at, width and height, empty alt; lazy when asked', () => {
    const { container } = show(<Avatar member={{ id: 3, initials: 'AL', avatar: PHOTO }} size={40} lazy />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(PHOTO);
    const dir = PHOTO.replace('/256.webp', '');
    expect(img.getAttribute('srcset')).toBe(`${dir}/48.webp 48w, ${dir}/96.webp 96w, ${dir}/256.webp 256w`);
    expect(img.getAttribute('sizes')).toBe('40px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '40']);
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('AL')).toBeNull();
    expect(screen.getByTestId('member-avatar').getAttribute('aria-hidden')).toBe('true');
  });

  it('no photo: the initials on their colour; not lazy unless asked; a deleted member is a neutral "?"', () => {
    show(<Avatar member={{ id: 3, initials: 'AL', avatar: null }} size={56} />);
    const circle = screen.getByTestId('member-avatar');
    expect(circle.textContent).toBe('AL');
    expect(circle.querySelector('img')).toBeNull();
    expect(circle.style.background).not.toBe('');
    expect(show(<Avatar member={{ id: 4, initials: 'BO' }} />).getByText('BO').style.background).not.toBe(circle.style.background);
    const { container } = show(<Avatar member={null} />);
    expect(container.textContent).toBe('?');
    expect(container.querySelector('[data-testid="member-avatar"]')!.getAttribute('style')).toBeNull();
  });

  it('a photo shown eagerly (above the fold) has no loading attribute', () => {
    const { container } = show(<Avatar member={{ id: 3, initials: 'AL', avatar: PHOTO }} size={88} />);
    expect(container.querySelector('img')!.hasAttribute('loading')).toBe(false);
    expect(container.querySelector('img')!.getAttribute('sizes')).toBe('88px');
  });
});
