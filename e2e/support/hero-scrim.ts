import { expect, type Locator } from '@playwright/test';

/**
 * White hero text over a picture needs a dark layer between the two (axe cannot measure contrast over
 * an image). The hero's ::after layer covers the whole hero, sits under the text, and every colour stop of its
 * background is at least `minAlpha` opaque, so no part of the text lies on a lightly covered picture.
 */
export async function expectHeroScrim(hero: Locator, text: Locator, minAlpha = 0.7) {
  const scrim = await hero.evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    const box = el.getBoundingClientRect();
    return {
      content: s.content,
      position: s.position,
      width: parseFloat(s.width),
      height: parseFloat(s.height),
      image: s.backgroundImage,
      color: s.backgroundColor,
      heroW: box.width,
      heroH: box.height,
    };
  });
  expect(scrim.content, 'the hero has an overlay layer').not.toBe('none');
  expect(scrim.position).toBe('absolute');
  expect(scrim.width).toBeGreaterThanOrEqual(scrim.heroW - 1);
  expect(scrim.height).toBeGreaterThanOrEqual(scrim.heroH - 1);
  // a gradient's colour stops, or the plain background colour when there is no gradient
  const paint = scrim.image !== 'none' ? scrim.image : scrim.color;
  const alphas = [...paint.matchAll(/rgba?\(([^)]*)\)/g)]
    .map((m) => m[1].split(/[\s,/]+/).filter(Boolean))
    .map((parts) => (parts.length > 3 ? Number(parts[3]) : 1));
  expect(alphas.length, `overlay colour stops in ${paint}`).toBeGreaterThan(0);
  expect(Math.min(...alphas), `weakest overlay stop in ${paint}`).toBeGreaterThanOrEqual(minAlpha);
  // the text is painted above the overlay: a positioned layer with a z-index over the ::after
  const z = await text.evaluate((el) => {
    for (let n: Element | null = el; n; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.position !== 'static' && s.zIndex !== 'auto') return Number(s.zIndex);
    }
    return null;
  });
  expect(z, 'the text sits in a layer above the overlay').not.toBeNull();
  expect(z!).toBeGreaterThanOrEqual(1);
}
