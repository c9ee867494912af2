import { Badge, Button, formatCount, media, toast } from '@cci/shared-ui';
import { Sparkles, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '../../../components/button-row';
import { initialOf } from '../dashboard-view';

const Header = styled.header`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(5)};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(8)};
  }
`;
const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;
const CommunityAvatar = styled.span.attrs({ 'aria-hidden': true })<{ $color?: string }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
  background: ${(p) => p.$color || p.theme.color.primary};
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: ${(p) => p.theme.fontWeight.extrabold};
  line-height: 1;
  ${media.md} {
    width: 76px;
    height: 76px;
    font-size: ${(p) => p.theme.fontSize['4xl']};
  }
`;
const Titles = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  min-width: 0;
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
    ${media.md} {
      font-size: ${(p) => p.theme.fontSize['3xl']};
    }
  }
`;
const Welcome = styled.p`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: ${(p) => p.theme.fontWeight.medium};
  color: ${(p) => p.theme.color.text};
`;
const Members = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

export interface DashboardHeaderProps {
  /** The community's slug (the invitation link chooses it). */
  slug: string;
  /** Community name, already with its fallback ("Community"). */
  name: string;
  /** Community colour; the theme's primary when the community could not be read. */
  color?: string;
  /** "firstName or Member" */
  firstName: string;
  /** Member count, already with its fallback (156). */
  memberCount: number;
  /** The community switcher, first of the header's buttons; absent while the memberships load. */
  switcher?: ReactNode;
}

/**
 * Spec §2 dashboard header: community initial avatar, community name (h1), the welcome line, the member count
 * followed by "active members", and the buttons "Invite Friends" and "AI Coach" (Soon). "Invite Friends" copies an
 * invitation link to /register with this community chosen; the AI Coach is not wired.
 * The member's community switcher comes before them.
 */
/** Copies the invitation link; a browser without clipboard access shows the link to copy by hand. */
async function invite(slug: string) {
  const link = `${window.location.origin}/register?community=${encodeURIComponent(slug)}`;
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Invitation link copied', description: 'Send it to a friend: they join with this community chosen.' });
  } catch {
    toast({ title: 'Your invitation link', description: link });
  }
}

export function DashboardHeader({ slug, name, color, firstName, memberCount, switcher }: DashboardHeaderProps) {
  return (
    <Header data-testid="dashboard-header">
      <Identity>
        <CommunityAvatar $color={color} data-testid="community-avatar">
          {initialOf(name)}
        </CommunityAvatar>
        <Titles>
          <h1>{name}</h1>
          <Welcome>Welcome back, {firstName}!</Welcome>
          <Members data-testid="member-count">
            <Users aria-hidden="true" />{' '}
            <span>
              <strong>{formatCount(memberCount)}</strong> active members
            </span>
          </Members>
        </Titles>
      </Identity>
      <ButtonRow>
        {switcher}
        <Button $variant="outline" onClick={() => void invite(slug)}>
          <UserPlus aria-hidden="true" /> Invite Friends
        </Button>
        <Button $variant="secondary">
          <Sparkles aria-hidden="true" /> AI Coach <Badge $tone="accent">Soon</Badge>
        </Button>
      </ButtonRow>
    </Header>
  );
}
