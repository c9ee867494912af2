import { Button, toast, type ToastInput } from '@cci/shared-ui';
import { FORM_ERROR, type ValidationErrors } from 'final-form';
import { AlertCircle, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { AdminDialog, DialogActions, DialogClose } from '../../../components/admin-dialog';
import { createFailedToast, fieldErrorsOf, isUnauthorized } from '../../../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../../../lib/admin-lock';

const FormError = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

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
 * A "Create …" button and its dialog with a form. Success: the dialog closes and the spec's toast shows.
 * Failure: a destructive toast, and the dialog stays open with the values and the reason inside it (the toast sits
 * outside the modal, where assistive technology cannot reach it while the dialog is open). A 401 returns to the gate.
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
  const [open, setOpen] = useState(false);
  const lock = useAdminLock();

  async function onSubmit(values: Values) {
    try {
      await onCreate(values);
    } catch (err) {
      if (isUnauthorized(err)) {
        setOpen(false);
        lock({ toast: SESSION_ENDED_TOAST });
        return undefined;
      }
      const failed = createFailedToast(err, thing);
      toast(failed);
      // Field messages show under their fields; any other reason shows once, inside the dialog.
      return fieldErrorsOf(err) ?? { [FORM_ERROR]: failed.description };
    }
    setOpen(false);
    toast(created);
    return undefined;
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      description={description}
      trigger={
        <Button data-testid={testId}>
          <Plus aria-hidden="true" /> {label}
        </Button>
      }
    >
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={label}>
            {children}
            {submitError && (
              <FormError role="alert">
                <AlertCircle size={16} aria-hidden="true" />
                {submitError}
              </FormError>
            )}
            <DialogActions>
              <DialogClose asChild>
                <Button $variant="outline" disabled={submitting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Creating...' : label}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </AdminDialog>
  );
}
