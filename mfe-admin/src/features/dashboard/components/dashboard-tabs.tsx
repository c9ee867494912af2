import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import type { ReactNode } from 'react';
import { ArticlesTab } from './articles-tab';
import { EventsTab } from './events-tab';
import { MembersTab } from './members-tab';
import { OverviewTab } from './overview-tab';
import { TrendsTab } from './trends-tab';

/** Spec §2 and §9: five tabs, Overview first. The choice is local to the page. */
export function DashboardTabs({ requests }: { requests: ReactNode }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Admin sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="members">Members</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
        <TabsTrigger value="articles">Articles</TabsTrigger>
        <TabsTrigger value="trends">Trends</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab requests={requests} />
      </TabsContent>
      <TabsContent value="members">
        <MembersTab />
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
    </Tabs>
  );
}
