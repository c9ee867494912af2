import { useEffect, type RefObject } from 'react';
import { useLocation } from '@cci/shared-ui/router';

/**
 * Scrolls `ref` into view when the address ends in `#<id>` (e.g. /ai-agent#early-access). The browser's own jump
 * happens before a lazily loaded page exists, and the shell scrolls to the top on a new path, so this runs one
 * frame after mounting.
 */
export function useScrollToHash(id: string, ref: RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return undefined;
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, id, ref]);
}
