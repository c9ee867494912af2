import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { SuccessPanel } from '../../../components/success-panel';

/** A one-time link that is malformed, spent or expired: the API's words, and what to do instead (`action`). */
export function LinkInvalid({ action, children }: { action: ReactNode; children?: ReactNode }) {
  return (
    <SuccessPanel
      level={1}
      title="This link no longer works"
      tone="warning"
      icon={<Link2Off aria-hidden="true" />}
      testId="link-invalid"
      actions={action}
    >
      <p>{ACCOUNT_MESSAGES.tokenInvalid}</p>
      {children}
    </SuccessPanel>
  );
}
