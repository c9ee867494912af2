import { ThreadList } from '@cci/shared-ui/discussions';
import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { TabPlaceholderPanel } from './tab-placeholder';

/**
 * The Discussions tab (issue 14 §2): the community's threads (sort tabs, Load more, live news of new threads) with
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
