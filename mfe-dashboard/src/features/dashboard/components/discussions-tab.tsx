import { THREAD_SORTS } from '@cci/contracts';
import { discussionKeys } from '@cci/shared-ui/api';
import { ThreadList } from '@cci/forum-ui';
import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { TabPlaceholderPanel } from './tab-placeholder';
import { useFreshOnMount } from '../use-fresh-on-mount';

/**
 * The Discussions tab: the community's threads (sort tabs, Load more, live news of new threads) with
 * "New discussion"; while there is none, the spec's placeholder is the empty state and its "Start a Discussion" opens
 * the composer. Loaded when the tab is first chosen: the shared discussion components weigh on no other tab.
 */
export default function DiscussionsTab({
  slug,
  communityName,
  placeholder,
  onStartDiscussion,
}: {
  slug: string;
  communityName: string;
  placeholder: TabPlaceholder;
  onStartDiscussion: () => void;
}) {
  useFreshOnMount(THREAD_SORTS.map((sort) => discussionKeys.threads(slug, sort)));
  return (
    <div data-testid="dashboard-discussions">
      <ThreadList
        community={slug}
        onNewThread={onStartDiscussion}
        empty={<TabPlaceholderPanel tab={placeholder} communityName={communityName} onAction={onStartDiscussion} />}
      />
    </div>
  );
}
