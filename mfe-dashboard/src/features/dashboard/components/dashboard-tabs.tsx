import type { ThreadView } from '@cci/contracts';
import { Skeleton, toast } from '@cci/shared-ui';
import { useLocation } from '@cci/shared-ui/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { lazy, Suspense, useState } from 'react';
import { TAB_PLACEHOLDERS, type TabPlaceholder } from '../../../content/tab-placeholders';
import { ShowTabContext } from '../tab-context';
import { FeedTab } from './feed-tab';

const DiscussionsTab = lazy(() => import('./discussions-tab'));
// Each of the other tabs is its feature's own component (its placeholder becomes its empty state).
const FEATURE_TABS = {
  challenges: lazy(() => import('./challenges-tab')),
  mentoring: lazy(() => import('./mentoring-tab')),
  spotlights: lazy(() => import('./spotlights-tab')),
} as const;
const loadDialog = () => import('./new-discussion-dialog');
const NewDiscussionDialog = lazy(loadDialog);

/** The tab a link opens (`/dashboard/<slug>#mentoring`: the Engage hub's "see all"); Feed otherwise. */
const tabOf = (hash: string) => {
  const named = hash.slice(1);
  return TAB_PLACEHOLDERS.some((t) => t.value === named) ? named : 'feed';
};

function FeatureTab({ tab, slug, communityName }: { tab: TabPlaceholder; slug: string; communityName: string }) {
  const Tab = FEATURE_TABS[tab.value as keyof typeof FEATURE_TABS];
  return <Tab slug={slug} communityName={communityName} placeholder={tab} />;
}

/**
 * Spec §2: Feed (default), Discussions, Challenges, Mentoring, Spotlights. The choice is local, not persisted (§4); a
 * link may name the tab to open first (tabOf).
 * The strip is shared-ui's: the same pattern as every tabbed page (a two-column grid on phones, a wrapping row above).
 * One thread composer (a dialog) serves the Feed's Discussion button, Quick Actions and the Discussions tab.
 */
export function DashboardTabs({ slug, communityName, firstName }: { slug: string; communityName: string; firstName: string }) {
  const { hash } = useLocation();
  const [tab, setTab] = useState(() => tabOf(hash));
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
      <ShowTabContext.Provider value={setTab}>
        <Tabs value={tab} onValueChange={setTab}>
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
              <Suspense fallback={<Skeleton $h="240px" $radius="16px" />}>
                {t.value === 'discussions' ? (
                  <DiscussionsTab slug={slug} communityName={communityName} placeholder={t} onStartDiscussion={startDiscussion} />
                ) : (
                  <FeatureTab tab={t} slug={slug} communityName={communityName} />
                )}
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      </ShowTabContext.Provider>
      {composerUsed && (
        <Suspense fallback={null}>
          <NewDiscussionDialog slug={slug} open={composerOpen} onClose={() => setComposerOpen(false)} onCreated={created} />
        </Suspense>
      )}
    </>
  );
}
