import { Button, type ToastInput } from '@cci/shared-ui';
import type { ValidationErrors } from 'final-form';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../components/form-dialog';
import { createFailedToast } from '../../../lib/admin-errors';

/** Two short fields side by side where the dialog is wide enough. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * A "Create …" button and its dialog with a form (FormDialog). Success: the dialog closes and the spec's toast shows.
 * Failure: a destructive toast naming what was not created and why; the dialog stays open with the values.
 */
export function CreateDialog<Values extends object>({
  thing,
  label,
  description,
  created,
  validate,
  initialValues,
  onCreate,
  testId,
  children,
}: {
  thing: 'event' | 'article' | 'trend';
  /** "Create Event": the button, the dialog title and the submit button. */
  label: string;
  description: string;
  created: ToastInput;
  validate: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  onCreate: (values: Values) => Promise<void>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <FormDialog<Values>
      trigger={
        <Button data-testid={testId}>
          <Plus aria-hidden="true" /> {label}
        </Button>
      }
      title={label}
      description={description}
      submitLabel={label}
      submittingLabel="Creating..."
      validate={validate}
      initialValues={initialValues}
      onSubmit={onCreate}
      done={created}
      failed={(err) => createFailedToast(err, thing)}
    >
      {children}
    </FormDialog>
  );
}
