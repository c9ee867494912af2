import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { resendVerification } from '@cci/shared-ui/api';
import { Send } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureOf, TRY_LATER } from '../api-failure';
import { FormAlert } from './form-alert';

const Sent = styled.p`
  color: ${(p) => p.theme.color.success};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;

/** "Send a new link" for a signed-in member whose address is not verified (throttled by the API: 429 says so). */
export function ResendVerification() {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; message: string }>({ kind: 'idle' });
  async function resend() {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: (await resendVerification()).message });
    } catch (err) {
      const failure = failureOf(err);
      const message =
        failure.kind === 'throttled'
          ? `${failure.message} ${TRY_LATER}`
          : 'message' in failure
            ? failure.message
            : ACCOUNT_MESSAGES.tokenInvalid;
      setState({ kind: 'failed', message });
    }
  }
  if (state.kind === 'sent') return <Sent role="status">{state.message}</Sent>;
  return (
    <>
      {state.kind === 'failed' && <FormAlert title="No new link was sent">{state.message}</FormAlert>}
      <Button onClick={resend} disabled={state.kind === 'sending'}>
        <Send aria-hidden="true" /> {state.kind === 'sending' ? 'Sending...' : 'Send a new link'}
      </Button>
    </>
  );
}
