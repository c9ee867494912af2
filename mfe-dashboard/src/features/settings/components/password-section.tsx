import { ChangePasswordSchema, validateWith } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { changePassword } from '@cci/shared-ui/api';
import { PasswordField } from '@cci/shared-ui/forms';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { confirmationMismatch } from '../../../lib/account-view';
import { failureOf } from '../../../lib/submit';
import { Done, FormActions, SettingsSection } from './settings-section';

interface PasswordValues {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

const validateChange = validateWith(ChangePasswordSchema);
const validate = (values: PasswordValues) => {
  const errors = { ...confirmationMismatch(values), ...validateChange(values) };
  return Object.keys(errors).length ? errors : undefined;
};

/**
 * Change of password: the current one, then the new one twice. The API ends every other session of the
 * member and keeps this one signed in (with a new id); the section says so. A wrong current password is that field's
 * message.
 */
export function PasswordSection() {
  const [done, setDone] = useState(false);

  return (
    <SettingsSection id="password" title="Password" description="Changing your password signs you out on every other device.">
      <Form<PasswordValues>
        onSubmit={async (values, form) => {
          setDone(false);
          try {
            await changePassword({ currentPassword: values.currentPassword ?? '', password: values.password ?? '' });
            form.restart();
            setDone(true);
            return undefined;
          } catch (err) {
            return failureOf(err, 'Password not changed');
          }
        }}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change password">
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
            <PasswordField name="password" label="New password" autoComplete="new-password" hint="At least 8 characters." />
            <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
            <div role="status" aria-live="polite">
              {done && <Done>Your password was changed. Every other device where you were signed in has been signed out.</Done>}
            </div>
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Changing...' : 'Change password'}
              </Button>
            </FormActions>
          </form>
        )}
      />
    </SettingsSection>
  );
}
