import {
  dashboardPathOf,
  REGISTRATION_REDIRECT_MS,
  WELCOME_PATH,
  REGISTRATION_STEP1_FIELDS,
  REGISTRATION_TOASTS,
  RegistrationSchema,
  RegistrationStep1Schema,
  validateWith,
  type RegistrationInput,
} from '@cci/contracts';
import { Button, fieldErrorsOf, toast, usePageTitle, useSession } from '@cci/shared-ui';
import { registerMember, useCommunities } from '@cci/shared-ui/api';
import { CheckboxField, CheckboxGroupField, PasswordField, SelectField, TextField } from '@cci/shared-ui/forms';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { FieldRow } from '../components/form-panel';
import { Actions, AuthLayout, FormCard, SwitchLine } from '../features/auth/components/auth-layout';
import { EmailField } from '../features/auth/components/email-field';
import { StepIndicator } from '../features/auth/components/step-indicator';
import { failureOf } from '../features/auth/api-failure';

const STEPS = ['Personal information', 'Your communities'] as const;
/** The form holds agreeToTerms as a plain checkbox; the schema only accepts true. */
type RegistrationForm = Omit<RegistrationInput, 'agreeToTerms'> & { agreeToTerms: boolean };
const INITIAL: Partial<RegistrationForm> = { additionalCommunities: [], agreeToTerms: false, agreeToNewsletter: false };
const validateStep1 = validateWith(RegistrationStep1Schema);
const validateAll = validateWith(RegistrationSchema);

const Success = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(3)};
  text-align: center;
  padding: ${(p) => p.theme.space(6)} 0;
  svg {
    color: ${(p) => p.theme.color.success};
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * Spec §2 Registration (/register): two steps, then a success view and, after 2 s, the dashboard of the primary
 * community just chosen. A member who is already signed in is sent to their dashboard straight away.
 */
export default function RegisterPage() {
  usePageTitle('Join The Network');
  const [step, setStep] = useState<1 | 2>(1);
  const [registered, setRegistered] = useState<{ firstName: string; dashboard: string } | null>(null);
  // Set while this page registers someone: the session turns to theirs before the success view shows.
  const [registering, setRegistering] = useState(false);
  const registeredName = registered?.firstName ?? null;
  const navigate = useNavigate();
  const { status, user: member } = useSession();
  const { data: communities, error: communitiesError } = useCommunities();
  // An invitation link (/register?community=<slug>, the dashboard's "Invite Friends") preselects its community.
  const invited = new URLSearchParams(useLocation().search).get('community');
  const initialValues = useMemo(
    () => (invited && communities?.some((c) => c.slug === invited) ? { ...INITIAL, primaryCommunity: invited } : INITIAL),
    [invited, communities],
  );

  const memberArrived = status === 'authenticated' && !registering && registered === null;
  useEffect(() => {
    if (memberArrived) navigate(dashboardPathOf(member?.primaryCommunity), { replace: true });
  }, [memberArrived, member, navigate]);

  useEffect(() => {
    if (registered === null) return;
    const timer = setTimeout(() => navigate(registered.dashboard), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const options = (communities ?? []).map((c) => ({ value: c.slug, label: c.name }));

  async function onSubmit(values: RegistrationForm) {
    if (step === 1) {
      setStep(2); // Step 1 validated (react-final-form only calls onSubmit for valid values).
      return undefined;
    }
    setRegistering(true);
    try {
      const user = await registerMember({
        ...(values as RegistrationInput),
        additionalCommunities: (values.additionalCommunities ?? []).filter((s) => s !== values.primaryCommunity),
      });
      toast({ title: REGISTRATION_TOASTS.success.title, description: `Welcome to The AI Network, ${user.firstName}!` });
      // A new member's first stop is the first-day welcome (issue 30 §2); it leads on to the dashboard.
      setRegistered({ firstName: user.firstName, dashboard: WELCOME_PATH });
      return undefined;
    } catch (err) {
      setRegistering(false);
      // A 409 names the taken address; a 429 (10 registrations a minute from one network, which a school or an
      // office reaches) says so and when to try again: the server's words. Anything else: the spec's sentence.
      const failure = failureOf(err);
      const conflict = failure.kind === 'conflict' ? failure.message : undefined;
      toast({
        variant: 'destructive',
        title: REGISTRATION_TOASTS.failed.title,
        description: failure.kind === 'conflict' || failure.kind === 'throttled' ? failure.message : REGISTRATION_TOASTS.failed.description,
      });
      const fields = fieldErrorsOf(err);
      if (fields && REGISTRATION_STEP1_FIELDS.some((k) => k in fields)) setStep(1);
      return fields ?? (conflict ? { email: conflict } : undefined);
    }
  }

  return (
    <AuthLayout>
      <FormCard aria-labelledby="register-title">
        {registeredName !== null ? (
          <Success role="status">
            <CheckCircle2 size={48} aria-hidden="true" />
            <h1 id="register-title">Welcome to the Network, {registeredName}!</h1>
            <p>Your account is ready. Taking you to your dashboard…</p>
          </Success>
        ) : (
          <>
            <header>
              <h1 id="register-title">Join The Network</h1>
              <p>Create your free account in two quick steps.</p>
            </header>
            <StepIndicator step={step} labels={STEPS} />
            <Form<RegistrationForm>
              onSubmit={onSubmit}
              initialValues={initialValues}
              validate={(v) => (step === 1 ? validateStep1(v) : validateAll(v))}
              render={({ handleSubmit, submitting, values }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={STEPS[step - 1]}>
                  {/* A key per step: React must not reuse step 2's Back button as step 1's submit button, or the
                      click that goes back would also submit step 1 again (its type changes mid-click). */}
                  <Fragment key={step}>
                    {step === 1 ? (
                      <>
                        <FieldRow>
                          <TextField name="firstName" label="First name" autoComplete="given-name" />
                          <TextField name="lastName" label="Last name" autoComplete="family-name" />
                        </FieldRow>
                        <EmailField />
                        <PasswordField name="password" label="Password" autoComplete="new-password" hint="At least 8 characters" />
                        <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
                        <Actions>
                          <Button type="submit" $size="lg">
                            Next <ArrowRight aria-hidden="true" />
                          </Button>
                        </Actions>
                      </>
                    ) : (
                      <>
                        <SelectField
                          name="primaryCommunity"
                          label="Primary community"
                          placeholder={
                            communitiesError
                              ? 'Communities could not be loaded'
                              : communities
                                ? 'Choose your main community'
                                : 'Loading communities…'
                          }
                          options={options}
                          disabled={!communities}
                        />
                        <CheckboxGroupField
                          name="additionalCommunities"
                          label="Additional communities (optional)"
                          options={options.filter((o) => o.value !== values.primaryCommunity)}
                        />
                        <CheckboxField
                          name="agreeToTerms"
                          label={
                            <>
                              I agree to the{' '}
                              <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
                                Terms of Service
                              </a>{' '}
                              and{' '}
                              <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
                                Privacy Policy
                              </a>
                            </>
                          }
                        />
                        <CheckboxField name="agreeToNewsletter" label="Send me the weekly AI trends newsletter (optional)" />
                        <Actions>
                          <Button $variant="outline" $size="lg" onClick={() => setStep(1)} disabled={submitting}>
                            <ArrowLeft aria-hidden="true" /> Back
                          </Button>
                          <Button type="submit" $size="lg" disabled={submitting}>
                            {submitting ? 'Creating Account...' : 'Create Account'}
                          </Button>
                        </Actions>
                      </>
                    )}
                  </Fragment>
                </form>
              )}
            />
            <SwitchLine>
              Already a member? <Link to="/login">Sign in</Link>
            </SwitchLine>
          </>
        )}
      </FormCard>
    </AuthLayout>
  );
}
