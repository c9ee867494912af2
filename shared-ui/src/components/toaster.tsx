import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '../stores/toast-store';

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/**
 * The notification area, rendered once by the shell. Its Radix code (~12 KB brotli) loads with the first toast
 * rather than on every first visit; once there it stays, so a closing toast can finish its animation.
 */
export function Toaster() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
