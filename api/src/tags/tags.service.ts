import {
  type AdminTag,
  type AdminTagList,
  type CommunityTags,
  type CreateTag,
  displayNameOf,
  TAG_MESSAGES,
  type TagSettings,
  type UpdateTag,
} from '@cci/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type AuditRecord, AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { BusService } from '../bus/bus.service';
import { KeyedSnapshots } from '../common/keyed-snapshots';
import { communityBySlug } from '../communities/community-by-slug';
import { db } from '../database/sql';
import {
  ADMIN_TAG_SQL,
  ADMIN_TAGS_SQL,
  ALLOW_SUGGESTIONS_SQL,
  COMMUNITY_TAGS_SQL,
  CREATE_TAG_SQL,
  DELETE_TAG_SQL,
  LOCK_TAG_SQL,
  SET_TAG_SETTINGS_SQL,
  UPDATE_TAG_SQL,
} from './tags.queries';

/** Tables whose writes change a community's tag list (its thread counts are kept on the tags by migration TagCounts's triggers). */
const TAG_READ_TABLES = ['tags', 'tag_settings'] as const;
/** Communities' tag lists kept at most (an unknown slug is never kept: it is a 404). */
const LISTS_KEPT = 1_000;

interface AdminTagRow {
  name: string;
  description: string | null;
  approved: boolean;
  threadCount: number;
  createdAt: Date;
  creatorId: number | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

const adminTag = (r: AdminTagRow): AdminTag => ({
  name: r.name,
  description: r.description,
  threadCount: r.threadCount,
  approved: r.approved,
  createdBy:
    r.creatorId !== null && r.creatorFirstName !== null && r.creatorLastName !== null
      ? { id: r.creatorId, name: displayNameOf(r.creatorFirstName, r.creatorLastName) }
      : null,
  createdAt: r.createdAt.toISOString(),
});

const tagNotFound = () => new NotFoundException(TAG_MESSAGES.notFound);
const tagExists = () => new ConflictException(TAG_MESSAGES.exists);
/** A rename that lost a race for the name to another writer: the unique key refused it. */
const isNameTaken = (e: unknown) => {
  const err = e as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (err.driverError?.code ?? err.code) === '23505' && (err.driverError?.constraint ?? err.constraint) === 'tags_community_name_key';
};

/**
 * A community's tags: the public list (curated tags with their thread counts, cached per community as JSON and dropped
 * on any write to the tables it reads, on any replica: the bus), and its curation by staff, each change in the audit log.
 */
@Injectable()
export class TagsService {
  private readonly lists = new KeyedSnapshots<string>(LISTS_KEPT);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    bus: BusService,
  ) {
    bus.watchTables(TAG_READ_TABLES, () => this.lists.clear());
  }

  /** GET /api/communities/:slug/tags as JSON (404 for an unknown community). */
  async communityTagsJson(slug: string): Promise<string> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    return this.lists.get(slug, async () => {
      const row = (await db.one<CommunityTags>(this.dataSource, COMMUNITY_TAGS_SQL, [community.id]))!;
      return JSON.stringify({ tags: row.tags, allowSuggestions: row.allowSuggestions });
    });
  }

  cachedCommunityTagsJson(slug: string): string | undefined {
    return this.lists.peek(slug);
  }

  /** GET /api/admin/communities/:slug/tags. */
  async adminList(slug: string): Promise<AdminTagList> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const [rows, setting] = await Promise.all([
      db.many<AdminTagRow>(this.dataSource, ADMIN_TAGS_SQL, [community.id]),
      db.one<{ allowSuggestions: boolean }>(this.dataSource, ALLOW_SUGGESTIONS_SQL, [community.id]),
    ]);
    return { allowSuggestions: setting!.allowSuggestions, tags: rows.map(adminTag) };
  }

  /** A write of staff's, in one transaction with its audit record; the tag lists go at once (the bus follows). */
  private async curate<T>(
    actor: StaffActor,
    work: (m: EntityManager, record: (r: AuditRecord) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.audit.run(actor, work);
    } catch (e) {
      if (isNameTaken(e)) throw tagExists();
      throw e;
    } finally {
      this.lists.clear();
    }
  }

  private async tag(manager: EntityManager, communityId: number, name: string): Promise<AdminTag> {
    const row = await db.one<AdminTagRow>(manager, ADMIN_TAG_SQL, [communityId, name]);
    if (!row) throw tagNotFound();
    return adminTag(row);
  }

  /** POST /api/admin/communities/:slug/tags: a curated tag (409 when the community has one of that name). */
  create(slug: string, input: CreateTag, actor: StaffActor): Promise<AdminTag> {
    return this.curate(actor, async (m, record) => {
      const community = await communityBySlug(m, slug);
      const creator = 'memberId' in actor ? actor.memberId : null;
      if (!(await db.one(m, CREATE_TAG_SQL, [community.id, input.name, input.description, creator]))) throw tagExists();
      await record({
        action: 'tag.create',
        entity: 'tag',
        entityId: `${community.slug}/${input.name}`,
        summary: `Created the tag ${input.name} in ${community.name}`,
        after: { name: input.name, description: input.description },
      });
      return this.tag(m, community.id, input.name);
    });
  }

  /** PATCH /api/admin/communities/:slug/tags/:name: rename, describe, approve a suggestion. */
  update(slug: string, name: string, input: UpdateTag, actor: StaffActor): Promise<AdminTag> {
    return this.curate(actor, async (m, record) => {
      const community = await communityBySlug(m, slug);
      const before = await db.one<{ id: number; name: string; description: string | null; approved: boolean }>(m, LOCK_TAG_SQL, [
        community.id,
        name,
      ]);
      if (!before) throw tagNotFound();
      const after = {
        name: input.name ?? before.name,
        description: input.description !== undefined ? input.description : before.description,
        approved: input.approved ?? before.approved,
      };
      if (!(await db.one(m, UPDATE_TAG_SQL, [before.id, after.name, after.description, input.description !== undefined, after.approved])))
        throw tagExists();
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
      await record({
        action: input.approved && !before.approved ? 'tag.approve' : 'tag.update',
        entity: 'tag',
        entityId: `${community.slug}/${after.name}`,
        summary:
          input.approved && !before.approved
            ? `Approved the suggested tag ${after.name} in ${community.name}`
            : `Changed the tag ${before.name} in ${community.name}`,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
      return this.tag(m, community.id, after.name);
    });
  }

  /** DELETE /api/admin/communities/:slug/tags/:name: the tag, and it from every thread. */
  remove(slug: string, name: string, actor: StaffActor): Promise<void> {
    return this.curate(actor, async (m, record) => {
      const community = await communityBySlug(m, slug);
      const gone = await db.one<{ name: string; description: string | null; approved: boolean }>(m, DELETE_TAG_SQL, [community.id, name]);
      if (!gone) throw tagNotFound();
      await record({
        action: 'tag.delete',
        entity: 'tag',
        entityId: `${community.slug}/${name}`,
        summary: `Deleted the ${gone.approved ? 'tag' : 'suggested tag'} ${name} in ${community.name}`,
        before: gone,
      });
    });
  }

  /** PUT /api/admin/communities/:slug/tags/settings. */
  setSettings(slug: string, input: TagSettings, actor: StaffActor): Promise<TagSettings> {
    return this.curate(actor, async (m, record) => {
      const community = await communityBySlug(m, slug);
      const before = (await db.one<{ allowSuggestions: boolean }>(m, ALLOW_SUGGESTIONS_SQL, [community.id]))!;
      await db.exec(m, SET_TAG_SETTINGS_SQL, [community.id, input.allowSuggestions]);
      await record({
        action: 'tag.settings',
        entity: 'tag',
        entityId: community.slug,
        summary: `${input.allowSuggestions ? 'Let' : 'Stopped'} members of ${community.name} suggest${input.allowSuggestions ? '' : 'ing'} tags`,
        before,
        after: input,
      });
      return { allowSuggestions: input.allowSuggestions };
    });
  }
}
