import { POST_KINDS, type PostKind } from '@cci/contracts';
import { BadRequestException } from '@nestjs/common';

export const POST_KIND_MESSAGE = 'kind must be thread or reply';

/** The `:kind` of /api/posts/:kind/:id/... and /api/admin/moderation/posts/:kind/:id, or 400. */
export function postKindOf(value: string): PostKind {
  if (!(POST_KINDS as readonly string[]).includes(value)) throw new BadRequestException(POST_KIND_MESSAGE);
  return value as PostKind;
}
