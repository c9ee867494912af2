import { Button } from '@cci/shared-ui';
import type { ReactNode } from 'react';

interface AuthSubmitProps {
  submitting?: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
}

/** The full-width submit button of the sign-in and password forms: its label, or what it is doing while it works. */
export function AuthSubmit({ submitting = false, icon, label, busyLabel }: AuthSubmitProps) {
  return (
    <Button type="submit" $size="lg" $block disabled={submitting}>
      {icon} {submitting ? busyLabel : label}
    </Button>
  );
}
