import {
  ARCHIVE_RESTORE_DAYS,
  CHALLENGE_MESSAGES,
  CONTENT_MESSAGES,
  CONTENT_PAGE_SIZE,
  type ContentItem,
  type ContentKind,
  type ContentPage,
  type ContentQuery,
  EVENT_MESSAGES,
} from '@cci/contracts';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { JobsService } from '../notifications/jobs.service';
import { db } from '../database/sql';
import {
  contentArchiveSql,
  contentByIdSql,
  contentLockSql,
  contentPageSql,
  contentPurgeSql,
  contentRestoreSql,
  type ContentRow,
  contentTotalSql,
  contentUpdateSql,
  type PurgedRow,
  type TotalRow,
} from './content-admin.queries';
import { KINDS, type KindSpec } from './content-kinds';

export const CONTENT_PURGE_JOB = 'content-purge';

/** A constraint's violation → the 409 staff see (a CHECK or unique key the edit broke). */
const CONSTRAINT_CONFLICTS: Record<string, { message: string; field: string }> = {
  articles_slug_key: { message: CONTENT_MESSAGES.slugTaken, field: 'slug' },
  events_going_capacity_check: { message: EVENT_MESSAGES.capacityBelowGoing, field: 'capacity' },
  events_ends_check: { message: EVENT_MESSAGES.endsAt, field: 'endsAt' },
  challenges_window_check: { message: CHALLENGE_MESSAGES.endsAt, field: 'endsAt' },
  challenges_dates_check: { message: CHALLENGE_MESSAGES.endsAt, field: 'endsAt' },
};

function conflictOf(err: unknown): ConflictException | null {
  const e = err as { driverError?: { constraint?: string }; constraint?: string } | null;
  const hit = CONSTRAINT_CONFLICTS[e?.driverError?.constraint ?? e?.constraint ?? ''];
  return hit ? new ConflictException({ message: hit.message, errors: { [hit.field]: hit.message } }) : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A stored value as the API shows it (timestamps as ISO). */
const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Content management for staff: list, edit (with an updatedAt precondition), feature, publish and
 * archive / restore articles, trends, events and challenges. Every write is one transaction with its audit record,
 * and this replica's caches follow at the commit (others by the bus). Archived rows are purged after 30 days.
 */
@Injectable()
export class ContentAdminService {
  private readonly logger = new Logger('Content');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly tableWrites: TableWritesSubscriber,
    jobs: JobsService,
  ) {
    jobs.register(CONTENT_PURGE_JOB, '17 3 * * *', () => this.purge());
  }

  private item(kind: ContentKind, r: ContentRow): ContentItem {
    const { columns, counts } = KINDS[kind];
    const fields = Object.fromEntries(Object.entries({ ...columns, ...counts }).map(([field, column]) => [field, r.row[column] ?? null]));
    return {
      id: r.id,
      kind,
      title: r.title,
      published: r.published,
      featured: r.featured,
      deletedAt: r.deletedAt,
      updatedAt: r.updatedAt,
      createdAt: r.createdAt,
      detail: r.detail ?? '',
      href: r.deletedAt || !r.published ? null : r.href,
      fields,
    };
  }

  async list(kind: ContentKind, q: ContentQuery): Promise<ContentPage> {
    const k = KINDS[kind];
    const search = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await db.many<ContentRow>(this.dataSource, contentPageSql(k, q.status), [search, (q.page - 1) * CONTENT_PAGE_SIZE]);
    const { total } = (await db.one<TotalRow>(this.dataSource, contentTotalSql(k, q.status), [search]))!;
    return { items: rows.map((r) => this.item(kind, r)), total, page: q.page, pageSize: CONTENT_PAGE_SIZE };
  }

  async get(kind: ContentKind, id: number, m: EntityManager = this.dataSource.manager): Promise<ContentItem> {
    const row = await db.one<ContentRow>(m, contentByIdSql(KINDS[kind]), [id]);
    if (!row) throw new NotFoundException(CONTENT_MESSAGES.notFound);
    return this.item(kind, row);
  }

  /** The row locked for a change, with its precondition checked. */
  private async lock(m: EntityManager, k: KindSpec, id: number, updatedAt: string | undefined): Promise<ContentRow> {
    const row = await db.one<ContentRow>(m, contentLockSql(k), [id]);
    if (!row) throw new NotFoundException(CONTENT_MESSAGES.notFound);
    if (updatedAt !== undefined && updatedAt !== row.updatedAt) throw new ConflictException(CONTENT_MESSAGES.conflict); // no field: the whole form is out of date
    return row;
  }

  /**
   * PATCH: the fields given (undefined ones stay as they are), when the record is still as the editor read it
   * (`updatedAt`). `after` runs in the same transaction (an event's waitlist after a capacity change).
   */
  async update(
    kind: ContentKind,
    id: number,
    patch: Record<string, unknown> & { updatedAt?: string },
    actor: StaffActor,
    after?: (m: EntityManager) => Promise<void>,
  ): Promise<ContentItem> {
    const k = KINDS[kind];
    try {
      return await this.dataSource.transaction(async (m) => {
        const row = await this.lock(m, k, id, patch.updatedAt);
        if (row.deletedAt) throw new ConflictException(CONTENT_MESSAGES.archived);
        const before: Record<string, unknown> = {};
        const changed: Record<string, unknown> = {};
        for (const [field, column] of Object.entries(k.columns)) {
          const value = patch[field];
          if (value === undefined || same(shown(row.row[column]), value)) continue;
          before[field] = row.row[column] ?? null;
          changed[field] = value;
        }
        if (Object.keys(changed).length) {
          const sets = { ...Object.fromEntries(Object.entries(changed).map(([f, v]) => [k.columns[f], v])), ...k.derive?.(changed) };
          const columns = Object.keys(sets);
          await db.exec(m, contentUpdateSql(k, columns), [id, ...columns.map((c) => sets[c])]);
          await this.audit.record(m, actor, {
            action: `${k.entity}.update`,
            entity: k.entity,
            entityId: id,
            summary: `${this.verb(changed)} ‘${String(changed.title ?? row.title)}’`,
            before,
            after: changed,
          });
          this.tableWrites.wrote(m, k.table);
        }
        await after?.(m);
        return this.get(kind, id, m);
      });
    } catch (err) {
      throw conflictOf(err) ?? err;
    }
  }

  /** "Unfeatured", "Published", "Edited"...: the audit line's verb for a change. */
  private verb(changed: Record<string, unknown>): string {
    const keys = Object.keys(changed);
    if (keys.length === 1 && keys[0] === 'featured') return changed.featured ? 'Featured' : 'Unfeatured';
    if (keys.length === 1 && keys[0] === 'published') return changed.published ? 'Published' : 'Unpublished';
    return `Edited (${keys.join(', ')})`;
  }

  /** DELETE: archived (soft-deleted), restorable for ARCHIVE_RESTORE_DAYS. */
  async archive(kind: ContentKind, id: number, actor: StaffActor): Promise<ContentItem> {
    const k = KINDS[kind];
    return this.dataSource.transaction(async (m) => {
      const row = await this.lock(m, k, id, undefined);
      if (row.deletedAt) throw new ConflictException(CONTENT_MESSAGES.archived);
      await db.exec(m, contentArchiveSql(k), [id]);
      await this.audit.record(m, actor, {
        action: `${k.entity}.delete`,
        entity: k.entity,
        entityId: id,
        summary: `Archived ‘${row.title}’ (restorable for ${ARCHIVE_RESTORE_DAYS} days)`,
        before: { deletedAt: null },
        after: { deletedAt: 'now' },
      });
      this.tableWrites.wrote(m, k.table);
      return this.get(kind, id, m);
    });
  }

  async restore(kind: ContentKind, id: number, actor: StaffActor): Promise<ContentItem> {
    const k = KINDS[kind];
    return this.dataSource.transaction(async (m) => {
      const row = await this.lock(m, k, id, undefined);
      if (!row.deletedAt) throw new ConflictException(CONTENT_MESSAGES.notArchived);
      if (Date.parse(row.deletedAt) < Date.now() - ARCHIVE_RESTORE_DAYS * 86_400_000)
        throw new ConflictException(CONTENT_MESSAGES.restoreExpired);
      await db.exec(m, contentRestoreSql(k), [id]);
      await this.audit.record(m, actor, {
        action: `${k.entity}.restore`,
        entity: k.entity,
        entityId: id,
        summary: `Restored ‘${row.title}’`,
        before: { deletedAt: row.deletedAt },
        after: { deletedAt: null },
      });
      this.tableWrites.wrote(m, k.table);
      return this.get(kind, id, m);
    });
  }

  /** The daily job: archived content older than ARCHIVE_RESTORE_DAYS goes for good (RSVPs, entries with it). */
  async purge(): Promise<number> {
    let purged = 0;
    for (const k of Object.values(KINDS)) {
      const { n } = (await db.one<PurgedRow>(this.dataSource, contentPurgeSql(k), [ARCHIVE_RESTORE_DAYS]))!;
      purged += n;
    }
    if (purged) this.logger.log(`purged ${purged} archived item(s) older than ${ARCHIVE_RESTORE_DAYS} days`);
    return purged;
  }
}
