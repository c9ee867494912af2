import { Button, media } from '@cci/shared-ui';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** The white, lifted card of a form (padded 10 theme steps from md up); its <form> lays the fields out in one column. */
export const formSurface = css`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.md} {
    padding: ${(p) => p.theme.space(10)};
  }
  form {
    display: grid;
    gap: ${(p) => p.theme.space(5)};
  }
`;

/** The card a public form sits in. */
export const FormPanel = styled.div`
  ${formSurface}
  min-width: 0;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(5)};
`;

/** Two fields side by side from the small breakpoint up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FormNote = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(Loader2)`
  animation: ${spin} 0.9s linear infinite;
`;

/** Spec §4: while a request is on its way the button reads "Submitting..." and is disabled. */
export function SubmitButton({ submitting = false, icon, children }: { submitting?: boolean; icon?: ReactNode; children: ReactNode }) {
  return (
    <Button type="submit" $size="lg" $block disabled={submitting}>
      {submitting ? (
        <>
          <Spinner aria-hidden="true" /> Submitting...
        </>
      ) : (
        <>
          {icon} {children}
        </>
      )}
    </Button>
  );
}
