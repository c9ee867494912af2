import { avatarHue } from '@cci/contracts';
import { AVATAR_LIGHTNESS, AVATAR_SATURATION, avatarBackground } from './avatar-colour';

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
});
