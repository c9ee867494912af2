import { useCallback, useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from '@cci/shared-ui/router';

function reveal(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  // Keyboard and screen-reader users continue from the section they chose, not from the link.
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
}

/**
 * In-page anchors for a document. The page is loaded lazily from a remote, so the browser's own jump to
 * "#cookies" on arrival finds nothing: we do it once the content is there. Links go through the router so
 * the address keeps the hash and Back returns to where the reader was.
 */
export function useSectionJump() {
  const { hash } = useLocation();
  const navigate = useNavigate();

  const revealArrival = useEffectEvent(() => {
    if (hash.length > 1) reveal(decodeURIComponent(hash.slice(1)));
  });
  // Only on arrival; later jumps are made by jumpTo.
  useEffect(() => revealArrival(), []);

  return useCallback(
    (id: string) => {
      navigate({ hash: id });
      // After the click's re-render (a mobile contents list may have just collapsed above the target).
      requestAnimationFrame(() => reveal(id));
    },
    [navigate],
  );
}
