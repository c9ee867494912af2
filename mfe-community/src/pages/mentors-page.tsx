import { Skeleton, useSession } from '@cci/shared-ui';
import { useMentors, useSuggestedMentors } from '@cci/shared-ui/api';
import { Link, useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { CommunityPageFrame } from '../components/community-page-frame';
import { RequestableMentorCard } from '../features/engagement/mentor-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${(p) => p.theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Block = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;
const Heading = styled.h2`
  font-size: ${(p) => p.theme.fontSize['2xl']};
`;

/**
 * Find Mentors: the community's mentors with the spec's card, pre-rendered; for a signed-in member,
 * "Suggested mentors" first, each with why it matches (shared tags, hours apart).
 */
export default function MentorsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const mentors = useMentors(slug);
  const suggested = useSuggestedMentors(slug, signedIn);
  return (
    <CommunityPageFrame
      slug={slug}
      title={() => 'Find Mentors'}
      lead={(c) => `Experienced ${c.name} members who guide others through their AI projects.`}
    >
      {(c) => (
        <>
          {signedIn && (
            <Block aria-labelledby="suggested-title" data-testid="suggested-mentors">
              <Heading id="suggested-title">Suggested mentors</Heading>
              <p>
                Ranked by the tags you share with them (your goals and expertise, <Link to="/settings#profile">in your settings</Link>),
                your communities, time zones and free places.
              </p>
              {!suggested.data ? (
                <Skeleton $h="200px" $radius="16px" />
              ) : suggested.data.length === 0 ? (
                <p>No mentor to suggest yet.</p>
              ) : (
                <Grid>
                  {suggested.data.slice(0, 3).map((m) => (
                    <li key={m.id}>
                      <RequestableMentorCard mentor={m} slug={slug} canRequest />
                    </li>
                  ))}
                </Grid>
              )}
            </Block>
          )}
          <Block aria-labelledby="all-mentors-title" data-testid="community-mentors">
            <Heading id="all-mentors-title">Mentors in {c.name}</Heading>
            {!mentors.data ? (
              <Skeleton $h="200px" $radius="16px" />
            ) : mentors.data.length === 0 ? (
              <p>
                No mentors here yet. <Link to="/settings#mentoring">Become a mentor</Link>
              </p>
            ) : (
              <Grid>
                {mentors.data.map((m) => (
                  <li key={m.id}>
                    <RequestableMentorCard mentor={m} slug={slug} canRequest={signedIn} />
                  </li>
                ))}
              </Grid>
            )}
            {!signedIn && (
              <p>
                <Link to="/login">Log in</Link> to request mentorship and see the mentors suggested for you.
              </p>
            )}
          </Block>
        </>
      )}
    </CommunityPageFrame>
  );
}
