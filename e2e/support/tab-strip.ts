import { expect, type Locator, type Page } from '@playwright/test';

/**
 * One tab-strip pattern on every tabbed page (shared-ui's tabs). At the current viewport, every tab of
 * `list` is laid out whole inside the viewport and the strip (no label cut off, nothing hidden behind a sideways
 * scroll), the page does not scroll sideways, and a tab reached from the keyboard shows its focus ring unclipped.
 */
export async function expectWholeTabStrip(page: Page, list: Locator) {
  await expect(list).toBeVisible();
  const report = await list.evaluate((el) => {
    const viewport = document.documentElement.clientWidth;
    const strip = el.getBoundingClientRect();
    const tabs = [...el.querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => {
      const r = t.getBoundingClientRect();
      return {
        label: t.textContent?.trim() ?? '',
        inside: r.left >= Math.max(0, strip.left) - 0.5 && r.right <= Math.min(viewport, strip.right) + 0.5,
        clipped: t.scrollWidth > t.clientWidth + 1,
      };
    });
    return {
      tabs,
      stripFits: strip.left >= -0.5 && strip.right <= viewport + 0.5 && el.scrollWidth <= el.clientWidth + 1,
      overflowX: getComputedStyle(el).overflowX,
      pageScroll: document.documentElement.scrollWidth - viewport,
    };
  });
  expect(report.tabs.length, 'tabs in the strip').toBeGreaterThan(1);
  for (const t of report.tabs) {
    expect(t.inside, `tab "${t.label}" lies wholly inside the strip and the viewport`).toBe(true);
    expect(t.clipped, `tab "${t.label}" shows its whole label`).toBe(false);
  }
  expect(report.stripFits, 'the strip fits the viewport and does not scroll sideways').toBe(true);
  expect(report.overflowX, 'the strip does not clip (a focus ring stays visible)').toBe('visible');
  expect(report.pageScroll, 'no horizontal page overflow').toBeLessThanOrEqual(0);

  // keyboard focus: arrow keys move focus between tabs (roving tabindex); the focused tab shows the focus ring
  const first = list.getByRole('tab').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const focused = list.locator('[role="tab"]:focus-visible');
  await expect(focused).toHaveCount(1);
  // Polled: the ring's style can land a frame after :focus-visible starts to match.
  const ringOf = () =>
    focused.evaluate((t) => {
      const s = getComputedStyle(t);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
  await expect.poll(async () => (await ringOf()).style, { message: 'focus ring' }).not.toBe('none');
  expect((await ringOf()).width, 'focus ring width').toBeGreaterThanOrEqual(2);
}
