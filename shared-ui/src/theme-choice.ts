import { routes, type ThemePreference } from '@cci/contracts';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api/api-request';

/**
 * The colour theme chosen (issue 30 §6): 'system' follows prefers-color-scheme. It lives on <html data-theme>, which
 * the server renders from the member's account or a visitor's `theme` cookie (api/src/web/prerender.ts), so the first
 * paint is already in it; the palette's CSS (palette.cjs, in index.html) keys on that attribute.
 */
export const THEME_COOKIE = 'theme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

function current(): ThemePreference {
  const chosen = document.documentElement.dataset.theme;
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice in force; 'system' while the page is rendered on the server (and hydrated), then the real one. */
export const useThemeChoice = (): ThemePreference => useSyncExternalStore(subscribe, current, () => 'system');

/**
 * Applies `choice` at once and keeps it: in the cookie (the next page is rendered in it, signed in or not) and, for a
 * member, on the account (PATCH /api/me), so their other devices follow.
 */
export async function chooseTheme(choice: ThemePreference, member: boolean): Promise<void> {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  document.cookie =
    choice === 'system'
      ? `${THEME_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${THEME_COOKIE}=${choice}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  listeners.forEach((listener) => listener());
  if (member) await apiRequest(routes.me.update.method, routes.me.update.path, { theme: choice });
}

/** The names the choices show (the toggle in the nav, the radio group in settings). */
export const THEME_LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
