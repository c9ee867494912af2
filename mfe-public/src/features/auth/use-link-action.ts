import { useCallback, useEffect, useRef, useState } from 'react';
import { failureOf } from './api-failure';

export type LinkState<T> =
  | { kind: 'working' }
  | { kind: 'done'; result: T }
  | { kind: 'invalid' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Follows a one-time link on arrival (verify-email, confirm-email): sends its token once (not again on a re-render or
 * a development double effect), and says how it went. `retry` sends it again after a failure that was not the link's.
 */
export function useLinkAction<T>(token: string | null, run: (token: string) => Promise<T>): [LinkState<T>, () => void] {
  const [state, setState] = useState<LinkState<T>>(token ? { kind: 'working' } : { kind: 'invalid' });
  const sent = useRef<string | null>(null);
  const send = useCallback(
    (value: string) => {
      sent.current = value;
      setState({ kind: 'working' });
      run(value).then(
        (result) => setState({ kind: 'done', result }),
        (err: unknown) => {
          const failure = failureOf(err);
          if (failure.kind === 'invalid-link') setState({ kind: 'invalid' });
          else if (failure.kind === 'conflict') setState({ kind: 'conflict', message: failure.message });
          else setState({ kind: 'failed', message: failure.message });
        },
      );
    },
    [run],
  );
  useEffect(() => {
    if (token && sent.current !== token) send(token);
  }, [token, send]);
  return [state, () => token && send(token)];
}
