import { type Community, communityFeedPath } from '@cci/contracts';
import type { PageHead } from '@cci/shared-ui';

/** What a community's pages tell the rest of the web (usePageTitle): its description, picture and feed of threads. */
export const communityHead = (community: Community): PageHead => ({
  description: community.description,
  image: community.image || undefined,
  feed: { title: `${community.name} Community discussions`, path: communityFeedPath(community.slug) },
});
