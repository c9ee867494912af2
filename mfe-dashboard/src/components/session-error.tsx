import { Button, Container, StateMessage } from '@cci/shared-ui';
import { AlertTriangle } from 'lucide-react';
import styled from 'styled-components';

const Wrap = styled(Container)`
  padding-top: ${(p) => p.theme.space(6)};
  padding-bottom: ${(p) => p.theme.space(12)};
`;

/**
 * The session could not be read (5xx, server down): nobody can say who is signed in, so a member page neither
 * shows itself nor sends the member to /login; it says so and offers to try again.
 */
export function SessionError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  return (
    <Wrap data-testid={testId}>
      <StateMessage
        role="alert"
        icon={<AlertTriangle size={28} aria-hidden="true" />}
        title="We could not check your sign-in"
        actions={
          <Button $variant="outline" $size="sm" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        The site is not answering right now. Your account is fine: try again in a moment.
      </StateMessage>
    </Wrap>
  );
}
