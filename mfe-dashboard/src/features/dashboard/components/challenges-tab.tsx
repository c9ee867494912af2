import { challengeWindowText, type ChallengeSummary } from '@cci/contracts';
import { Badge, Button, ButtonLink, Card, Skeleton, toast, toastFailure } from '@cci/shared-ui';
import { joinChallenge, useCommunityChallenges } from '@cci/shared-ui/api';
import { Clock, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { TabPlaceholderPanel } from './tab-placeholder';
import { CardGridList } from '../../../components/wrap-list';

const Item = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
  > span {
    justify-self: start;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
`;

/** Where "View Challenges" leads when this community has none. */
export const OPEN_CHALLENGES = '/engage#challenges';

const STATE: Record<string, string> = { active: 'You joined', completed: 'Completed', winner: 'Winner' };

/**
 * The dashboard's Challenges tab: the community's challenges, running first, with join and the member's
 * state; each opens its page. The spec's placeholder is the empty state.
 */
export default function ChallengesTab({
  slug,
  communityName,
  placeholder,
}: {
  slug: string;
  communityName: string;
  placeholder: TabPlaceholder;
}) {
  const { data, error } = useCommunityChallenges(slug);
  const [busy, setBusy] = useState<number | null>(null);
  const join = async (c: ChallengeSummary) => {
    setBusy(c.id);
    try {
      await joinChallenge(c.id, slug);
      toast({ title: 'You joined the challenge', description: c.title });
    } catch (err) {
      toastFailure('Could not join', err);
    } finally {
      setBusy(null);
    }
  };
  if (!data && !error) return <Skeleton $h="240px" $radius="16px" />;
  // "View Challenges": the open challenges of all the member's communities (the Engage hub's section).
  if (!data || data.length === 0) return <TabPlaceholderPanel tab={placeholder} communityName={communityName} to={OPEN_CHALLENGES} />;
  return (
    <CardGridList $min="260px" data-testid="dashboard-challenges" aria-label={`${communityName} challenges`}>
      {data.map((c) => (
        <li key={c.id}>
          <Item as="article" data-testid="challenge-card">
            <Badge $tone={c.phase === 'active' ? 'success' : c.phase === 'upcoming' ? 'primary' : 'neutral'}>
              {c.phase === 'active' ? 'Running' : c.phase === 'upcoming' ? 'Upcoming' : 'Ended'}
            </Badge>
            <h3>{c.title}</h3>
            <p>
              <Trophy aria-hidden="true" /> {c.points} XP · winner +{c.winnerBonus}
            </p>
            <p>
              <Clock aria-hidden="true" /> <span suppressHydrationWarning>{challengeWindowText(c)}</span> · <Users aria-hidden="true" />{' '}
              {c.participantCount} taking part
            </p>
            {c.me && <Badge $tone="accent">{c.me.entryStatus === 'pending' ? 'Entry sent' : STATE[c.me.status]}</Badge>}
            <Actions>
              <ButtonLink $size="sm" $variant="outline" to={`/community/${slug}/challenges/${c.id}`}>
                Open<span className="visually-hidden"> {c.title}</span>
              </ButtonLink>
              {!c.me && c.phase !== 'ended' && (
                <Button $size="sm" disabled={busy === c.id} onClick={() => void join(c)}>
                  Join<span className="visually-hidden"> {c.title}</span>
                </Button>
              )}
            </Actions>
          </Item>
        </li>
      ))}
    </CardGridList>
  );
}
