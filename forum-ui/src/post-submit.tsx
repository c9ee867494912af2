import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, fieldErrorsOf } from './shared';

/**
 * What the member reads when the API refuses a post: its message as sent (the posting limits say which limit was hit
 * and when it lifts), the field messages of a 400, or a generic line when the server said nothing.
 */
export function postErrorMessage(err: unknown): string {
  const fields = fieldErrorsOf(err);
  if (fields) return Object.values(fields).join(' ');
  if (err instanceof ApiError) return err.serverMessage ?? `The post was not saved (${err.status}). Please try again.`;
  return 'The post was not saved: the server could not be reached. Please try again.';
}

/** Threads this tab has just posted: a list's live "new discussions" does not announce the member's own. */
export const postedHere = new Set<number>();

/** A composer's submission: busy while the request runs, and the refusal's message to show in an alert. */
export function usePostSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit<T>(send: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await send();
    } catch (err) {
      setError(postErrorMessage(err));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, submit };
}

const Box = styled.p`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.dangerLine};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.medium};
`;

/** The refusal, announced as it appears (role=alert). */
export function PostAlert({ message }: { message: string | null }) {
  return message ? (
    <Box role="alert" data-testid="post-alert">
      {message}
    </Box>
  ) : null;
}
