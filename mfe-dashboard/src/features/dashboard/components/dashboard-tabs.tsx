import { media } from '@cci/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import styled from 'styled-components';
import { TAB_PLACEHOLDERS } from '../../../content/tab-placeholders';
import { FeedTab } from './feed-tab';
import { TabPlaceholderPanel } from './tab-placeholder';

/** Five tabs do not fit in one row at 390 px: they wrap there rather than scroll behind a hidden scrollbar. */
const List = styled(TabsList)`
  flex-wrap: wrap;
  ${media.md} { flex-wrap: nowrap; }
`;

/** Spec §2: Feed (default), Discussions, Challenges, Mentoring, Spotlights. The choice is local, not persisted (§4). */
export function DashboardTabs({ communityName, firstName }: { communityName: string; firstName: string }) {
  return (
    <Tabs defaultValue="feed">
      <List aria-label="Dashboard sections">
        <TabsTrigger value="feed">Feed</TabsTrigger>
        {TAB_PLACEHOLDERS.map((t) => <TabsTrigger key={t.value} value={t.value}>{t.label}</TabsTrigger>)}
      </List>
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
