import { useLocation, useNavigate } from '@cci/shared-ui/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArticlesTab } from './articles-tab';
import { ChallengesAdminTab } from './challenges-admin-tab';
import { SpotlightsAdminTab } from './spotlights-admin-tab';
import { EventsTab } from './events-tab';
import { MembersTab } from './members-tab';
import { OverviewTab } from './overview-tab';
import { TrendsTab } from './trends-tab';

/** Sections of one tab, one under the other. */
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(12)};
`;

const ModerationTrigger = styled(TabsTrigger)`
  gap: ${(p) => p.theme.space(2)};
`;

const TAB_VALUES = ['overview', 'members', 'events', 'articles', 'trends', 'challenges', 'spotlights', 'tags', 'moderation', 'audit'];

/**
 * The open tab lives in the address (`?tab=events`; Overview has none), so a reload, a shared link and Back keep it
 * (issue 30: a reload went back to Overview).
 */
function useTabInAddress(): [string, (tab: string) => void] {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('tab') ?? '';
  const tab = TAB_VALUES.includes(asked) ? asked : 'overview';
  const select = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'overview') params.delete('tab');
    else params.set('tab', next);
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ''}${hash}`);
  };
  return [tab, select];
}

/**
 * Spec §2 and §9: five tabs, Overview first; then Challenges and Spotlights, Tags, Moderation with the count of posts
 * waiting, and Audit. The open one is in the address. The page gives the parts other features own (the requests
 * summary, the moderation queue).
 */
export function DashboardTabs({
  requests,
  moderation,
  audit,
  directory,
  tags,
}: {
  requests: ReactNode;
  /** The member directory, under the approval queue. */
  directory: ReactNode;
  moderation: { count: ReactNode; panel: ReactNode };
  audit: ReactNode;
  /** Each community's tags. */
  tags: ReactNode;
}) {
  const [tab, select] = useTabInAddress();
  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Admin sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="members">Members</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
        <TabsTrigger value="articles">Articles</TabsTrigger>
        <TabsTrigger value="trends">Trends</TabsTrigger>
        <TabsTrigger value="challenges">Challenges</TabsTrigger>
        <TabsTrigger value="spotlights">Spotlights</TabsTrigger>
        <TabsTrigger value="tags">Tags</TabsTrigger>
        <ModerationTrigger value="moderation">Moderation {moderation.count}</ModerationTrigger>
        <TabsTrigger value="audit">Audit</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab requests={requests} />
      </TabsContent>
      <TabsContent value="members">
        <Stack>
          <MembersTab />
          {directory}
        </Stack>
      </TabsContent>
      <TabsContent value="events">
        <EventsTab />
      </TabsContent>
      <TabsContent value="articles">
        <ArticlesTab />
      </TabsContent>
      <TabsContent value="trends">
        <TrendsTab />
      </TabsContent>
      <TabsContent value="challenges">
        <ChallengesAdminTab />
      </TabsContent>
      <TabsContent value="spotlights">
        <SpotlightsAdminTab />
      </TabsContent>
      <TabsContent value="tags">{tags}</TabsContent>
      <TabsContent value="moderation">{moderation.panel}</TabsContent>
      <TabsContent value="audit">{audit}</TabsContent>
    </Tabs>
  );
}
