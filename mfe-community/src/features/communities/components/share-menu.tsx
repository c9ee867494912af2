import { useState, type ComponentType } from 'react';
import { ShareButton } from './share-button';

type Menu = ComponentType<{ communityName: string; defaultOpen?: boolean }>;
let loading: Promise<Menu> | undefined;
const loadMenu = () =>
  (loading ??= import('./share-menu-radix')
    .then((m) => m.ShareMenuRadix as Menu)
    .catch((err) => ((loading = undefined), Promise.reject(err))));

/**
 * "Share Community": a menu button whose menu (Radix + floating-ui, ~25 KB brotli) loads when the visitor points at,
 * focuses or touches it, not with the page (the first visit's JS budget). A click before it has loaded opens the
 * menu as soon as it is there. The button is the same element either way, so the server's HTML hydrates as is.
 */
export function ShareMenu({ communityName }: { communityName: string }) {
  const [menu, setMenu] = useState<{ Menu: Menu; open: boolean } | null>(null);
  if (menu) return <menu.Menu communityName={communityName} defaultOpen={menu.open} />;
  const prefetch = () => void loadMenu().catch(() => undefined);
  const open = () =>
    void loadMenu().then(
      (Menu) => setMenu({ Menu, open: true }),
      () => undefined,
    );
  return <ShareButton aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} onClick={open} />;
}
