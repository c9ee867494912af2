import { queryTestDb } from '../support/db';
import { mkdirSync } from 'node:fs';
import { mentionMarkdown } from '@cci/contracts';
import { waitForLiveStream } from '../support/network';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';
import { createReplyByApi, createThreadByApi, forumMember, scrollsSideways, spacePosts, uniqueWord } from '../support/discussions';

/**
 * Search and notifications in the shell's nav, against the real API and PostgreSQL: the Search button and the "/" key, and
 * the bell: its count going up live on a mention and a reply, the panel (empty state, unread items, opening one marks
 * it read, Mark all as read), at 1280 and 390 px. Screenshots for review go to /tmp/shots-h5.
 */
const SHOTS = '/tmp/shots-h5';
const COMMUNITY = 'entrepreneurs';
test.describe.configure({ timeout: 120_000 });

const bell = (page: Page) => page.getByTestId('nav-bell');

async function shootPanel(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => document.fonts.ready);
    expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    if (width === 390) {
      expect(box, 'the panel is a full-width sheet on a phone, down to the bottom of the screen').toMatchObject({ x: 0, width: 390 });
      expect(Math.round(box!.y + box!.height)).toBe(844);
    } else expect(box!.x + box!.width, 'the dropdown stays on screen').toBeLessThanOrEqual(1280);
    await expect(panel.getByRole('heading', { name: 'Notifications', exact: true })).toBeInViewport();
    await expect(panel.getByTestId('notification').or(panel.getByTestId('notifications-empty')).first()).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('Search entry and notifications bell', () => {
  test('the nav has a Search button, and "/" outside a field goes to /search with its box focused', async ({ page }) => {
    await page.goto('/community');
    const search = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await expect(search).toHaveAttribute('href', '/search');
    // A visitor has no bell.
    await expect(bell(page)).toHaveCount(0);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox').first()).toBeFocused();

    // "/" typed into a field is a character, not a shortcut.
    await page.goto('/login');
    await page.getByLabel('Email').fill('a/b');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue('a/b');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search', exact: true })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('a mention and a reply raise the bell live; the panel lists them, opening one marks it read, Mark all as read clears', async ({
    browser,
  }) => {
    const ada = await forumMember(browser, 'Ada');
    const bob = await forumMember(browser, 'Bob');
    // Ada has posted before (her first post's badge would be a notification of its own).
    await queryTestDb(`INSERT INTO member_badges (user_id, badge) VALUES ($1, 'first_post')`, [ada.id]);
    const page = ada.page;
    await page.goto(`/dashboard/${COMMUNITY}`);

    // Nothing yet: the bell has no count, the panel says so; Escape closes it and gives focus back to the bell.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('nav-bell-count')).toHaveCount(0);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByTestId('notifications-empty')).toContainText('No notifications yet');
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await shootPanel(page, 'bell-panel-empty');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();

    // Bob mentions Ada in a new thread: her count goes up without a reload.
    await waitForLiveStream(page); // the bell's stream is connected
    const mentionTitle = `Who has tried agents for bookkeeping ${uniqueWord('m')}`;
    await createThreadByApi(bob.context.request, COMMUNITY, {
      title: mentionTitle,
      body: `${mentionMarkdown({ id: ada.id, displayName: 'Ada L.' })} you wrote about this last month, what did you pick?`,
    });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('nav-bell-count')).toHaveText('1');

    // Ada starts a thread and Bob replies: two unread.
    const ownTitle = `My first automation ${uniqueWord('r')}`;
    const own = await createThreadByApi(ada.context.request, COMMUNITY, {
      title: ownTitle,
      body: 'I automated my invoice reminders this week.',
    });
    await spacePosts(bob.id);
    const reply = await createReplyByApi(bob.context.request, own.id, 'Nice! Which tool did you use for the reminders?');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    await bell(page).click();
    const items = panel.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await expect(items.first()).toContainText(ownTitle); // newest first: the reply
    await expect(items.nth(1)).toContainText(mentionTitle);
    await expect(items.first().getByRole('link')).toHaveAttribute(
      'href',
      `/community/${COMMUNITY}/discussions/${own.id}#reply-${reply.id}`,
    );
    await expectNoSeriousViolations(page, 'notifications panel', { include: '[data-testid="notifications-panel"]' });
    await shootPanel(page, 'bell-panel');

    // Opening one goes to the post and marks it read.
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/community/${COMMUNITY}/discussions/${own.id}#reply-${reply.id}$`));
    await expect(panel).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    // Mark all as read clears the count; the items stay, read.
    await bell(page).click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-read', 'false');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('nav-bell-count')).toHaveCount(0);
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');

    // A click outside closes the panel; the nav still fits at 1280 px and in the 390 px header.
    await page.mouse.click(640, 600);
    await expect(panel).toBeHidden();
    const banner = page.getByRole('banner');
    const logout = banner.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    const logoutBox = await logout.boundingBox();
    expect(logoutBox!.x + logoutBox!.width).toBeLessThanOrEqual(1280);
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Search', 'Open menu'])
      await expect(banner.getByRole(name === 'Search' ? 'link' : 'button', { name })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await ada.context.close();
    await bob.context.close();
  });
});
