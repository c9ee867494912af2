import type { Page } from '@playwright/test';

/** The visible toast(s): list items of the notification region (Radix renders each toast as an <li>). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
