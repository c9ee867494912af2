import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForQuietNetwork } from './network';

/** The WCAG 2.0 / 2.1 A and AA rule sets the site is held to (issue #6, item 5). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the page's real content rather than a loading state: the route's heading is visible, the slice's
 * skeleton and the nav bar's session skeleton are gone, nothing is aria-busy, every request is answered (event
 * streams included: they stay open, connected) and every finite animation (fade-ins change colours, and so contrast) has finished.
 */
export async function waitForRealContent(page: Page, ready?: Locator) {
  await expect(ready ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The shell's fallback for a slice that failed to load also has an h1: that is not the page's content.
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  await expect(page.getByTestId('auth-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Quiet network: no request unanswered (a signed-in page's event streams stay open: never 'networkidle').
  await waitForQuietNetwork(page);
  await settle(page);
}

/** Every running finite animation / transition has finished (so axe sees the final colours and positions). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

export interface AxeScanOptions {
  /** Limit the scan to this selector (e.g. an open dialog); the whole document otherwise. */
  include?: string;
}

/**
 * Runs axe with the WCAG A/AA tags and fails on any violation of impact serious or critical, listing for each one
 * the rule id, impact, help URL and the targets. Violations of lower impact are returned (not failed on).
 */
export async function expectNoSeriousViolations(page: Page, label: string, options: AxeScanOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const targets = v.nodes
        .map((n) => `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n  help: ${v.helpUrl}\n  targets:\n${targets}`;
    })
    .join('\n');
  // Lower-impact findings do not fail the test; they are recorded on it (visible in the JSON / HTML reports).
  for (const v of violations.filter((x) => !blocking.includes(x))) {
    test
      .info()
      .annotations.push({ type: `axe ${v.impact ?? 'unknown'}`, description: `${label}: ${v.id} (${v.nodes.length}×) ${v.helpUrl}` });
  }
  expect(blocking, `axe: serious/critical WCAG A/AA violations on ${label} (${page.url()}):\n${report}`).toEqual([]);
  return violations;
}

/**
 * Every visible textbox, combobox and checkbox (inside `scope`, the page by default) has a non-empty accessible name.
 * Returns how many fields were checked.
 */
export async function expectEveryFieldNamed(page: Page, scope?: Locator): Promise<number> {
  const root = scope ?? page.locator('body');
  let checked = 0;
  for (const role of ['textbox', 'combobox', 'checkbox', 'spinbutton'] as const) {
    const fields = root.getByRole(role);
    const count = await fields.count();
    for (let i = 0; i < count; i += 1) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      await expect(field, `${role} #${i + 1} (${await describe(field)}) has an accessible name`).toHaveAccessibleName(/\S/);
      checked += 1;
    }
  }
  return checked;
}

async function describe(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const id = el.id ? `#${el.id}` : '';
    const name = el.getAttribute('name') ? `[name="${el.getAttribute('name')}"]` : '';
    return `${el.tagName.toLowerCase()}${id}${name}`;
  });
}

/** The focused element shows a visible focus indicator: it matches :focus-visible and its outline is not 'none'. */
export async function expectVisibleFocus(page: Page) {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'nothing focused' };
    const cs = getComputedStyle(el);
    const focusVisible = el.matches(':focus-visible');
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
    return {
      ok: focusVisible && outline,
      why: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: :focus-visible=${focusVisible}, outline=${cs.outlineStyle} ${cs.outlineWidth}, box-shadow=${cs.boxShadow}`,
    };
  });
  expect(state.ok, `a visible focus indicator (${state.why})`).toBe(true);
}
