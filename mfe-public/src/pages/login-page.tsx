import { dashboardPathOf, LOGIN_TOASTS, SignInSchema, validateWith, type SignIn } from '@cci/contracts';
import { ApiError, Badge, ButtonLink, fieldErrorsOf, toast, toastAfterRedirect, usePageTitle } from '@cci/shared-ui';
import { signIn } from '@cci/shared-ui/api';
import { PasswordField } from '@cci/shared-ui/forms';
import { Bot, LogIn, Sparkles } from 'lucide-react';
import { Form } from 'react-final-form';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { AuthLayout, FormCard, SwitchLine } from '../features/auth/components/auth-layout';
import { AuthSubmit } from '../features/auth/components/auth-submit';
import { EmailField } from '../features/auth/components/email-field';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  width: 100%;
  max-width: 560px;
  justify-self: center;
`;
const CoachCard = styled.aside`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radius.xl};
  color: ${(p) => p.theme.color.primaryTint};
  background: ${(p) => p.theme.gradient.nightEven};
  box-shadow: ${(p) => p.theme.shadow.md};
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.onDark};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.primaryLine};
  }
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(3)};
    flex-wrap: wrap;
  }
`;

/** "Forgot your password?" under the password field, at its right edge. */
const Forgot = styled.p`
  margin-top: -${(p) => p.theme.space(2)};
  text-align: right;
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

const validateSignIn = validateWith(SignInSchema);

/**
 * Spec §2 Login (/login): both fields missing → the spec's "Missing information" toast. Otherwise the sign-in schema's
 * messages show under their fields (as at registration) and no request is sent; a 400 with field messages is mapped
 * onto the fields too, rather than toasting "Login failed / Validation failed".
 */
export default function LoginPage() {
  usePageTitle('Member Login');

  async function onSubmit(values: Partial<SignIn>) {
    if (!values.email?.trim() || !values.password) {
      toast({ variant: 'destructive', ...LOGIN_TOASTS.missing });
      return undefined;
    }
    const invalid = validateSignIn(values);
    if (invalid) return invalid;
    try {
      const user = await signIn({ email: values.email, password: values.password });
      toastAfterRedirect(LOGIN_TOASTS.success); // shown by the page the redirect lands on
      // Spec §4: a full redirect, so every slice starts from the new session; to the member's primary community.
      window.location.href = dashboardPathOf(user.primaryCommunity);
      return undefined;
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) return fields;
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      toast({ variant: 'destructive', title: LOGIN_TOASTS.failed.title, description: message || LOGIN_TOASTS.failed.fallback });
      return undefined;
    }
  }

  return (
    <AuthLayout>
      <Column>
        <FormCard aria-labelledby="login-title">
          <header>
            <h1 id="login-title">Welcome back</h1>
            <p>Sign in to your member dashboard.</p>
          </header>
          <Form<Partial<SignIn>>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
                <EmailField />
                <PasswordField name="password" label="Password" autoComplete="current-password" />
                <Forgot>
                  <Link to="/forgot-password">Forgot your password?</Link>
                </Forgot>
                <AuthSubmit submitting={submitting} icon={<LogIn aria-hidden="true" />} label="Sign In" busyLabel="Signing In..." />
              </form>
            )}
          />
          <SwitchLine>
            New here? <Link to="/register">Join The Network</Link>
          </SwitchLine>
        </FormCard>
        <CoachCard aria-labelledby="coach-card-title">
          <h2 id="coach-card-title">
            <Bot size={22} aria-hidden="true" /> AI Coach
          </h2>
          <p>Your personalised agent for pitch practice, interview preparation, research help and life coaching is on its way.</p>
          <div>
            <Badge $tone="inverse">
              <Sparkles aria-hidden="true" /> Coming Soon
            </Badge>
            <ButtonLink to="/ai-agent" $variant="light" $size="sm">
              Learn more
            </ButtonLink>
          </div>
        </CoachCard>
      </Column>
    </AuthLayout>
  );
}
