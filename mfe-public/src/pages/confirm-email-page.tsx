import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { ButtonLink, useSession, usePageTitle } from '@cci/shared-ui';
import { confirmEmailChange } from '@cci/shared-ui/api';
import { MailX } from 'lucide-react';
import { SuccessPanel } from '../components/success-panel';
import { AccountLayout } from '../features/auth/components/account-layout';
import { LinkFailed } from '../features/auth/components/link-failed';
import { LinkInvalid } from '../features/auth/components/link-invalid';
import { LinkWorking } from '../features/auth/components/link-working';
import { useLinkToken } from '../features/auth/link-token';
import { useLinkAction } from '../features/auth/use-link-action';

/**
 * /confirm-email?token=… (not pre-rendered): moves the account to the new address on arrival. The address
 * may have got an account meanwhile (409); a spent or expired link sends the member back to settings for a new one.
 */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm Email');
  const [state, retry] = useLinkAction(useLinkToken(), confirmEmailChange);
  const { status } = useSession();
  const next =
    status === 'authenticated' ? <ButtonLink to="/settings">Back to settings</ButtonLink> : <ButtonLink to="/login">Log in</ButtonLink>;

  let content;
  if (state.kind === 'working') content = <LinkWorking title="Changing your e-mail address…" />;
  else if (state.kind === 'done')
    content = (
      <SuccessPanel level={1} title="E-mail address changed" testId="confirm-email-done" actions={next}>
        <p>
          Your account now uses <strong>{state.result.email}</strong>. Log in with it from now on.
        </p>
      </SuccessPanel>
    );
  else if (state.kind === 'conflict')
    content = (
      <SuccessPanel level={1} title="This address is taken" tone="warning" icon={<MailX aria-hidden="true" />} actions={next}>
        <p>{ACCOUNT_MESSAGES.emailTaken}. Your account keeps its current address.</p>
      </SuccessPanel>
    );
  else if (state.kind === 'failed')
    content = <LinkFailed title="Your address could not be changed" message={state.message} retry={retry} />;
  else
    content = (
      <LinkInvalid
        action={
          status === 'authenticated' ? (
            <ButtonLink to="/settings">Change it again in settings</ButtonLink>
          ) : (
            <ButtonLink to="/login">Log in to ask for a new link</ButtonLink>
          )
        }
      />
    );
  return <AccountLayout>{content}</AccountLayout>;
}
