import type { Community, MembershipSummary } from '@cci/contracts';
import { ApiError, Button, ButtonLink, buttonStyles, type ButtonSize, Skeleton, toast, useSession } from '@cci/shared-ui';
import { joinCommunity, useMyMemberships } from '@cci/shared-ui/api';
import { Clock, LayoutDashboard, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Every label the slot can show, stacked in one grid cell: the invisible copies size the cell to the widest, so the
 * member's button replaces the visitor's (pre-rendered) one after hydration without moving anything around it.
 */
const Slot = styled.span`
  display: inline-grid;
  > * {
    grid-area: 1 / 1;
  }
`;
const Ghost = styled.span.attrs({ 'aria-hidden': true })<{ $size: ButtonSize }>`
  ${buttonStyles}
  visibility: hidden;
`;
const Fill = styled(Skeleton)`
  height: 100%;
  border-radius: ${(p) => p.theme.radius.md};
`;
/** "Pending approval": a state, not an action (no link, no button), in the button's place and size. */
const Pending = styled.span<{ $size: ButtonSize }>`
  ${buttonStyles}
  cursor: default;
  background: ${(p) => p.theme.color.warningSoft};
  color: ${(p) => p.theme.color.ink};
  border-color: ${(p) => p.theme.color.border};
`;

type State = { kind: 'visitor' } | { kind: 'checking' } | { kind: 'member'; membership: MembershipSummary | undefined };

/** Who is looking: a visitor (or nobody known yet: the server renders this), a member whose memberships load, or a member. */
function useViewer(slug: string): State {
  const { status } = useSession();
  const member = status === 'authenticated';
  const { data: memberships, error } = useMyMemberships(member);
  if (!member || error) return { kind: 'visitor' };
  if (!memberships) return { kind: 'checking' };
  return { kind: 'member', membership: memberships.find((m) => m.slug === slug) };
}

const LABELS = {
  join: 'Join this community',
  joining: 'Joining…',
  pending: 'Pending approval',
  open: 'Open dashboard',
  declined: 'Membership declined',
};

/**
 * The community page's call to action. Visitors keep the spec's button to /register (`visitor`); a
 * signed-in member sees "Join this community", "Pending approval" or "Open dashboard" in its place instead.
 */
export function MembershipAction({ community, visitor, size = 'md' }: { community: Community; visitor: ReactNode; size?: ButtonSize }) {
  const viewer = useViewer(community.slug);
  const [joining, setJoining] = useState(false);

  async function join() {
    setJoining(true);
    try {
      const membership = await joinCommunity(community.slug);
      if (membership.status === 'approved') {
        toast({ title: `Welcome to ${community.name}!`, description: 'The community is now on your dashboard.' });
      } else {
        toast({ title: 'Request sent', description: `Your membership of ${community.name} is pending approval.` });
      }
    } catch (err) {
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      toast({ variant: 'destructive', title: 'Could not join', description: message ?? 'Please try again.' });
    } finally {
      setJoining(false);
    }
  }

  let shown: ReactNode;
  if (viewer.kind === 'visitor') shown = visitor;
  else if (viewer.kind === 'checking') shown = <Fill data-testid="membership-checking" />;
  else if (!viewer.membership)
    shown = (
      <Button $size={size} onClick={join} disabled={joining}>
        <UserPlus aria-hidden="true" /> {joining ? LABELS.joining : LABELS.join}
      </Button>
    );
  else if (viewer.membership.status === 'pending')
    shown = (
      <Pending $size={size} data-testid="membership-pending">
        <Clock aria-hidden="true" /> {LABELS.pending}
      </Pending>
    );
  else if (viewer.membership.status === 'rejected')
    shown = (
      <Pending $size={size} data-testid="membership-declined">
        {LABELS.declined}
      </Pending>
    );
  else
    shown = (
      <ButtonLink to={`/dashboard/${encodeURIComponent(community.slug)}`} $size={size}>
        <LayoutDashboard aria-hidden="true" /> {LABELS.open}
      </ButtonLink>
    );

  return (
    <Slot data-testid="membership-action">
      <Ghost $size={size}>
        <UserPlus /> {LABELS.join}
      </Ghost>
      <Ghost $size={size}>
        <Clock /> {LABELS.pending}
      </Ghost>
      <Ghost $size={size}>{LABELS.declined}</Ghost>
      <Ghost $size={size}>
        <LayoutDashboard /> {LABELS.open}
      </Ghost>
      {shown}
    </Slot>
  );
}
