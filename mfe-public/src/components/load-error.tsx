import { Button, StateMessage } from '@cci/shared-ui';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** What stands in place of content the API could not deliver: an alert with the reason and a "Try again" button. */
export function LoadError({ title, onRetry, children }: { title: string; onRetry: () => void; children: ReactNode }) {
  return (
    <StateMessage
      role="alert"
      icon={<AlertTriangle size={32} aria-hidden="true" />}
      title={title}
      actions={
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </StateMessage>
  );
}
