import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { media } from '../theme';

/**
 * Tabs with the WAI-ARIA tab pattern (tablist / tab / tabpanel, arrow-key navigation, roving tabindex),
 * from Radix; this file only gives them the site's look.
 */
export const Tabs = RadixTabs.Root;

/**
 * One pattern for every tab strip on every page: below md the tabs form a two-column grid (a last odd tab spans the
 * row), each label fully visible and wrapping onto a second line if it must; from md they sit in one row that wraps
 * rather than overflows. Nothing scrolls sideways, so no tab hides behind the edge of the screen, and no overflow
 * clips the focus ring.
 */
export const TabsList = styled(RadixTabs.List)`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
  background: ${(p) => p.theme.color.backgroundAlt};
  border-radius: ${(p) => p.theme.radius.md};
  > :last-child:nth-child(odd) { grid-column: 1 / -1; }
  ${media.md} { display: flex; flex-wrap: wrap; }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  display: inline-flex; align-items: center; justify-content: center; min-width: 0;
  min-height: 44px; padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border: 0; border-radius: ${(p) => p.theme.radius.sm};
  background: transparent; color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm}; font-weight: ${(p) => p.theme.fontWeight.semibold};
  line-height: 1.25; text-align: center; overflow-wrap: anywhere;
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.ink}; }
  &[data-state='active'] { background: ${(p) => p.theme.color.surface}; color: ${(p) => p.theme.color.primaryHover}; box-shadow: ${(p) => p.theme.shadow.sm}; }
  ${media.md} { flex: 1 0 auto; min-height: 40px; padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)}; white-space: nowrap; }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${(p) => p.theme.space(6)};
  &:focus-visible { outline-offset: 6px; }
`;
