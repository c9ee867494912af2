import { Button, toast, type ToastInput } from '@cci/shared-ui';
import { FORM_ERROR, type ValidationErrors } from 'final-form';
import { AlertCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { sameValues } from '@cci/shared-ui/forms';
import styled from 'styled-components';
import { fieldErrorsOf, isUnauthorized } from '../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../lib/admin-lock';
import { AdminDialog, DialogActions, DialogClose } from './admin-dialog';

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

/**
 * A button and its dialog with a form. Success: the dialog closes and the `done` toast shows. Failure: a destructive
 * toast, and the dialog stays open with the values and the reason inside it (the toast sits outside the modal, where
 * assistive technology cannot reach it while the dialog is open). A 401 returns the page to its gate.
 */
export function FormDialog<Values extends object>({
  trigger,
  title,
  description,
  submitLabel,
  submittingLabel,
  destructive = false,
  validate,
  initialValues,
  onSubmit,
  done,
  failed,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  /** The submit button in the danger colour (a decision that is hard to undo). */
  destructive?: boolean;
  validate?: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<void>;
  done: ToastInput | ((values: Values) => ToastInput);
  failed: (err: unknown) => ToastInput;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const lock = useAdminLock();

  async function submit(values: Values) {
    try {
      await onSubmit(values);
    } catch (err) {
      if (isUnauthorized(err)) {
        setOpen(false);
        lock({ toast: SESSION_ENDED_TOAST });
        return undefined;
      }
      const failure = failed(err);
      toast(failure);
      // Field messages show under their fields; any other reason shows once, inside the dialog.
      return fieldErrorsOf(err) ?? { [FORM_ERROR]: failure.description };
    }
    setOpen(false);
    toast(typeof done === 'function' ? done(values) : done);
    return undefined;
  }

  return (
    <AdminDialog open={open} onOpenChange={setOpen} title={title} description={description} trigger={trigger}>
      <Form<Values>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        // Initial values that arrive (or are read again) while the dialog is open fill what the admin has not touched:
        // what they typed stays. Compared by content, not by the object made on each render.
        initialValuesEqual={sameValues}
        keepDirtyOnReinitialize
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
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
              <Button type="submit" disabled={submitting} $variant={destructive ? 'danger' : 'primary'}>
                {submitting ? submittingLabel : submitLabel}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </AdminDialog>
  );
}
