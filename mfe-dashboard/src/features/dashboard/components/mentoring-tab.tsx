import { mentorshipStatusLabel, otherPartyOf } from '@cci/contracts';
import { Badge, ButtonLink, Card, Skeleton } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { useMyMentorships, useSuggestedMentors } from '@cci/shared-ui/api';
import { authorName } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { Sparkles } from 'lucide-react';
import styled from 'styled-components';
import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { TabPlaceholderPanel } from './tab-placeholder';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  h3 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.lg};
    margin-bottom: ${(p) => p.theme.space(3)};
  }
`;
const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  > div {
    display: grid;
    gap: 2px;
    min-width: 0;
    flex: 1;
  }
  small {
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/**
 * The dashboard's Mentoring tab: mentors suggested for the member with why, their mentorships (as mentee
 * and mentor), and the community's Find Mentors page. The spec's placeholder ("Find Mentors") is the empty state.
 */
export default function MentoringTab({
  slug,
  communityName,
  placeholder,
}: {
  slug: string;
  communityName: string;
  placeholder: TabPlaceholder;
}) {
  const suggested = useSuggestedMentors(slug, true);
  const mine = useMyMentorships();
  if ((!suggested.data && !suggested.error) || (!mine.data && !mine.error)) return <Skeleton $h="240px" $radius="16px" />;
  const mentors = suggested.data?.slice(0, 3) ?? [];
  const mentorships = mine.data ?? [];
  if (!mentors.length && !mentorships.length)
    return (
      <div data-testid="dashboard-mentoring-empty">
        <TabPlaceholderPanel tab={placeholder} communityName={communityName} />
        <p style={{ textAlign: 'center' }}>
          <Link to={`/community/${slug}/mentors`}>Find Mentors</Link> · <Link to="/settings#mentoring">Become a mentor</Link>
        </p>
      </div>
    );
  return (
    <Layout data-testid="dashboard-mentoring">
      {mentorships.length > 0 && (
        <section aria-labelledby="my-mentorships">
          <h3 id="my-mentorships">Your mentorships</h3>
          <List>
            {mentorships.map((m) => {
              const other = otherPartyOf(m);
              return (
                <li key={m.id}>
                  <Row>
                    <Avatar member={other} size={40} />
                    <div>
                      <Link to={`/dashboard/mentorships/${m.id}`}>
                        {m.role === 'mentee' ? `Mentored by ${authorName(other)}` : `Mentoring ${authorName(other)}`}
                      </Link>
                      <small>{m.goal}</small>
                    </div>
                    <Badge
                      $tone={!other ? 'neutral' : m.status === 'accepted' ? 'success' : m.status === 'pending' ? 'warning' : 'neutral'}
                    >
                      {mentorshipStatusLabel(m)}
                    </Badge>
                  </Row>
                </li>
              );
            })}
          </List>
        </section>
      )}
      <section aria-labelledby="suggested-mentors">
        <h3 id="suggested-mentors">
          <Sparkles aria-hidden="true" /> Suggested mentors
        </h3>
        <List>
          {mentors.map((s) => (
            <li key={s.id}>
              <Row data-testid="suggested-mentor">
                <Avatar member={{ id: s.memberId, initials: s.initials, avatar: s.avatar }} size={40} />
                <div>
                  <strong>{s.name}</strong>
                  <small>{s.reason}</small>
                </div>
                <Badge $tone="primary">{s.communityId}</Badge>
              </Row>
            </li>
          ))}
        </List>
        <p>
          <ButtonLink $variant="outline" to={`/community/${slug}/mentors`}>
            Find Mentors
          </ButtonLink>
        </p>
      </section>
    </Layout>
  );
}
