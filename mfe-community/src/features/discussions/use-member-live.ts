import type { StreamEvent } from '@cci/contracts';
import type { LiveInterest } from '@cci/shared-ui/live';
import { useEffect, useRef } from 'react';

/**
 * useLiveEvents for a page that is live for signed-in members only: the stream's module is loaded when `enabled`, after
 * hydration, so a visitor's first visit does not download it (GET /api/stream answers visitors 401 anyway).
 */
export function useMemberLiveEvents(enabled: boolean, onEvent: (event: StreamEvent) => void, interest: LiveInterest): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const { thread, community, event } = interest;
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('@cci/shared-ui/live').then(({ subscribeLive }) => {
      if (!left) stop = subscribeLive((e) => handler.current(e), { thread, community, event });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [enabled, thread, community, event]);
}
