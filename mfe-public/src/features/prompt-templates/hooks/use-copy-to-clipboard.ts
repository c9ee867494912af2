import { useCallback, useEffect, useState } from 'react';
import { copyText } from '../copy-text';
import { COPIED_INDICATOR_MS } from '../model';

/**
 * Copy with a temporary "copied" state: true for resetMs after a successful copy (a second copy restarts
 * the count). copy() resolves to whether the text reached the clipboard.
 */
export function useCopyToClipboard(resetMs = COPIED_INDICATOR_MS) {
  // The moment of the last successful copy; a new value restarts the timer.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  // Counted from when the copied state is on screen (an effect runs after the render), so the reader
  // sees it for the full resetMs even on a busy device.
  useEffect(() => {
    if (copiedAt === null) return undefined;
    const timer = setTimeout(() => setCopiedAt(null), resetMs);
    return () => clearTimeout(timer);
  }, [copiedAt, resetMs]);

  const copy = useCallback(async (text: string) => {
    try {
      await copyText(text);
    } catch {
      return false;
    }
    setCopiedAt(Date.now());
    return true;
  }, []);

  return { copied: copiedAt !== null, copy };
}
