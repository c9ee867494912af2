import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:44125';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < 4; i++) {
  const page = await browser.newPage();
  const log = [];
  page.on('console', (m) => log.push(m.type() + ': ' + m.text().slice(0, 200)));
  await page.goto(base + '/community-engagement');
  const t0 = Date.now();
  const live = await page.evaluate(() => [document.documentElement.dataset.live, document.documentElement.dataset.hydrated]);
  await page.getByRole('tab', { name: 'Mentor Matching' }).click();
  const t1 = Date.now();
  const states = [];
  for (let k = 0; k < 10; k++) { states.push(await page.getByRole('tab', { name: 'Mentor Matching' }).getAttribute('aria-selected')); await page.waitForTimeout(200); }
  const after = await page.evaluate(() => [document.documentElement.dataset.live, document.documentElement.dataset.hydrated, document.activeElement?.textContent]);
  console.log(i, 'before click', live, 'click took', t1 - t0, states.join(','), after, log);
  await page.close();
}
await browser.close();
