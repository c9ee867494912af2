import { useCallback, type SyntheticEvent } from 'react';

/**
 * A <video>'s failure, however it is reported. React drops events on elements it has created but not yet
 * committed, and the site's first render is a time-sliced transition: a source that fails fast (refused, 404)
 * can fire its `error` before the commit. So the element is also checked when it is attached.
 */
export function useMediaFailure(onFail: (error: MediaError | null) => void) {
  const onAttach = useCallback(
    (el: HTMLVideoElement | null) => {
      if (el?.error) onFail(el.error);
    },
    [onFail],
  );
  const onError = useCallback((e: SyntheticEvent<HTMLVideoElement>) => onFail(e.currentTarget.error), [onFail]);
  return { onAttach, onError };
}
