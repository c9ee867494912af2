import { Button } from '@cci/shared-ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuPortal, DropdownMenuTrigger } from '@cci/shared-ui/dropdown-menu';
import { AtSign, Briefcase, ChevronDown, Mail, Share2, Users } from 'lucide-react';
import { useLocation } from '@cci/shared-ui/router';
import { shareLinks, type ShareLink } from '../share-links';

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

export function ShareMenu({ communityName }: { communityName: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button $variant="light">
          <Share2 aria-hidden="true" /> Share Community <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={8}>
          <ShareItems communityName={communityName} />
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
