import { THEME_LABELS, useSession, useThemeChoice } from '@cci/shared-ui';
import type { ThemePreference } from '@cci/contracts';
import { IconButton } from './icon-button';

const NEXT: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' };
/** The icon's inner disc: none for Light, half for System, whole for Dark (one small drawing: every byte is on each first visit). */
const DISC: Record<ThemePreference, string> = { light: '', system: 'M12 4a8 8 0 0 0 0 16z', dark: 'M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16z' };

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
      title={`Theme: ${THEME_LABELS[choice]}`}
      onClick={() =>
        void import('@cci/shared-ui/choose-theme')
          .then(({ chooseTheme }) => chooseTheme(next, status === 'authenticated'))
          .catch(() => undefined)
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={DISC[choice]} />
      </svg>
    </IconButton>
  );
}
