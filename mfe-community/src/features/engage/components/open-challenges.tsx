import { type ChallengeSummary, challengeWindowText } from '@cci/contracts';
import { Badge } from '@cci/shared-ui';
import { Link } from '@cci/shared-ui/router';
import { Clock, Users } from 'lucide-react';
import { HubEmpty, HubFacts, HubItem, HubList } from './hub-section';

/** Challenges running now: community, time left, participants, and whether the member joined. */
export function OpenChallenges({ challenges }: { challenges: ChallengeSummary[] }) {
  if (!challenges.length) return <HubEmpty>No challenge is open right now.</HubEmpty>;
  return (
    <HubList>
      {challenges.map((c) => (
        <HubItem key={c.id}>
          <h3>
            <Link to={`/community/${encodeURIComponent(c.community.slug)}/challenges/${c.id}`}>{c.title}</Link>
          </h3>
          <HubFacts>
            <span>{c.community.name}</span>
            <span>
              <Clock aria-hidden="true" />
              <span suppressHydrationWarning>{challengeWindowText(c)}</span>
            </span>
            <span>
              <Users aria-hidden="true" />
              {c.participantCount} taking part
            </span>
            <span>{c.points} points</span>
            {c.me && <Badge $tone="success">You joined</Badge>}
          </HubFacts>
        </HubItem>
      ))}
    </HubList>
  );
}
