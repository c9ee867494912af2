import { Button, Container, Lead, PageTitle, StateMessage, media, useSession, usePageTitle } from '@cci/shared-ui';
import { useAccount } from '@cci/shared-ui/api';
import { Navigate, useLocation } from '@cci/shared-ui/router';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { SessionError } from '../components/session-error';
import { WrapList } from '../components/wrap-list';
import { VerifyBanner } from '../components/verify-banner';
import { AppearanceSection } from '../features/settings/components/appearance-section';
import { BlocksSection } from '../features/settings/components/blocks-section';
import { CommunitiesSection } from '../features/settings/components/communities-section';
import { DataSection } from '../features/settings/components/data-section';
import { EmailSection } from '../features/settings/components/email-section';
import { MentoringSection } from '../features/settings/components/mentoring-section';
import { NotificationsSection } from '../features/settings/components/notifications-section';
import { PasswordSection } from '../features/settings/components/password-section';
import { ProfileSection } from '../features/settings/components/profile-section';
import { SessionsSection } from '../features/settings/components/sessions-section';

const Page = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;
const Intro = styled.header`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
  ${media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;
const Toc = styled.nav`
  a {
    display: block;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.text};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.medium};
    text-decoration: none;
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
  }
  a:hover {
    color: ${(p) => p.theme.color.primary};
    border-color: ${(p) => p.theme.color.primary};
  }
  ${media.lg} {
    position: sticky;
    top: calc(${(p) => p.theme.layout.navHeight} + ${(p) => p.theme.space(6)});
    ul {
      flex-direction: column;
      gap: ${(p) => p.theme.space(1)};
    }
    a {
      border-color: transparent;
      background: transparent;
    }
    a:hover {
      background: ${(p) => p.theme.color.primarySoft};
    }
  }
`;
const Sections = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  min-width: 0;
`;

const SECTIONS = [
  ['profile', 'Profile'],
  ['notifications', 'Notifications'],
  ['appearance', 'Appearance'],
  ['mentoring', 'Mentoring'],
  ['communities', 'Communities'],
  ['password', 'Password'],
  ['email', 'E-mail address'],
  ['sessions', 'Sessions'],
  ['blocks', 'Blocked members'],
  ['data', 'Your data'],
] as const;

/** A link such as /settings#communities (the dashboard's switcher) scrolls to its section once the sections exist. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/**
 * /settings, members only: a signed-out visitor goes to /login, as on the dashboard. Profile,
 * notification consents, communities, password, e-mail address, sessions and the member's data, each its own section.
 */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { status, user, retry } = useSession();
  const account = useAccount(status === 'authenticated');
  useScrollToHash(account.data !== undefined);

  if (status === 'loading') return <LoadingState text="Loading your settings..." testId="settings-auth-loading" />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (status === 'error') return <SessionError onRetry={retry} testId="settings-session-error" />;

  return (
    <Page data-testid="settings">
      <Intro>
        <PageTitle>Settings</PageTitle>
        <Lead>Your profile, notifications, communities and account.</Lead>
      </Intro>
      {user && !user.emailVerified && <VerifyBanner email={user.email} />}
      {account.error ? (
        <StateMessage
          role="alert"
          icon={<AlertTriangle size={28} aria-hidden="true" />}
          title="Your settings could not be loaded"
          actions={
            <Button $variant="outline" $size="sm" onClick={() => account.mutate()}>
              Try again
            </Button>
          }
        >
          The site is not answering right now. Please try again in a moment.
        </StateMessage>
      ) : !account.data ? (
        <LoadingState text="Loading your settings..." testId="settings-loading" />
      ) : (
        <Layout>
          <Toc aria-label="Settings sections">
            <WrapList>
              {SECTIONS.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
            </WrapList>
          </Toc>
          <Sections>
            <ProfileSection account={account.data} />
            <NotificationsSection account={account.data} />
            <AppearanceSection />
            <MentoringSection />
            <CommunitiesSection />
            <PasswordSection />
            <EmailSection account={account.data} />
            <SessionsSection />
            <BlocksSection />
            <DataSection />
          </Sections>
        </Layout>
      )}
    </Page>
  );
}
