import { useEffect, type RefObject } from 'react';

/**
 * Keeps a signed-in member's place in a thread (PUT /api/threads/:id/read), as Discourse's read timings do
 * (read-watcher.ts, loaded for members only: a visitor's first visit does not carry it). The server keeps the place
 * only forward, so a late or repeated request changes nothing.
 */
export function useReadMarker(
  threadId: number | undefined,
  signedIn: boolean,
  replies: RefObject<HTMLElement | null>,
  /** The thread is shown (its replies' section is in the page). */
  shown: boolean,
): void {
  useEffect(() => {
    const section = replies.current;
    if (!signedIn || !shown || threadId === undefined || !section) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./read-watcher').then(({ watchReads }) => {
      if (!gone) stop = watchReads(threadId, section);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [threadId, signedIn, replies, shown]);
}
