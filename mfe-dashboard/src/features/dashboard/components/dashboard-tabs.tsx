import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { TAB_PLACEHOLDERS } from '../../../content/tab-placeholders';
import { FeedTab } from './feed-tab';
import { TabPlaceholderPanel } from './tab-placeholder';

/**
 * Spec §2: Feed (default), Discussions, Challenges, Mentoring, Spotlights. The choice is local, not persisted (§4).
 * The strip is shared-ui's: the same pattern as every tabbed page (a two-column grid on phones, a wrapping row above).
 */
export function DashboardTabs({ communityName, firstName }: { communityName: string; firstName: string }) {
  return (
    <Tabs defaultValue="feed">
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="feed">Feed</TabsTrigger>
        {TAB_PLACEHOLDERS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="feed">
        <FeedTab firstName={firstName} />
      </TabsContent>
      {TAB_PLACEHOLDERS.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          <TabPlaceholderPanel tab={t} communityName={communityName} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
