import { type ModerationKind, POST_KINDS, type PostKind } from '@cci/contracts';
import { BadRequestException } from '@nestjs/common';

export const POST_KIND_MESSAGE = 'kind must be thread or reply';

/** The `:kind` of /api/posts/:kind/:id/... and /api/admin/moderation/posts/:kind/:id, or 400. */
export function postKindOf(value: string): PostKind {
  if (!(POST_KINDS as readonly string[]).includes(value)) throw new BadRequestException(POST_KIND_MESSAGE);
  return value as PostKind;
}

export const MODERATION_KIND_MESSAGE = 'kind must be thread, reply or message';

/** The `:kind` of /api/admin/moderation/posts/:kind/:id: a post's, or `message` for a direct message; 400 otherwise. */
export function moderationKindOf(value: string): ModerationKind {
  if (value === 'message') return value;
  if (!(POST_KINDS as readonly string[]).includes(value)) throw new BadRequestException(MODERATION_KIND_MESSAGE);
  return value as PostKind;
}
