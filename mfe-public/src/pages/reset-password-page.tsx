import { AUTH_MESSAGES, ResetPasswordSchema, validateWith } from '@cci/contracts';
import { ButtonLink, fieldErrorsOf, toast, usePageTitle } from '@cci/shared-ui';
import { resetPassword } from '@cci/shared-ui/api';
import { PasswordField } from '@cci/shared-ui/forms';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { SuccessPanel } from '../components/success-panel';
import { failureOf, TRY_LATER } from '../features/auth/api-failure';
import { AuthSubmit } from '../features/auth/components/auth-submit';
import { AccountLayout } from '../features/auth/components/account-layout';
import { LinkInvalid } from '../features/auth/components/link-invalid';
import { useLinkToken } from '../features/auth/link-token';

interface NewPasswordForm {
  password?: string;
  confirmPassword?: string;
}
const validateReset = validateWith(ResetPasswordSchema);

/** The new password as the API checks it, and the confirmation checked here (the registration form's message). */
function validate(token: string, values: NewPasswordForm) {
  const errors: Record<string, string> = { ...validateReset({ token, password: values.password }) };
  delete errors.token;
  if (values.confirmPassword !== values.password) errors.confirmPassword = AUTH_MESSAGES.confirmPassword;
  return errors;
}

/**
 * /reset-password?token=… (not pre-rendered: the address carries a secret). A new password, then a link
 * to log in; every session of the member has ended. A link that is malformed, spent or expired shows the invalid-link
 * state with a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const token = useLinkToken();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  async function onSubmit(values: NewPasswordForm) {
    if (!token) return undefined;
    try {
      await resetPassword({ token, password: values.password ?? '' });
      setState('done');
      return undefined;
    } catch (err) {
      const failure = failureOf(err);
      if (failure.kind === 'invalid-link') {
        setState('invalid');
        return undefined;
      }
      const fields = fieldErrorsOf(err);
      if (fields) return fields;
      toast({
        variant: 'destructive',
        title: 'Your password was not changed',
        description: failure.kind === 'throttled' ? `${failure.message} ${TRY_LATER}` : 'message' in failure ? failure.message : undefined,
      });
      return undefined;
    }
  }

  if (!token || state === 'invalid') {
    return (
      <AccountLayout>
        <LinkInvalid action={<ButtonLink to="/forgot-password">Ask for a new link</ButtonLink>} />
      </AccountLayout>
    );
  }
  if (state === 'done') {
    return (
      <AccountLayout>
        <SuccessPanel level={1} title="Password changed" testId="reset-password-done" actions={<ButtonLink to="/login">Log in</ButtonLink>}>
          <p>
            Your new password is set, and every device that was signed in to your account has been signed out. Log in with the new password.
          </p>
        </SuccessPanel>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout labelledBy="reset-title">
      <header>
        <h1 id="reset-title">Choose a new password</h1>
        <p>After this, every device signed in to your account is signed out.</p>
      </header>
      <Form<NewPasswordForm>
        onSubmit={onSubmit}
        validate={(values) => validate(token, values)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Set a new password">
            <PasswordField name="password" label="New password" autoComplete="new-password" hint="At least 8 characters" />
            <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
            <AuthSubmit submitting={submitting} icon={<KeyRound aria-hidden="true" />} label="Set new password" busyLabel="Saving..." />
          </form>
        )}
      />
    </AccountLayout>
  );
}
