import { memberPathOf } from '@cci/contracts';
import { Button, Skeleton } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { useSuggestedMentors, useThreads } from '@cci/shared-ui/api';
import { threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { SideList as List, Small } from '../../../components/side-list';
import { StepActions } from './step-actions';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
    margin-bottom: ${(p) => p.theme.space(3)};
  }
`;
const Empty = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** The first threads of the community's list that are not pinned: what members are talking about now. */
const ACTIVE_THREADS = 5;

/**
 * Step 3: mentors the mentoring module ranks for the member (with its reason: shared tags, hours apart) and the
 * community's active threads.
 */
export function PeopleStep({
  community,
  onNext,
  onBack,
  onSkip,
}: {
  community: string;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}) {
  const mentors = useSuggestedMentors(community, true);
  const threads = useThreads(community, 'latest', null, true);
  const active = threads.data?.items.filter((t) => !t.pinned).slice(0, ACTIVE_THREADS);
  return (
    <>
      <Columns>
        <section aria-labelledby="welcome-mentors">
          <h3 id="welcome-mentors">Suggested mentors</h3>
          {!mentors.data && !mentors.error ? (
            <Skeleton $h="4rem" />
          ) : mentors.data?.length ? (
            <List>
              {mentors.data.slice(0, 3).map((m) => (
                <li key={m.id}>
                  <Avatar member={{ id: m.memberId, initials: m.initials, avatar: m.avatar }} size={40} />
                  <div>
                    <Link to={memberPathOf(m.memberId)}>{m.name}</Link>
                    <Small>{m.reason}</Small>
                  </div>
                </li>
              ))}
            </List>
          ) : (
            <Empty>No mentor matches your tags yet: add goals to get suggestions.</Empty>
          )}
        </section>
        <section aria-labelledby="welcome-threads">
          <h3 id="welcome-threads">Active discussions</h3>
          {!threads.data && !threads.error ? (
            <Skeleton $h="4rem" />
          ) : active?.length ? (
            <List>
              {active.map((t) => (
                <li key={t.id}>
                  <Avatar member={t.author} size={32} />
                  <div>
                    <Link to={threadPath(community, t.id)}>{t.title}</Link>
                    <Small>
                      {t.replyCount} {t.replyCount === 1 ? 'reply' : 'replies'}
                    </Small>
                  </div>
                </li>
              ))}
            </List>
          ) : (
            <Empty>No discussions yet.</Empty>
          )}
        </section>
      </Columns>
      <StepActions onBack={onBack} onSkip={onSkip}>
        <Button onClick={onNext}>Continue</Button>
      </StepActions>
    </>
  );
}
