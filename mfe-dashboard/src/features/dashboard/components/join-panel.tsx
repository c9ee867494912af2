import { Button, ButtonLink, Card, Container, media, toast, toastFailure } from '@cci/shared-ui';
import { joinCommunity } from '@cci/shared-ui/api';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { initialOf } from '../dashboard-view';

const Wrap = styled(Container)`
  padding-top: ${(p) => p.theme.space(10)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;
const Box = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  max-width: 640px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(5)};
  text-align: center;
  ${media.md} {
    padding: ${(p) => p.theme.space(10)};
  }
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    overflow-wrap: anywhere;
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;
const Avatar = styled.span.attrs({ 'aria-hidden': true })<{ $color?: string }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.$color || p.theme.color.primary};
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: ${(p) => p.theme.fontWeight.extrabold};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
`;

/**
 * The dashboard of a community the member has not joined offers to join it. Joining refreshes the
 * memberships, so the page then shows the dashboard (approved) or says it awaits approval (pending).
 */
export function JoinPanel({
  slug,
  name,
  color,
  myDashboard,
}: {
  slug: string;
  name: string;
  color?: string;
  /** The member's own dashboard (their primary community's), or undefined when this would be it. */
  myDashboard?: string;
}) {
  const [joining, setJoining] = useState(false);

  async function join() {
    setJoining(true);
    try {
      const membership = await joinCommunity(slug);
      toast(
        membership.status === 'pending'
          ? { title: `You asked to join ${name}`, description: 'Your membership is awaiting approval.' }
          : { title: `Welcome to ${name}!`, description: 'You are now a member of this community.' },
      );
    } catch (err) {
      toastFailure('Could not join', err, 'Please try again in a moment.');
    } finally {
      setJoining(false);
    }
  }

  return (
    <Wrap data-testid="join-panel">
      <Box>
        <Avatar $color={color}>{initialOf(name)}</Avatar>
        <h1>{name}</h1>
        <p>You are not a member of {name} yet. Join it to use its dashboard: it adds to your other communities.</p>
        <Actions>
          <Button $size="lg" onClick={join} disabled={joining}>
            <UserPlus aria-hidden="true" /> {joining ? 'Joining...' : 'Join this community'}
          </Button>
          <ButtonLink to={`/community/${slug}`} $variant="outline" $size="lg">
            About {name}
          </ButtonLink>
          {myDashboard && (
            <ButtonLink to={myDashboard} $variant="ghost" $size="lg">
              Go to my dashboard
            </ButtonLink>
          )}
        </Actions>
      </Box>
    </Wrap>
  );
}
