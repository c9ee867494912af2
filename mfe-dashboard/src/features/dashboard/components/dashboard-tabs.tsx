import type { ThreadView } from '@cci/contracts';
import { Skeleton, toast } from '@cci/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { lazy, Suspense, useState } from 'react';
import { TAB_PLACEHOLDERS } from '../../../content/tab-placeholders';
import { FeedTab } from './feed-tab';
import { TabPlaceholderPanel } from './tab-placeholder';

const DiscussionsTab = lazy(() => import('./discussions-tab'));
const loadDialog = () => import('./new-discussion-dialog');
const NewDiscussionDialog = lazy(loadDialog);

/**
 * Spec §2: Feed (default), Discussions, Challenges, Mentoring, Spotlights. The choice is local, not persisted (§4).
 * The strip is shared-ui's: the same pattern as every tabbed page (a two-column grid on phones, a wrapping row above).
 * One thread composer (a dialog) serves the Feed's Discussion button, Quick Actions and the Discussions tab.
 */
export function DashboardTabs({ slug, communityName, firstName }: { slug: string; communityName: string; firstName: string }) {
  const [composerOpen, setComposerOpen] = useState(false);
  const [composerUsed, setComposerUsed] = useState(false);
  const startDiscussion = () => {
    setComposerUsed(true);
    setComposerOpen(true);
  };
  const created = (thread: ThreadView) => {
    setComposerOpen(false);
    toast({ title: 'Discussion posted', description: thread.title });
  };
  return (
    <>
      <Tabs defaultValue="feed">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="feed">Feed</TabsTrigger>
          {TAB_PLACEHOLDERS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} onPointerEnter={t.value === 'discussions' ? loadDialog : undefined}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="feed">
          <FeedTab slug={slug} firstName={firstName} onStartDiscussion={startDiscussion} />
        </TabsContent>
        {TAB_PLACEHOLDERS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.value === 'discussions' ? (
              <Suspense fallback={<Skeleton $h="240px" $radius="16px" />}>
                <DiscussionsTab slug={slug} communityName={communityName} placeholder={t} onStartDiscussion={startDiscussion} />
              </Suspense>
            ) : (
              <TabPlaceholderPanel tab={t} communityName={communityName} />
            )}
          </TabsContent>
        ))}
      </Tabs>
      {composerUsed && (
        <Suspense fallback={null}>
          <NewDiscussionDialog slug={slug} open={composerOpen} onClose={() => setComposerOpen(false)} onCreated={created} />
        </Suspense>
      )}
    </>
  );
}
