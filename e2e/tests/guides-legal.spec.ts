import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { toasts } from '../support/toast';
import { waitForApp } from '../support/navigation';

const main = (page: Page) => page.getByRole('main');

test.describe('Prompt engineering guide (/prompt-engineering)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('principles, exactly 6 templates with copy buttons, techniques, and the links', async ({ page }) => {
    await page.goto('/prompt-engineering');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Engineering' })).toBeVisible();
    await expect(page).toHaveTitle(/Prompt Engineering/);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'Core principles',
      'Prompt templates',
      'Advanced techniques',
      /Creatives community/,
      'Keep learning',
    ]);

    await expect(page.getByRole('region', { name: 'Core principles' }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByTestId('prompt-template')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Copy template' })).toHaveCount(6);
    const techniques = page.getByRole('region', { name: 'Advanced techniques' });
    for (const t of ['Few-shot prompting', 'Chain of thought', 'Role prompting', 'Constraints', 'Iteration']) {
      await expect(techniques.getByRole('heading', { level: 3, name: t })).toBeVisible();
    }

    await expect(main(page).getByRole('link', { name: 'Back to AI Evolution' })).toHaveAttribute('href', '/ai-evolution');
    await expect(main(page).getByRole('link', { name: 'Visit the Creatives community' })).toHaveAttribute('href', '/community/creatives');
  });

  test('copying a template: clipboard holds the text, "Copied!" toast, "Copied" for 2 s then back', async ({ page }) => {
    await page.goto('/prompt-engineering');
    await waitForApp(page);
    const card = page.getByTestId('prompt-template').nth(2);
    const text = await card.getByTestId('template-text').textContent();
    expect(text?.length).toBeGreaterThan(50);

    // Time the copied state inside the page, so a busy test runner cannot blur the 2 seconds.
    const button = card.getByRole('button', { name: 'Copy template' });
    await button.evaluate((el) => {
      const log: { text: string; at: number }[] = [];
      (window as unknown as { copyLog: typeof log }).copyLog = log;
      new MutationObserver(() => log.push({ text: el.textContent ?? '', at: performance.now() })).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await button.click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(toasts(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(page.getByRole('button', { name: 'Copy template' })).toHaveCount(5); // only that card changed

    await expect(card.getByRole('button', { name: 'Copy template' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('button', { name: 'Copy template' })).toHaveCount(6);
    const log = await page.evaluate(() => (window as unknown as { copyLog: { text: string; at: number }[] }).copyLog);
    const copiedAt = log.find((e) => e.text.includes('Copied'))!.at;
    const revertedAt = log.filter((e) => e.text.includes('Copy template')).at(-1)!.at;
    expect(revertedAt - copiedAt).toBeGreaterThanOrEqual(1900);
    expect(revertedAt - copiedAt).toBeLessThan(3000);
  });

  test('falls back to a hidden textarea when the Clipboard API refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto('/prompt-engineering');
    expect(
      await page.evaluate(() =>
        navigator.clipboard.writeText('x').then(
          () => 'written',
          () => 'refused',
        ),
      ),
    ).toBe('refused');
    const card = page.getByTestId('prompt-template').first();
    const text = await card.getByTestId('template-text').textContent();
    await card.getByRole('button', { name: 'Copy template' }).click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(toasts(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(page.locator('textarea')).toHaveCount(0); // the helper textarea is gone
  });

  test('when nothing can copy, the reader is told and the button does not claim success', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
      document.execCommand = () => false;
    });
    await page.goto('/prompt-engineering');
    const card = page.getByTestId('prompt-template').first();
    await card.getByRole('button', { name: 'Copy template' }).click();
    await expect(toasts(page)).toContainText('Copy failed');
    await expect(card.getByRole('button', { name: 'Copy template' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  });

  test('the back link returns to AI Evolution', async ({ page }) => {
    await page.goto('/prompt-engineering');
    await main(page).getByRole('link', { name: 'Back to AI Evolution' }).click();
    await expect(page).toHaveURL(/\/ai-evolution$/);
  });
});

test.describe('AI safety guide (/ai-safety)', () => {
  test('guidelines, security practices, risks, a working checklist, and the links', async ({ page }) => {
    await page.goto('/ai-safety');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Safety' })).toBeVisible();
    for (const h of ['Safety guidelines', 'Security practices', 'Risks to understand', 'Safety checklist']) {
      await expect(main(page).getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Risks to understand' })).toContainText('Made-up answers');

    const checklist = page.getByRole('list', { name: 'AI safety checklist' });
    await expect(checklist.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('0 of 10 checked')).toBeVisible();
    await checklist.getByRole('checkbox').first().check();
    await expect(page.getByText('1 of 10 checked')).toBeVisible();

    await expect(main(page).getByRole('link', { name: 'Visit the Educators community' })).toHaveAttribute('href', '/community/educators');
    await expect(main(page).getByRole('link', { name: 'Back to AI Evolution' })).toHaveAttribute('href', '/ai-evolution');
  });

  test('"On this page" jumps to a section', async ({ page }) => {
    await page.goto('/ai-safety');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Safety checklist' }).click();
    await expect(page).toHaveURL(/\/ai-safety#safety-checklist$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Safety checklist' })).toBeInViewport();
  });
});

test.describe('AI tool integration guide (/tool-integration)', () => {
  test('strategies, tools by category, best practices, and the links', async ({ page }) => {
    await page.goto('/tool-integration');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Tool Integration' })).toBeVisible();
    for (const h of ['Integration strategies', 'Tools by category', 'Best practices']) {
      await expect(main(page).getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Integration steps' }).getByRole('listitem')).toHaveCount(6);
    const categories = page.getByRole('region', { name: 'Tools by category' });
    for (const c of [/Writing/, /Images/, /Productivity/, /Research/, /Coding/]) {
      await expect(categories.getByRole('heading', { level: 3, name: c })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'Visit the Entrepreneurs community' })).toHaveAttribute(
      'href',
      '/community/entrepreneurs',
    );
    await main(page).getByRole('link', { name: 'Back to AI Evolution' }).click();
    await expect(page).toHaveURL(/\/ai-evolution$/);
  });
});

test.describe('Privacy policy (/privacy-policy)', () => {
  test('13 numbered sections, last updated January 21, 2025, under UK GDPR', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page).getByText('Last updated: January 21, 2025')).toBeVisible();

    const article = page.getByRole('article', { name: 'Privacy Policy' });
    const headings = article.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(13);
    await expect(headings.first()).toHaveText('1. Who we are');
    await expect(headings.nth(7)).toHaveText('8. Your rights');
    await expect(headings.last()).toHaveText('13. Contact us');
    await expect(article).toContainText('UK GDPR');
    await expect(article).toContainText('Data Protection Act 2018');
    await expect(article).toContainText('Under 13s are not permitted');
    await expect(article.getByRole('link', { name: /ico\.org\.uk/ })).toHaveAttribute('href', 'https://ico.org.uk');
    await expect(article.getByRole('link', { name: 'privacy@theainetwork.example' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@theainetwork.example',
    );
  });

  test('the table of contents links every section and jumps to it', async ({ page }) => {
    await page.goto('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link')).toHaveCount(13);
    await toc.getByRole('link', { name: /Cookies and similar technologies/ }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
    const heading = page.getByRole('heading', { level: 2, name: '9. Cookies and similar technologies' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused(); // keyboard users carry on from the section they chose
    await expect(toc.getByRole('link', { name: /Cookies and similar technologies/ })).toHaveAttribute('aria-current', 'location');
  });

  test('a deep link to a section opens at that section', async ({ page }) => {
    await page.goto('/privacy-policy#your-rights');
    await expect(page.getByRole('heading', { level: 2, name: '8. Your rights' })).toBeInViewport();
  });

  test('on a phone the contents fold away and still work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy-policy');
    const toggle = page.getByRole('button', { name: /Contents/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link', { name: /Contact us/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toc.getByRole('link', { name: /Contact us/ }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2, name: '13. Contact us' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('Terms of service (/terms-of-service)', () => {
  test('15 numbered sections, England and Wales, liability capped at £100', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main(page).getByText('Last updated: January 21, 2025')).toBeVisible();

    const article = page.getByRole('article', { name: 'Terms of Service' });
    const headings = article.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(15);
    await expect(headings.first()).toHaveText('1. About these terms');
    await expect(headings.last()).toHaveText('15. Governing law and contact');
    await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')).toHaveCount(15);

    await expect(article).toContainText('England and Wales');
    await expect(article).toContainText('£100');
    await expect(page.getByRole('region', { name: '2. Eligibility' })).toContainText('at least 13 years old');
    await expect(
      page.getByRole('region', { name: '4. Acceptable use' }).getByRole('link', { name: 'Community Guidelines' }),
    ).toHaveAttribute('href', '/community-guidelines');
  });
});

test.describe('Community guidelines (/community-guidelines)', () => {
  test('values, rules, 4 reporting steps, the enforcement ladder, under-13s, and the About link', async ({ page }) => {
    await page.goto('/community-guidelines');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: 'Community rules' })).toBeVisible();

    const reporting = page.getByRole('region', { name: 'How to report a concern' });
    await expect(reporting.getByRole('list', { name: 'Reporting steps' }).getByRole('listitem')).toHaveCount(4);
    await expect(reporting).toContainText('24-48 hours');

    const ladder = page.getByRole('list', { name: 'Enforcement levels' }).getByRole('listitem');
    await expect(ladder).toHaveText([/First warning/, /Temporary restriction\s*7-30 days/, /Permanent suspension/]);

    await expect(main(page).getByText('Under-13s are excluded')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Community Guidelines' }).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });
});
