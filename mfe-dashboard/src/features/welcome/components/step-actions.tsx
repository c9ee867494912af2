import { Button } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding-top: ${(p) => p.theme.space(2)};
`;

/** A step's buttons: its own (the main action, first), then "Back" and "Skip this step". */
export function StepActions({ children, onBack, onSkip }: { children?: ReactNode; onBack?: () => void; onSkip: () => void }) {
  return (
    <Row>
      {children}
      {onBack && (
        <Button $variant="outline" onClick={onBack}>
          Back
        </Button>
      )}
      <Button $variant="ghost" onClick={onSkip}>
        Skip this step
      </Button>
    </Row>
  );
}
