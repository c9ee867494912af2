import type { ThemePreference } from '@cci/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The colour theme chosen (issue 30 §6): 'system' follows prefers-color-scheme. It lives on <html data-theme>, which
 * the server renders from the member's account or a visitor's `theme` cookie (api/src/web/prerender.ts), so the first
 * paint is already in it; the palette's CSS (palette.cjs, in index.html) keys on that attribute. Changing it is
 * choose-theme.ts, which also re-exports this (its own entry: off every page's first visit; settings and the nav load it).
 */
function current(): ThemePreference {
  const chosen = document.documentElement.dataset.theme;
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

/** Whoever changes the attribute (this tab's nav or settings), every reader follows. */
const subscribe = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};

/** The choice in force; 'system' while the page is rendered on the server (and hydrated), then the real one. */
export const useThemeChoice = (): ThemePreference => useSyncExternalStore(subscribe, current, () => 'system');

/** The names the choices show (the toggle in the nav, the radio group in settings). */
export const THEME_LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
