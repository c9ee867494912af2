import type { TabPlaceholder } from '../../../content/tab-placeholders';
import { TabPlaceholderPanel } from './tab-placeholder';

/** The dashboard's Spotlights tab (issue 15): the spec's placeholder is its empty state. */
export default function SpotlightsTab({
  slug,
  communityName,
  placeholder,
}: {
  slug: string;
  communityName: string;
  placeholder: TabPlaceholder;
}) {
  void slug;
  return <TabPlaceholderPanel tab={placeholder} communityName={communityName} />;
}
