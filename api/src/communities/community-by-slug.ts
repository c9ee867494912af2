import { DISCUSSION_MESSAGES } from '@cci/contracts';
import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { db } from '../database/sql';
import { COMMUNITY_BY_SLUG_SQL, type CommunityRef } from './communities.queries';

export type { CommunityRef };

/** The community a path or query names, or 404 "Community not found" (a malformed slug is not looked up). */
export async function communityBySlug(manager: EntityManager, slug: string): Promise<CommunityRef> {
  // Slugs are lowercase words and dashes (as communities.controller.ts).
  if (!/^[a-z0-9-]{1,64}$/.test(slug)) throw new NotFoundException(DISCUSSION_MESSAGES.communityNotFound);
  const community = await db.one<CommunityRef>(manager, COMMUNITY_BY_SLUG_SQL, [slug]);
  if (!community) throw new NotFoundException(DISCUSSION_MESSAGES.communityNotFound);
  return community;
}
