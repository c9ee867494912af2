import * as v from 'valibot';
import { CONTROL_CHARACTER, singleLineMessage } from './validation';

// Tags (issue 29 §4): a per-community list that staff curate, up to 5 on a thread. A tag is a lowercase label of words
// and dashes ("fine-tuning"), which serves as it is in a URL (`?tag=fine-tuning`, `/api/admin/communities/:slug/tags/:name`).
// Members may suggest a new one while posting when the community allows it; a suggestion is listed for staff and shows
// on threads once approved.

export const TAG_LIMITS = {
  /** Tags on one thread (Discourse's max_tags_per_topic default). */
  perThread: 5,
  name: 30,
  description: 300,
} as const;

/** A tag's name: lowercase letters and digits in words joined by single dashes, at most TAG_LIMITS.name characters. */
export const TAG_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isTagName = (name: string) => name.length <= TAG_LIMITS.name && TAG_NAME.test(name);

export const TAG_MESSAGES = {
  name: `A tag is 1 to ${TAG_LIMITS.name} lowercase letters, digits and single dashes (like fine-tuning)`,
  filter: `tag must be 1 to ${TAG_LIMITS.name} lowercase letters, digits and single dashes`,
  tooMany: `A thread takes at most ${TAG_LIMITS.perThread} tags`,
  tags: 'tags must be a list of tag names',
  description: `A tag's description holds at most ${TAG_LIMITS.description} characters`,
  unknown: (names: readonly string[]) =>
    `Unknown tag${names.length > 1 ? 's' : ''}: ${names.join(', ')}. Choose from this community's tags.`,
  notFound: 'Tag not found',
  exists: 'This community already has a tag of that name',
  allowSuggestions: 'allowSuggestions must be true or false',
  approved: 'approved can only be true: delete a suggestion to refuse it',
  nothingToChange: 'Nothing to change',
  notAuthorOrStaff: 'Only the author or staff may change the tags of this thread',
} as const;

/** A tag's name as typed: trimmed and lowercased, then held to TAG_NAME. */
export const TagNameSchema = v.pipe(
  v.string(TAG_MESSAGES.name),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(TAG_LIMITS.name, TAG_MESSAGES.name),
  v.regex(TAG_NAME, TAG_MESSAGES.name),
);

/** A post's tags: at most TAG_LIMITS.perThread distinct names, in the order given (a repeated name counts once). */
export const ThreadTagsSchema = v.pipe(
  v.array(TagNameSchema, TAG_MESSAGES.tags),
  v.transform((names) => [...new Set(names)]),
  v.maxLength(TAG_LIMITS.perThread, TAG_MESSAGES.tooMany),
);

const DescriptionSchema = v.nullable(
  v.pipe(
    v.string(TAG_MESSAGES.description),
    v.trim(),
    v.maxLength(TAG_LIMITS.description, TAG_MESSAGES.description),
    v.check((s) => !CONTROL_CHARACTER.test(s), singleLineMessage('A description')),
    v.transform((s) => s || null),
  ),
);

/** POST /api/admin/communities/:slug/tags: a curated tag. */
export const CreateTagSchema = v.object({ name: TagNameSchema, description: v.optional(DescriptionSchema, null) });
export type CreateTag = v.InferOutput<typeof CreateTagSchema>;

/** PATCH /api/admin/communities/:slug/tags/:name: rename, describe, or approve a suggestion; at least one. */
export const UpdateTagSchema = v.pipe(
  v.object({
    name: v.optional(TagNameSchema),
    description: v.optional(DescriptionSchema),
    approved: v.optional(v.literal(true, TAG_MESSAGES.approved)),
  }),
  v.check((t) => t.name !== undefined || t.description !== undefined || t.approved !== undefined, TAG_MESSAGES.nothingToChange),
);
export type UpdateTag = v.InferOutput<typeof UpdateTagSchema>;

/** PUT /api/admin/communities/:slug/tags/settings. */
export const TagSettingsSchema = v.object({ allowSuggestions: v.boolean(TAG_MESSAGES.allowSuggestions) });
export type TagSettings = v.InferOutput<typeof TagSettingsSchema>;

/** GET /api/communities/:slug/tags: a curated tag and the shown threads that carry it. */
export interface TagSummary {
  name: string;
  description: string | null;
  threadCount: number;
}

/** GET /api/communities/:slug/tags answers the curated tags (most used first) and whether members may suggest new ones. */
export interface CommunityTags {
  tags: TagSummary[];
  allowSuggestions: boolean;
}

/** A tag as staff see it: suggestions too, with who made it. */
export interface AdminTag extends TagSummary {
  approved: boolean;
  createdBy: { id: number; name: string } | null;
  createdAt: string;
}

/** GET /api/admin/communities/:slug/tags. */
export interface AdminTagList {
  allowSuggestions: boolean;
  tags: AdminTag[];
}
