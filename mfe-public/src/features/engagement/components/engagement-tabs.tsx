import { useEngagementPrefetch } from '@cci/shared-ui/api';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import type { ComponentType } from 'react';
import { DEFAULT_ENGAGEMENT_TAB, ENGAGEMENT_TABS, type EngagementTab } from '../engagement-copy';
import { ChallengesPanel, DiscussionsPanel, MentorsPanel, SpotlightsPanel } from './engagement-panels';

const PANELS: Record<EngagementTab, ComponentType> = {
  spotlights: SpotlightsPanel,
  discussions: DiscussionsPanel,
  challenges: ChallengesPanel,
  mentors: MentorsPanel,
};

/** Spec §2 Community engagement: four tabs, Member Spotlights first; the choice is local and not persisted (§4). */
export function EngagementTabs() {
  useEngagementPrefetch();
  return (
    <Tabs defaultValue={DEFAULT_ENGAGEMENT_TAB}>
      <TabsList aria-label="Community engagement">
        {ENGAGEMENT_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ENGAGEMENT_TABS.map(({ value }) => {
        const Panel = PANELS[value];
        return (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
