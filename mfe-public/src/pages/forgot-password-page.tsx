import { ForgotPasswordSchema, validateWith, type ForgotPassword } from '@cci/contracts';
import { Button, ButtonLink, fieldErrorsOf, usePageTitle } from '@cci/shared-ui';
import { requestPasswordReset } from '@cci/shared-ui/api';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from '@cci/shared-ui/router';
import { SuccessPanel } from '../components/success-panel';
import { failureOf, TRY_LATER, type Failure } from '../features/auth/api-failure';
import { AccountLayout } from '../features/auth/components/account-layout';
import { FormAlert } from '../features/auth/components/form-alert';
import { AuthSubmit } from '../features/auth/components/auth-submit';
import { EmailField } from '../features/auth/components/email-field';

const validate = validateWith(ForgotPasswordSchema);

/**
 * /forgot-password (linked from /login): asks for a reset link. The API answers the same 202 whatever the
 * address, and its message is shown as it is; too many requests (429) say so plainly.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function onSubmit(values: Partial<ForgotPassword>) {
    setFailure(null);
    try {
      const { message } = await requestPasswordReset({ email: values.email ?? '' });
      setSent(message);
      return undefined;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) return fields;
      setFailure(failureOf(err));
      return undefined;
    }
  }

  if (sent !== null) {
    return (
      <AccountLayout>
        <SuccessPanel
          level={1}
          title="Check your inbox"
          icon={<MailCheck aria-hidden="true" />}
          testId="forgot-password-sent"
          actions={
            <>
              <ButtonLink to="/login">Back to login</ButtonLink>
              <Button $variant="outline" onClick={() => setSent(null)}>
                Use another address
              </Button>
            </>
          }
        >
          <p role="status">{sent}</p>
        </SuccessPanel>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout labelledBy="forgot-title">
      <header>
        <h1 id="forgot-title">Forgot your password?</h1>
        <p>
          Enter the e-mail address of your account and we will send you a link to choose a new password. Remembered it?{' '}
          <Link to="/login">Back to login</Link>
        </p>
      </header>
      {failure && (
        <FormAlert title={failure.kind === 'throttled' ? 'Too many requests' : 'The link could not be sent'}>
          {failure.kind === 'throttled' ? `${failure.message} ${TRY_LATER}` : 'message' in failure ? failure.message : null}
        </FormAlert>
      )}
      <Form<Partial<ForgotPassword>>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Ask for a reset link">
            <EmailField />
            <AuthSubmit submitting={submitting} icon={<Send aria-hidden="true" />} label="Send reset link" busyLabel="Sending..." />
          </form>
        )}
      />
    </AccountLayout>
  );
}
