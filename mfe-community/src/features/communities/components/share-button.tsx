import { Button } from '@cci/shared-ui';
import { ChevronDown, Share2 } from 'lucide-react';
import { forwardRef, type ComponentProps } from 'react';

/** The "Share Community" menu button, the same before and after the menu's code has loaded. */
export const ShareButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(function ShareButton(props, ref) {
  return (
    <Button $variant="light" aria-haspopup="menu" ref={ref} {...props}>
      <Share2 aria-hidden="true" /> Share Community <ChevronDown aria-hidden="true" />
    </Button>
  );
});
