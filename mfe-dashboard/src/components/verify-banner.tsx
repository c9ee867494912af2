import { ApiError, Button, media } from '@cci/shared-ui';
import { resendVerification } from '@cci/shared-ui/api';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

const Banner = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  border: 1px solid ${(p) => p.theme.color.warningLine};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.warningSoft};
  color: ${(p) => p.theme.color.text};
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
  > svg {
    width: 24px;
    height: 24px;
    color: ${(p) => p.theme.color.warning};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;
const Outcome = styled.p<{ $failed: boolean }>`
  margin-top: ${(p) => p.theme.space(1)};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => (p.$failed ? p.theme.color.danger : p.theme.color.success)};
`;

/** What a failed resend says: the API's message (a 429 names the limit and when to try again) or a general one. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return 'The link could not be sent right now. Please try again in a moment.';
}

/**
 * An unverified member may read and use the dashboard, but the features that publish content will need
 * a verified address. The banner says so, and "Resend link" asks for a new verification e-mail (3 per hour: a 429
 * says when to try again).
 */
export function VerifyBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();

  async function resend() {
    setSending(true);
    try {
      const { message } = await resendVerification();
      setOutcome({ text: message, failed: false });
    } catch (err) {
      setOutcome({ text: failureText(err), failed: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <Banner aria-labelledby="verify-banner-title" data-testid="verify-banner">
      <MailWarning aria-hidden="true" />
      <div>
        <h2 id="verify-banner-title">Verify your e-mail address to publish</h2>
        <p>
          Posting, replying and the other features that publish content need a verified address. Follow the link we sent to{' '}
          <strong>{email}</strong>.
        </p>
        <div role="status" aria-live="polite">
          {outcome && <Outcome $failed={outcome.failed}>{outcome.text}</Outcome>}
        </div>
      </div>
      <Button $variant="outline" $size="sm" onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend link'}
      </Button>
    </Banner>
  );
}
