import { Button, Skeleton, StateMessage } from '@cci/shared-ui';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
`;

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $h="56px" $radius="10px" />
      ))}
    </Stack>
  );
}

/** A read that failed (other than 401, which returns to the gate): what failed, why, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <StateMessage
      role="alert"
      icon={<AlertTriangle size={28} aria-hidden="true" />}
      title={`${what} could not be loaded`}
      actions={
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      }
    >
      {error instanceof Error ? error.message : 'Please try again.'}
    </StateMessage>
  );
}
