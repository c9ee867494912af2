import { useLocation } from '@cci/shared-ui/router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton } from './icon-button';

const loadPanel = () => import('./mobile-drawer-panel');
const MobileDrawerPanel = lazy(loadPanel);

/**
 * Spec §2: on small screens a menu button opens a slide-in side drawer; choosing a link closes it. The drawer's
 * code (Radix Dialog, scroll lock) is fetched when the visitor reaches for the button, not on every first visit.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A navigation closes the drawer (adjusted while rendering, as React's docs advise, rather than in an effect).
  const [openAt, setOpenAt] = useState(pathname);
  if (openAt !== pathname) {
    setOpenAt(pathname);
    setOpen(false);
  }
  return (
    <>
      <IconButton
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu size={22} aria-hidden="true" />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
