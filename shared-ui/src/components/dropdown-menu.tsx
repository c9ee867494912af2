import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

/** Dropdown menu (menu button pattern: arrow keys, Escape, typeahead) from Radix, in the site's look. */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuPortal = RadixMenu.Portal;

export const DropdownMenuContent = styled(RadixMenu.Content)`
  z-index: ${(p) => p.theme.z.dropdown};
  min-width: 220px;
  padding: ${(p) => p.theme.space(1.5)};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lg};
`;

export const DropdownMenuItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2.5)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;
  svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.muted};
  }
  &[data-highlighted] {
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
  }
`;
