import { ButtonLink, useSession } from '@cci/shared-ui';
import { useChallenges, useDiscussionCategories, useMemberSpotlights, useMentorProfiles } from '@cci/shared-ui/api';
import { Plus, Search, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { SECTION_COPY } from '../engagement-copy';
import { CategoryCard } from './category-card';
import { ChallengeCard } from './challenge-card';
import { MentorCard } from '@cci/shared-ui/mentor-card';
import { RemoteList } from './remote-list';
import { SpotlightCard } from './spotlight-card';
import { TabHeader } from './tab-header';

const Panel = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
`;

/**
 * The preview's buttons lead to the real features, in the member's primary community (visitors: the
 * community list, or sign-in for what needs an account).
 */
function useRealFeature() {
  const { status, user } = useSession();
  const home = status === 'authenticated' && user?.primaryCommunity ? user.primaryCommunity : null;
  return {
    discussions: home ? `/community/${home}/discussions` : '/community',
    mentors: home ? `/community/${home}/mentors` : '/community',
    becomeMentor: status === 'authenticated' ? '/settings#mentoring' : '/login',
  };
}

export function SpotlightsPanel() {
  const state = useMemberSpotlights();
  return (
    <Panel aria-labelledby="spotlights-heading">
      <TabHeader copy={SECTION_COPY.spotlights} headingId="spotlights-heading" />
      <RemoteList state={state} copy={SECTION_COPY.spotlights} columns={2} renderItem={(s) => <SpotlightCard key={s.id} spotlight={s} />} />
    </Panel>
  );
}

export function DiscussionsPanel() {
  const state = useDiscussionCategories();
  const links = useRealFeature();
  return (
    <Panel aria-labelledby="discussions-heading">
      {/* Spec §2's "Start Discussion": it opens the real forum. */}
      <TabHeader
        copy={SECTION_COPY.discussions}
        headingId="discussions-heading"
        actions={
          <ButtonLink to={links.discussions}>
            <Plus aria-hidden="true" /> Start Discussion
          </ButtonLink>
        }
      />
      <RemoteList state={state} copy={SECTION_COPY.discussions} columns={3} renderItem={(c) => <CategoryCard key={c.id} category={c} />} />
    </Panel>
  );
}

export function ChallengesPanel() {
  const state = useChallenges();
  return (
    <Panel aria-labelledby="challenges-heading">
      <TabHeader copy={SECTION_COPY.challenges} headingId="challenges-heading" />
      <RemoteList state={state} copy={SECTION_COPY.challenges} columns={2} renderItem={(c) => <ChallengeCard key={c.id} challenge={c} />} />
    </Panel>
  );
}

export function MentorsPanel() {
  const state = useMentorProfiles();
  const links = useRealFeature();
  return (
    <Panel aria-labelledby="mentors-heading">
      {/* Spec §2's two buttons: they lead to settings' Mentoring and the Find Mentors page. */}
      <TabHeader
        copy={SECTION_COPY.mentors}
        headingId="mentors-heading"
        actions={
          <>
            <ButtonLink $variant="outline" to={links.becomeMentor}>
              <UserPlus aria-hidden="true" /> Become a Mentor
            </ButtonLink>
            <ButtonLink to={links.mentors}>
              <Search aria-hidden="true" /> Find a Mentor
            </ButtonLink>
          </>
        }
      />
      <RemoteList state={state} copy={SECTION_COPY.mentors} columns={3} renderItem={(m) => <MentorCard key={m.id} mentor={m} />} />
    </Panel>
  );
}
