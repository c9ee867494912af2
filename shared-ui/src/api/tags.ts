import {
  type AdminTag,
  type AdminTagList,
  type CommunityTags,
  type CreateTag,
  routes,
  type TagSettings,
  type UpdateTag,
} from '@cci/contracts';
import { call, href, send } from './endpoint';
import { revalidate, revalidatePrefix, useRead } from './read';

// A community's tags (issue 29 §4): the public list the composer and the list's filter read, and staff's curation.

export const tagKeys = {
  community: (slug: string) => href(routes.communities.tags, { slug }),
  admin: (slug: string) => href(routes.admin.tags, { slug }),
};

/** GET /api/communities/:slug/tags: the curated tags, most used first, and whether members may suggest new ones. */
export const useCommunityTags = (slug: string | undefined) => useRead<CommunityTags>(slug ? tagKeys.community(slug) : null);
/** GET /api/admin/communities/:slug/tags: every tag with the suggestions, for staff. */
export const useAdminTags = (slug: string | undefined) => useRead<AdminTagList>(slug ? tagKeys.admin(slug) : null);

/** After a change of staff's: their list, the public one, and the community's lists (a tag renamed or gone) again. */
async function curated(slug: string): Promise<void> {
  await Promise.all([
    revalidate(tagKeys.admin(slug), tagKeys.community(slug)),
    revalidatePrefix(href(routes.communities.threads, { slug })),
  ]);
}

export async function createTag(slug: string, values: CreateTag): Promise<AdminTag> {
  const tag = await call(routes.admin.createTag, { slug }, values);
  await curated(slug);
  return tag;
}
/** Rename or describe a tag, or approve a suggestion (`{ approved: true }`). */
export async function updateTag(slug: string, name: string, values: UpdateTag): Promise<AdminTag> {
  const tag = await call(routes.admin.updateTag, { slug, name }, values);
  await curated(slug);
  return tag;
}
export async function deleteTag(slug: string, name: string): Promise<void> {
  await send(routes.admin.deleteTag, { slug, name });
  await curated(slug);
}
export async function setTagSettings(slug: string, values: TagSettings): Promise<TagSettings> {
  const settings = await call(routes.admin.tagSettings, { slug }, values);
  await curated(slug);
  return settings;
}
