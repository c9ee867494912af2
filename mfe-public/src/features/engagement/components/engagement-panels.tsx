import { Button } from '@cci/shared-ui';
import { useChallenges, useDiscussionCategories, useMemberSpotlights, useMentorProfiles } from '@cci/shared-ui/api';
import { Plus, Search, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { SECTION_COPY } from '../engagement-copy';
import { CategoryCard } from './category-card';
import { ChallengeCard } from './challenge-card';
import { MentorCard } from './mentor-card';
import { RemoteList } from './remote-list';
import { SpotlightCard } from './spotlight-card';
import { TabHeader } from './tab-header';

const Panel = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
`;

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
  return (
    <Panel aria-labelledby="discussions-heading">
      {/* Spec §2: "Start Discussion" has no action while the community is in preview. */}
      <TabHeader
        copy={SECTION_COPY.discussions}
        headingId="discussions-heading"
        actions={
          <Button>
            <Plus aria-hidden="true" /> Start Discussion
          </Button>
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
  return (
    <Panel aria-labelledby="mentors-heading">
      {/* Spec §2: both buttons are shown without an action while the community is in preview. */}
      <TabHeader
        copy={SECTION_COPY.mentors}
        headingId="mentors-heading"
        actions={
          <>
            <Button $variant="outline">
              <UserPlus aria-hidden="true" /> Become a Mentor
            </Button>
            <Button>
              <Search aria-hidden="true" /> Find a Mentor
            </Button>
          </>
        }
      />
      <RemoteList state={state} copy={SECTION_COPY.mentors} columns={3} renderItem={(m) => <MentorCard key={m.id} mentor={m} />} />
    </Panel>
  );
}
