import { memberPathOf, type SuggestedMentor } from '@cci/contracts';
import { Avatar } from '@cci/shared-ui/avatar';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { HubEmpty, HubFacts, HubItem, HubList } from './hub-section';

const Row = styled(HubItem)`
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  column-gap: ${(p) => p.theme.space(3)};
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    min-width: 0;
  }
`;

/** Mentors ranked for the member, each with why (the mentoring module's reason) and where to ask them. */
export function SuggestedMentors({ mentors }: { mentors: SuggestedMentor[] }) {
  if (!mentors.length)
    return (
      <HubEmpty>
        No mentor to suggest yet. <Link to="/settings#mentoring">Become a mentor</Link>
      </HubEmpty>
    );
  return (
    <HubList>
      {mentors.map((m) => (
        <Row key={m.id}>
          <Avatar member={{ id: m.memberId, initials: m.initials, avatar: m.avatar }} />
          <div>
            <h3>
              <Link to={memberPathOf(m.memberId)}>{m.name}</Link>
            </h3>
            <HubFacts>
              <span>{m.communityId}</span>
              <span>{m.reason}</span>
              <span>
                {m.currentMentees >= m.maxMentees ? 'Fully Booked' : `${m.maxMentees - m.currentMentees} of ${m.maxMentees} places free`}
              </span>
            </HubFacts>
            <HubFacts>
              <Link to={`/community/${encodeURIComponent(m.communitySlug)}/mentors`}>Request mentorship</Link>
            </HubFacts>
          </div>
        </Row>
      ))}
    </HubList>
  );
}
