import { THEME_PREFERENCES } from '@cci/contracts';
import { toastFailure } from '@cci/shared-ui';
import { chooseTheme, THEME_LABELS, useThemeChoice } from '@cci/shared-ui/choose-theme';
import { RadioRow } from '@cci/forum-ui';
import { SettingsSection } from './settings-section';

/**
 * The colour theme (issue 30 §6): System, Light or Dark, a radio group applied at once and kept on the account (the
 * nav's theme button makes the same choice).
 */
export function AppearanceSection() {
  const choice = useThemeChoice();
  return (
    <SettingsSection id="appearance" title="Appearance" description="System follows your device's light or dark setting.">
      <RadioRow>
        <legend>Theme</legend>
        {THEME_PREFERENCES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => void chooseTheme(value, true).catch((err: unknown) => toastFailure('Theme not saved', err))}
            />
            {THEME_LABELS[value]}
          </label>
        ))}
      </RadioRow>
    </SettingsSection>
  );
}
