import { dashboardPathOf, WELCOME_STEPS, type WelcomeStepName } from '@cci/contracts';
import { ButtonLink, Card, Container, Lead, PageTitle, media, useSession, usePageTitle } from '@cci/shared-ui';
import { updateWelcome, useAccount } from '@cci/shared-ui/api';
import { Navigate, useLocation, useNavigate } from '@cci/shared-ui/router';
import { useEffect } from 'react';
import styled from 'styled-components';
import { SessionError } from '../components/session-error';
import { VerifyBanner } from '../components/verify-banner';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { GoalsStep } from '../features/welcome/components/goals-step';
import { IntroduceStep, NoCommunityYet } from '../features/welcome/components/introduce-step';
import { PeopleStep } from '../features/welcome/components/people-step';
import { ProfileStep } from '../features/welcome/components/profile-step';
import { currentStep, WELCOME_STEP_TEXT, welcomePath } from '../features/welcome/welcome-steps';

const Page = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  max-width: 860px;
  padding-top: ${(p) => p.theme.space(6)};
  padding-bottom: ${(p) => p.theme.space(12)};
`;
const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${WELCOME_STEPS.length}, 1fr);
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.muted};
  li {
    border-top: 4px solid ${(p) => p.theme.color.border};
    padding-top: ${(p) => p.theme.space(1)};
  }
  li[data-reached] {
    border-color: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.text};
  }
  li[aria-current] {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const StepCard = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(5)};
  overflow: visible;
  ${media.md} {
    padding: ${(p) => p.theme.space(7)};
  }
  form {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
  > header {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
`;

const SHORT: Record<WelcomeStepName, string> = {
  goals: 'Goals',
  profile: 'Photo and bio',
  people: 'People',
  introduce: 'Introduce yourself',
};

/**
 * The first-day welcome (/dashboard/welcome, issue 30 §2): registration lands here. Four skippable steps, resumable:
 * the furthest step reached is kept on the server (PATCH /api/me/welcome), and ?step= opens one (the dashboard's
 * checklist links to each). "Skip for now" goes to the dashboard, where the checklist stays until the welcome is done.
 */
export default function WelcomePage() {
  usePageTitle('Welcome');
  const { status, user, retry } = useSession();
  const { data: account, error, mutate } = useAccount(status === 'authenticated');
  const navigate = useNavigate();
  const asked = new URLSearchParams(useLocation().search).get('step');
  const reached = account?.welcome.step ?? 0;
  const step = currentStep(asked, reached);
  const index = WELCOME_STEPS.indexOf(step) + 1;

  // Opening the welcome reaches its step (the first time: step 1, so the welcome is known to have been seen).
  useEffect(() => {
    if (account && index > account.welcome.step) void updateWelcome({ step: index }).catch(() => undefined);
  }, [account, index]);

  if (status === 'loading' || (status === 'authenticated' && !account && !error))
    return <LoadingState text="Loading your welcome..." testId="welcome-loading" />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (status === 'error' || !account || !user) {
    const retryBoth = () => {
      retry();
      void mutate();
    };
    return <SessionError onRetry={retryBoth} testId="welcome-session-error" />;
  }

  const dashboard = dashboardPathOf(user.primaryCommunity);
  const go = (to: WelcomeStepName) => navigate(welcomePath(to));
  const next = () => (index < WELCOME_STEPS.length ? go(WELCOME_STEPS[index]) : finish(dashboard));
  const back = index > 1 ? () => go(WELCOME_STEPS[index - 2]) : undefined;
  async function finish(to: string) {
    await updateWelcome({ done: true }).catch(() => undefined);
    navigate(to);
  }
  const text = WELCOME_STEP_TEXT[step];
  const community = account.welcome.thread?.community ?? user.primaryCommunity;

  return (
    <Page data-testid="welcome">
      {!user.emailVerified && <VerifyBanner email={user.email} />}
      <Top>
        <div>
          <PageTitle>Welcome, {account.firstName}!</PageTitle>
          <Lead>A few quick steps to make this place yours. Skip any of them.</Lead>
        </div>
        <ButtonLink to={dashboard} $variant="ghost">
          Skip for now
        </ButtonLink>
      </Top>
      <Steps aria-label="Welcome steps">
        {WELCOME_STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} data-reached={i < Math.max(index, reached) ? '' : undefined}>
            {i + 1}. {SHORT[s]}
          </li>
        ))}
      </Steps>
      <StepCard as="section" aria-labelledby="welcome-step-title">
        <header>
          <p>
            Step {index} of {WELCOME_STEPS.length}
          </p>
          <h2 id="welcome-step-title">{text.title}</h2>
          <p>{text.lead}</p>
        </header>
        {step === 'goals' && <GoalsStep account={account} onNext={next} onSkip={next} />}
        {step === 'profile' && <ProfileStep account={account} onNext={next} onBack={back!} onSkip={next} />}
        {step === 'people' &&
          (community ? <PeopleStep community={community} onNext={next} onBack={back!} onSkip={next} /> : <NoCommunityYet onSkip={next} />)}
        {step === 'introduce' &&
          (account.welcome.thread ? (
            <IntroduceStep
              account={account}
              thread={account.welcome.thread}
              onPosted={(path) => void finish(path)}
              onBack={back!}
              onSkip={() => void finish(dashboard)}
            />
          ) : (
            <NoCommunityYet onSkip={() => void finish(dashboard)} />
          ))}
      </StepCard>
    </Page>
  );
}
