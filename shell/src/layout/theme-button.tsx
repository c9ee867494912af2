import { chooseTheme, THEME_LABELS, useSession, useThemeChoice } from '@cci/shared-ui';
import type { ThemePreference } from '@cci/contracts';
import { Monitor, Moon, Sun } from 'lucide-react';
import { IconButton } from './icon-button';

const NEXT: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' };
const ICONS = { system: Monitor, light: Sun, dark: Moon };

/**
 * The nav's theme switch (issue 30 §6): one button that steps System → Light → Dark, named by the choice in force and
 * the one a press makes. It applies at once; settings offers the same choice as a radio group.
 */
export function ThemeButton() {
  const choice = useThemeChoice();
  const { status } = useSession();
  const Icon = ICONS[choice];
  const next = NEXT[choice];
  return (
    <IconButton
      aria-label={`Theme: ${THEME_LABELS[choice]}. Switch to ${THEME_LABELS[next]}`}
      title={`Theme: ${THEME_LABELS[choice]}`}
      data-testid="theme-toggle"
      onClick={() => void chooseTheme(next, status === 'authenticated').catch(() => undefined)}
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
}
