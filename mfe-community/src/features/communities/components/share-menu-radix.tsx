import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuPortal, DropdownMenuTrigger } from '@cci/shared-ui/dropdown-menu';
import { AtSign, Briefcase, Mail, Users } from 'lucide-react';
import { useLocation } from '@cci/shared-ui/router';
import { shareLinks, type ShareLink } from '../share-links';
import { ShareButton } from './share-button';

const ICONS: Record<ShareLink['id'], typeof Mail> = { facebook: Users, x: AtSign, linkedin: Briefcase, email: Mail };

/** The four share links; rendered only while the menu is open, in the browser, where the page's address is known. */
function ShareItems({ communityName }: { communityName: string }) {
  const { pathname } = useLocation();
  return shareLinks(`${window.location.origin}${pathname}`, communityName).map(({ id, label, href }) => {
    const Icon = ICONS[id];
    return (
      <DropdownMenuItem key={id} asChild>
        <a href={href} target={id === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
          <Icon aria-hidden="true" /> {label}
        </a>
      </DropdownMenuItem>
    );
  });
}

/** The menu itself (Radix + floating-ui, ~25 KB): loaded by ShareMenu (share-menu.tsx) when the visitor reaches for it. */
export function ShareMenuRadix({ communityName, defaultOpen }: { communityName: string; defaultOpen?: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ShareButton />
      </DropdownMenuTrigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={8}>
          <ShareItems communityName={communityName} />
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
