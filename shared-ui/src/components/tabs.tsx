import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/**
 * Tabs with the WAI-ARIA tab pattern (tablist / tab / tabpanel, arrow-key navigation, roving tabindex),
 * from Radix; this file only gives them the site's look.
 */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex; gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
  background: ${(p) => p.theme.color.backgroundAlt};
  border-radius: ${(p) => p.theme.radius.md};
  overflow-x: auto; scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: 1 0 auto;
  min-height: 40px; padding: 0 ${(p) => p.theme.space(4)};
  border: 0; border-radius: ${(p) => p.theme.radius.sm};
  background: transparent; color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm}; font-weight: ${(p) => p.theme.fontWeight.semibold};
  cursor: pointer; white-space: nowrap;
  &:hover { color: ${(p) => p.theme.color.ink}; }
  &[data-state='active'] { background: ${(p) => p.theme.color.surface}; color: ${(p) => p.theme.color.primaryHover}; box-shadow: ${(p) => p.theme.shadow.sm}; }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${(p) => p.theme.space(6)};
  &:focus-visible { outline-offset: 6px; }
`;
