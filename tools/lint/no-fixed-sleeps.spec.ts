import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFixedSleeps, isTestFile } from './no-fixed-sleeps.cjs';

const SCRIPT = join(__dirname, 'no-fixed-sleeps.cjs');
const lines = (source: string) => findFixedSleeps(source).map((f: { line: number; ms?: number }) => [f.line, f.ms]);

describe('tools/lint/no-fixed-sleeps.cjs', () => {
  it('catches each kind of fixed sleep over 100 ms, with its line', () => {
    const source = [
      "import { setTimeout as sleep } from 'node:timers/promises';",
      'const WAIT_MS = 2 * 250;',
      'await page.waitForTimeout(1000);',
      'await new Promise((resolve) => setTimeout(resolve, 300));',
      'await new Promise<void>((r) => setTimeout(() => r(), WAIT_MS));',
      'await sleep(1_500);',
      'await delay(200);',
      'await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));',
      'await page.waitForTimeout(someDuration);',
    ].join('\n');
    expect(lines(source)).toEqual([
      [3, 1000],
      [4, 300],
      [5, 500],
      [6, 1500],
      [7, 200],
      [8, 300],
      [9, undefined],
    ]);
  });

  it('ignores a polling loop with short steps, deadlines raced against a condition, and test timeouts', () => {
    const source = [
      'const POLL_MS = 50;',
      'for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, POLL_MS));',
      'while (!(await ready())) await sleep(100);',
      'await page.waitForTimeout(100);',
      'await Promise.race([exited, new Promise((r) => setTimeout(() => r(false), 20_000))]);',
      'await Promise.race([Promise.race(registrations), sleep(10_000, undefined, { ref: false })]);',
      // a deadline inside a promise that a condition settles first
      'await new Promise((resolve) => { const timer = setTimeout(() => resolve(false), 5_000); child.once("exit", () => { clearTimeout(timer); resolve(true); }); });',
      'jest.setTimeout(60_000);',
      'test.setTimeout(120_000);',
      'const kill = setTimeout(() => child.kill("SIGKILL"), 60_000);',
      'const sleepFor = (ms: number) => new Promise((r) => setTimeout(r, ms));',
    ].join('\n');
    expect(lines(source)).toEqual([]);
  });

  it("ignores Jest's fake timers, which do not wait", () => {
    const source = [
      'beforeEach(() => jest.useFakeTimers());',
      "const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 3000));",
      'await jest.advanceTimersByTimeAsync(3000);',
    ].join('\n');
    expect(lines(source)).toEqual([]);
  });

  it('covers e2e/, api/test/ and every spec file, not the shipped code', () => {
    expect(['e2e/support/axe.ts', 'api/test/support.ts', 'shell/src/app.spec.tsx', 'tools/lint/x.spec.ts'].every(isTestFile)).toBe(true);
    expect(['api/src/main.ts', 'shared-ui/src/api/client.ts', 'api/test/types.d.ts'].some(isTestFile)).toBe(false);
  });

  it('as a command: lists file:line of each sleep in the test files of a tree and fails; passes on a tree without', () => {
    const root = mkdtempSync(join(tmpdir(), 'no-fixed-sleeps-'));
    try {
      mkdirSync(join(root, 'e2e'));
      mkdirSync(join(root, 'api', 'src'), { recursive: true });
      writeFileSync(join(root, 'e2e', 'a.spec.ts'), "test('x', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n");
      writeFileSync(join(root, 'api', 'src', 'retry.ts'), 'export const pause = () => new Promise((r) => setTimeout(r, 1000));\n');
      const run = () => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
      const failed = run();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^e2e\/a\.spec\.ts:2 {2}500 ms {2}page\.waitForTimeout\(500\)$/m);
      expect(failed.stderr).not.toContain('retry.ts'); // shipped code is not a test
      writeFileSync(
        join(root, 'e2e', 'a.spec.ts'),
        "test('x', async ({ page }) => {\n  await expect(page.getByText('Saved')).toBeVisible();\n});\n",
      );
      expect(run()).toMatchObject({ status: 0, stderr: '' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
