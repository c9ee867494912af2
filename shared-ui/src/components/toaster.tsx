import { lazy, Suspense, useEffect, useState } from 'react';
import { showPendingToast, useToastStore } from '../stores/toast-store';

const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/**
 * The notification area, rendered once by the shell. Its Radix code (~12 KB brotli) loads with the first toast
 * rather than on every first visit; once there it stays, so a closing toast can finish its animation. On its first
 * mount in the browser it shows the toast a page left for after its full redirect (toastAfterRedirect), whatever slice
 * the redirect lands on.
 */
export function Toaster() {
  useEffect(showPendingToast, []);
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
