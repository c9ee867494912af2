import { THEME_LABELS, useSession, useThemeChoice } from '@cci/shared-ui';
import type { ThemePreference } from '@cci/contracts';
import { IconButton } from './icon-button';

const NEXT: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' };
/** How much of the icon's inner disc is hidden: all for Light, half for System, none for Dark (one small drawing). */
const HIDDEN = { light: 100, system: 50, dark: 0 };

/**
 * The nav's theme switch (issue 30 §6): one button that steps System → Light → Dark, named by the choice in force and
 * the one a press makes. It applies at once; settings offers the same choice as a radio group.
 */
export function ThemeButton() {
  const choice = useThemeChoice();
  const { status } = useSession();
  const next = NEXT[choice];
  return (
    <IconButton
      aria-label={`Theme: ${THEME_LABELS[choice]}. Switch to ${THEME_LABELS[next]}`}
      onClick={() =>
        void import('@cci/shared-ui/choose-theme')
          .then(({ chooseTheme }) => chooseTheme(next, status === 'authenticated'))
          .catch(() => undefined)
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="8" style={{ clipPath: `inset(0 ${HIDDEN[choice]}% 0 0)` }} />
      </svg>
    </IconButton>
  );
}
