import { media } from '@cci/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useEngagementPrefetch } from '../api/use-engagement';
import { DEFAULT_ENGAGEMENT_TAB, ENGAGEMENT_TABS, type EngagementTab } from '../engagement-copy';
import { ChallengesPanel, DiscussionsPanel, MentorsPanel, SpotlightsPanel } from './engagement-panels';

/** Four long labels do not fit one row at 390 px: a 2 × 2 grid there, one row from md. */
const List = styled(TabsList)`
  display: grid; grid-template-columns: 1fr 1fr;
  ${media.md} { display: flex; }
`;
const Trigger = styled(TabsTrigger)`
  white-space: normal; text-align: center; line-height: 1.25; padding-top: ${(p) => p.theme.space(2)}; padding-bottom: ${(p) => p.theme.space(2)};
`;

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
      <List aria-label="Community engagement">
        {ENGAGEMENT_TABS.map((t) => <Trigger key={t.value} value={t.value}>{t.label}</Trigger>)}
      </List>
      {ENGAGEMENT_TABS.map(({ value }) => {
        const Panel = PANELS[value];
        return <TabsContent key={value} value={value}><Panel /></TabsContent>;
      })}
    </Tabs>
  );
}
