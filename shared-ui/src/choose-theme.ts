import { routes, type ThemePreference } from '@cci/contracts';
import { apiRequest } from './api/api-request';

export { THEME_LABELS, useThemeChoice } from './theme-choice';

/** The visitor's choice, read by the server's rendering of the next page (api/src/web/prerender.ts). */
const THEME_COOKIE = 'theme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Applies `choice` at once (<html data-theme>, which useThemeChoice watches) and keeps it: in the cookie (the next page
 * is rendered in it, signed in or not) and, for a member, on the account (PATCH /api/me), so their other devices follow.
 */
export async function chooseTheme(choice: ThemePreference, member: boolean): Promise<void> {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  document.cookie =
    choice === 'system'
      ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${THEME_COOKIE}=${choice}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  if (member) await apiRequest(routes.me.update.method, routes.me.update.path, { theme: choice });
}
