import * as Dialog from '@radix-ui/react-dialog';
import { Badge, ButtonAnchor, ButtonLink, Skeleton, displayName, useSession } from '@cci/shared-ui';
import { LayoutDashboard, LogOut, Settings, Sparkles, UserRound, X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from '@cci/shared-ui/router';
import styled, { keyframes } from 'styled-components';
import { Brand } from './brand';
import { IconButton } from './icon-button';
import { MOBILE_LOGOUT_PATH } from './logout';
import { memberLinks, NAV_LINKS } from './nav-links';
import { ThemeButton } from './theme-button';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.drawer};
  background: ${(p) => p.theme.color.scrimStrong};
  animation: ${fadeIn} 150ms ease-out;
`;
const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${(p) => p.theme.z.drawer};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(6)};
  width: min(340px, 88vw);
  padding: ${(p) => p.theme.space(5)};
  overflow-y: auto;
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.lg};
  animation: ${slideIn} 200ms ease-out;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  > span:first-child {
    margin-right: auto;
  }
`;
const List = styled.nav`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  a {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.text};
    font-weight: ${(p) => p.theme.fontWeight.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  a.active {
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  a svg {
    width: 16px;
    height: 16px;
    color: ${(p) => p.theme.color.accent};
  }
  a > span:last-child {
    margin-left: auto;
  }
`;
const AuthBlock = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin-top: auto;
  padding-top: ${(p) => p.theme.space(5)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  p {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
`;

/** My profile and Settings, side by side under My Dashboard. */
const MemberRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(2)};
`;

function DrawerAuth({ close }: { close: () => void }) {
  const { status, user } = useSession();
  if (status === 'loading')
    return (
      <AuthBlock aria-busy="true">
        <Skeleton $h="44px" $radius="10px" />
      </AuthBlock>
    );
  if (status === 'authenticated' && user) {
    const links = memberLinks(user);
    return (
      <AuthBlock>
        <p>Welcome back, {displayName(user)}</p>
        <ButtonLink to={links.dashboard} onClick={close} $block>
          <LayoutDashboard aria-hidden="true" /> My Dashboard
        </ButtonLink>
        <MemberRow>
          <ButtonLink to={links.profile} onClick={close} $variant="ghost" $block>
            <UserRound aria-hidden="true" /> My profile
          </ButtonLink>
          <ButtonLink to={links.settings} onClick={close} $variant="ghost" $block>
            <Settings aria-hidden="true" /> Settings
          </ButtonLink>
        </MemberRow>
        {/* Spec §4: the mobile logout navigates to the logout path (the server redirects to /). */}
        <ButtonAnchor href={MOBILE_LOGOUT_PATH} $variant="outline" $block>
          <LogOut aria-hidden="true" /> Logout
        </ButtonAnchor>
      </AuthBlock>
    );
  }
  return (
    <AuthBlock>
      <ButtonLink to="/register" onClick={close} $block>
        Join The Network
      </ButtonLink>
      <ButtonLink to="/login" onClick={close} $variant="outline" $block>
        Login
      </ButtonLink>
    </AuthBlock>
  );
}

/**
 * The open drawer (Radix Dialog: focus trap, Escape, scroll lock, aria-modal). Loaded on first use by
 * <MobileDrawer>, which owns the menu button and the open state.
 */
export default function MobileDrawerPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // There is no Dialog.Trigger (the button lives outside this lazily loaded part): give focus back by hand.
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Head>
            <Dialog.Title asChild>
              <span>
                <Brand onNavigate={close} />
              </span>
            </Dialog.Title>
            {/* On phones the theme switch lives here: the bar has no room for it beside the brand. */}
            <ThemeButton />
            <Dialog.Close asChild>
              <IconButton aria-label="Close menu">
                <X size={22} aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </Head>
          <List aria-label="Mobile">
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} onClick={close}>
                {'coach' in l && <Sparkles aria-hidden="true" />}
                {l.label}
                {'coach' in l && <Badge $tone="accent">Soon</Badge>}
              </NavLink>
            ))}
          </List>
          <DrawerAuth close={close} />
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
