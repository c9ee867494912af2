import { useSession } from '@cci/shared-ui';
import styled from 'styled-components';
import { IconButton } from './icon-button';

/**
 * The button's name and icon follow <html data-theme> through CSS alone (the server renders the attribute, a press
 * changes it), so the nav, on every page's first visit, carries no code that watches the choice: the name is "Theme"
 * and the generated content after it (": Light. Switch to Dark", part of the accessible name), and the icon's disc is
 * clipped by the same selectors: all hidden for Light, half for System, none for Dark.
 */
const Button = styled(IconButton)`
  .name::after {
    content: ': System. Switch to Light';
  }
  .disc {
    clip-path: inset(0 50% 0 0);
  }
  :root[data-theme='light'] & {
    .name::after {
      content: ': Light. Switch to Dark';
    }
    .disc {
      clip-path: inset(0 100% 0 0);
    }
  }
  :root[data-theme='dark'] & {
    .name::after {
      content: ': Dark. Switch to System';
    }
    .disc {
      clip-path: none;
    }
  }
`;

/**
 * The nav's theme switch (issue 30 §6): one button that steps System → Light → Dark, named by the choice in force and
 * the one a press makes. It applies at once; settings offers the same choice as a radio group.
 */
export function ThemeButton() {
  const { status } = useSession();
  // A press is handled by the inline script of index.html (src/early-input/theme-toggle.js), not by this bundle.
  return (
    <Button data-theme-toggle="" data-member={status === 'authenticated' ? '' : undefined}>
      <span className="name visually-hidden">Theme</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle className="disc" cx="12" cy="12" r="8" />
      </svg>
    </Button>
  );
}
