import { Badge, Button, ButtonLink, Container, Skeleton, displayName, media, useSession } from '@cci/shared-ui';
import { LayoutDashboard, LogOut, Sparkles } from 'lucide-react';
import { NavLink } from '@cci/shared-ui/router';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Brand } from './brand';
import { MobileDrawer } from './mobile-drawer';
import { memberLinks, NAV_LINKS } from './nav-links';
import { logoutAndReload } from './logout';
import { SearchButton, useSlashToSearch } from './search-button';

/** The bell, the Messages link and their data: fetched once a member is signed in, never on a visitor's first visit (its byte budget). */
const NotificationBell = lazy(() => import('./notification-bell'));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.nav};
  background: ${(p) => p.theme.color.navGlass};
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
/** The bar may be wider than the page's column (up to 1440 px): the links and a member's buttons need the room. */
const Inner = styled(Container)`
  max-width: 1440px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  height: ${(p) => p.theme.layout.navHeight};
`;
const Links = styled.nav`
  display: none;
  ${media.nav} {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(0.5)};
  }
`;
/** Tight horizontal padding: at 1280 px the bar holds the brand, six links, Search, the bell and a member's buttons. */
const Item = styled(NavLink)`
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(1.25)};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  transition:
    color 150ms ease,
    background 150ms ease;
  &:hover {
    color: ${(p) => p.theme.color.ink};
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  &.active {
    color: ${(p) => p.theme.color.primaryHover};
    background: ${(p) => p.theme.color.primarySoft};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const CoachPill = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  box-shadow: 0 4px 14px rgba(124, 58, 237, 0.3);
  svg {
    width: 14px;
    height: 14px;
  }
  &.active {
    outline: 2px solid ${(p) => p.theme.color.accent};
    outline-offset: 2px;
  }
`;
const Auth = styled.div`
  display: none;
  white-space: nowrap;
  ${media.nav} {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
  }
`;
/** The member's first name (spec §2), which is also the link to their public profile. */
const Greeting = styled(NavLink)`
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(1)};
  border-radius: ${(p) => p.theme.radius.sm};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
  text-decoration: none;
  max-width: 5.5rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover,
  &.active {
    color: ${(p) => p.theme.color.primaryHover};
    text-decoration: underline;
  }
`;
/** Search, the bell, the member's buttons and (on phones) the menu button, at the bar's end. */
const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  ${media.nav} {
    gap: ${(p) => p.theme.space(1)};
  }
`;
const MobileOnly = styled.div`
  ${media.nav} {
    display: none;
  }
`;

function AuthArea() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return (
      <Auth data-testid="auth-loading" aria-label="Checking your sign-in" aria-busy="true">
        <Skeleton $w="72px" $h="36px" $radius="10px" />
        <Skeleton $w="96px" $h="36px" $radius="10px" />
      </Auth>
    );
  }
  if (status === 'authenticated' && user) {
    const links = memberLinks(user);
    return (
      <Auth>
        <ButtonLink to={links.dashboard} $variant="secondary" $size="sm">
          <LayoutDashboard aria-hidden="true" /> My Dashboard
        </ButtonLink>
        <Greeting to={links.profile} data-testid="nav-user-name" aria-label={`${displayName(user)}, my profile`} title="My profile">
          {displayName(user)}
        </Greeting>
        <Button $variant="ghost" $size="sm" onClick={logoutAndReload}>
          <LogOut aria-hidden="true" /> Logout
        </Button>
      </Auth>
    );
  }
  return (
    <Auth>
      <ButtonLink to="/login" $variant="ghost" $size="sm">
        Login
      </ButtonLink>
      <ButtonLink to="/register" $size="sm">
        Join Now
      </ButtonLink>
    </Auth>
  );
}

/**
 * The signed-in member's bell; while its code loads, an empty slot of its size holds its place so the bar does not
 * move. The bell holds the live stream (GET /api/stream, one per tab), so it is open exactly while a member is signed
 * in: it answers 401 otherwise.
 */
function MemberBell() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  if (!signedIn) return null;
  return (
    <Suspense fallback={<span style={{ width: 88, height: 40 }} />}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * Spec §2 Navigation bar: sticky, logo to /, six links with the current one emphasised, auth-dependent buttons.
 * Icon buttons (there is no room for more words at 1280 px): Search ("/" goes there too) and, for a
 * member, the notifications bell.
 */
export function NavBar() {
  useSlashToSearch();
  return (
    <Bar>
      <Inner>
        <Brand />
        <Links aria-label="Main">
          {NAV_LINKS.map((l) =>
            'coach' in l ? (
              <CoachPill key={l.to} to={l.to}>
                <Sparkles aria-hidden="true" /> {l.label} <Badge $tone="inverse">Soon</Badge>
              </CoachPill>
            ) : (
              <Item key={l.to} to={l.to}>
                {l.label}
              </Item>
            ),
          )}
        </Links>
        <End>
          <SearchButton />
          <MemberBell />
          <AuthArea />
          <MobileOnly>
            <MobileDrawer />
          </MobileOnly>
        </End>
      </Inner>
    </Bar>
  );
}
