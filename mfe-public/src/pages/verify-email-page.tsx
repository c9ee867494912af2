import { dashboardPathOf } from '@cci/contracts';
import { ButtonLink, useSession, usePageTitle } from '@cci/shared-ui';
import { verifyEmail } from '@cci/shared-ui/api';
import { SuccessPanel } from '../components/success-panel';
import { AccountLayout } from '../features/auth/components/account-layout';
import { LinkFailed } from '../features/auth/components/link-failed';
import { LinkInvalid } from '../features/auth/components/link-invalid';
import { LinkWorking } from '../features/auth/components/link-working';
import { ResendVerification } from '../features/auth/components/resend-verification';
import { useLinkToken } from '../features/auth/link-token';
import { useLinkAction } from '../features/auth/use-link-action';

/**
 * /verify-email?token=… (not pre-rendered): confirms the address on arrival. A spent or expired link
 * offers a new one to a signed-in member who still needs it.
 */
export default function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const [state, retry] = useLinkAction(useLinkToken(), verifyEmail);
  const { status, user } = useSession();

  let content;
  if (state.kind === 'working') content = <LinkWorking title="Confirming your e-mail address…" />;
  else if (state.kind === 'done')
    content = (
      <SuccessPanel
        level={1}
        title="E-mail address verified"
        testId="verify-email-done"
        actions={
          status === 'authenticated' ? (
            <ButtonLink to={dashboardPathOf(state.result.primaryCommunity)}>Go to your dashboard</ButtonLink>
          ) : (
            <ButtonLink to="/login">Log in</ButtonLink>
          )
        }
      >
        <p>Thank you, {state.result.firstName}. Your address is confirmed.</p>
      </SuccessPanel>
    );
  else if (state.kind === 'failed' || state.kind === 'conflict')
    content = <LinkFailed title="Your address could not be confirmed" message={state.message} retry={retry} />;
  else
    content = (
      <LinkInvalid
        action={
          status !== 'authenticated' ? (
            <ButtonLink to="/login">Log in to ask for a new link</ButtonLink>
          ) : user?.emailVerified ? (
            <ButtonLink to={dashboardPathOf(user.primaryCommunity)}>Go to your dashboard</ButtonLink>
          ) : (
            <ResendVerification />
          )
        }
      >
        {status === 'authenticated' && user?.emailVerified && <p>Your address is already verified: nothing else to do.</p>}
      </LinkInvalid>
    );
  return <AccountLayout>{content}</AccountLayout>;
}
