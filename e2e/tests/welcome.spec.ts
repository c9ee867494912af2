import sharp from 'sharp';
import { expect, test, type Page } from '../support/test';
import { mailedLink } from '../support/account-links';
import { expectNoSeriousViolations, waitForRealContent } from '../support/axe';
import { shootBothWidths } from '../support/discussions';
import { newMember, registerThroughUi } from '../support/members';

/**
 * Issue 30 §2: a new member's first day, from registration to an introduction posted in their community's welcome
 * thread; resumable, each step skippable, and the dashboard's checklist until it is done. Screenshots for review go to
 * /tmp/shots-avatars (not the repository).
 */
const SHOTS = '/tmp/shots-avatars';
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

async function onStep(page: Page, n: number, title: string, shot: string) {
  await expect(page.getByText(`Step ${n} of 4`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await waitForRealContent(page);
  await expectNoSeriousViolations(page, `welcome step ${n}`);
  await shootBothWidths(page, SHOTS, shot);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the welcome flow from registration to a posted introduction', async ({ page }) => {
  const m = newMember('Wren');
  await registerThroughUi(page, m, 'Creatives');
  // Registration lands on the welcome: step 1.
  await expect(page).toHaveURL(/\/dashboard\/welcome$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Wren!' })).toBeVisible();
  await onStep(page, 1, 'What brings you here?', 'welcome-1-goals');

  // The e-mail's link, from the test SMTP server, verifies the address (posting and photos ask for it).
  await page.goto(await mailedLink(m.email, '/verify-email', origin()));
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();

  // Back at the dashboard: the checklist, each item linking to its step; the welcome resumes where it was.
  await page.goto('/dashboard/creatives');
  const checklist = page.getByTestId('welcome-checklist');
  await expect(checklist).toContainText('Your first day: 0 of 4 done');
  await waitForRealContent(page);
  await shootBothWidths(page, SHOTS, 'dashboard-checklist');
  await page.setViewportSize({ width: 1280, height: 800 });
  await checklist.getByRole('link', { name: 'Add your goals' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  const goals = page.getByLabel(/What you want to learn/);
  await goals.fill('Image generation');
  await goals.press('Enter');
  const known = page.getByLabel(/What you know/);
  await known.fill('Illustration');
  await known.press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  await page.getByTestId('photo-file').setInputFiles({ name: 'wren.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Change photo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bio' }).fill('I draw with diffusion models.');
  await onStep(page, 2, 'Put a face to your name', 'welcome-2-profile');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await onStep(page, 3, 'People and conversations', 'welcome-3-people');
  await expect(page.getByRole('heading', { name: 'Active discussions' })).toBeVisible();
  // Skipping works: on to the last step.
  await page.getByRole('button', { name: 'Skip this step' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const intro = page.getByLabel('Your introduction');
  await expect(intro).toHaveValue(/Hi everyone, I'm Wren\.[\s\S]*I draw with diffusion models\.[\s\S]*Image generation/);
  await onStep(page, 4, 'Introduce yourself', 'welcome-4-introduce');
  await intro.fill("Hi everyone, I'm Wren. I draw with diffusion models and want to learn image generation.");
  await intro.blur();
  // "Skip for now", and back later: the welcome resumes at the step reached, the draft kept on the server.
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creatives$/);
  await expect(page.getByTestId('welcome-checklist')).toContainText('Your first day: 3 of 4 done');
  await page.goto('/dashboard/welcome');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByLabel('Your introduction')).toHaveValue(
    "Hi everyone, I'm Wren. I draw with diffusion models and want to learn image generation.",
  );
  await page.getByRole('button', { name: 'Post introduction' }).click();

  // Posted in the welcome thread, with the new photo next to it; the welcome is over.
  await expect(page).toHaveURL(/\/community\/creatives\/discussions\/\d+/);
  const posted = page.getByTestId('reply').filter({ hasText: 'want to learn image generation' });
  await expect(posted).toBeVisible();
  await expect(posted.getByTestId('member-avatar').locator('img')).toHaveAttribute('srcset', /256w$/);
  await page.goto('/dashboard/creatives');
  await expect(page.getByText('Welcome back, Wren!')).toBeVisible();
  await expect(page.getByTestId('welcome-checklist')).toHaveCount(0);
});
