import {
  type AdminAnnouncement,
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementBanner,
  type CreateAnnouncement,
  type CurrentAnnouncement,
  renderMarkdown,
} from '@cci/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { actorColumns, type StaffActor } from '../audit/staff-actor';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import {
  ADMIN_ANNOUNCEMENTS_SQL,
  type AdminAnnouncementRow,
  COMMUNITY_SQL,
  DISMISS_SQL,
  INSERT_ANNOUNCEMENT_SQL,
  MEMBER_BANNER_SQL,
  RECENT_SQL,
  type RecentRow,
} from './announcements.queries';
import { AnnouncementDelivery } from './announcement-delivery';

const toAdmin = (r: AdminAnnouncementRow): AdminAnnouncement => ({
  id: r.id,
  title: r.title,
  body: r.body,
  community: r.communitySlug ? { slug: r.communitySlug, name: r.communityName! } : null,
  author: r.author,
  createdAt: new Date(r.createdAt).toISOString(),
  recipients: r.recipients,
  delivered: r.delivered,
  emailed: r.emailed,
  state: r.sent ? 'sent' : 'sending',
});

const toBanner = (r: RecentRow): AnnouncementBanner => ({
  id: r.id,
  title: r.title,
  html: r.html,
  community: r.communitySlug ? { slug: r.communitySlug, name: r.communityName! } : null,
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * Announcements: staff make them (in one transaction with their audit record), the job queue delivers them in batches
 * (AnnouncementDelivery), and every reader's banner is picked from the recent ones, which each replica keeps in memory
 * until the bus says the table changed.
 */
@Injectable()
export class AnnouncementsService {
  private readonly recent = new CachedSnapshot<RecentRow[]>(() => db.many<RecentRow>(this.dataSource, RECENT_SQL));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly delivery: AnnouncementDelivery,
    private readonly tableWrites: TableWritesSubscriber,
    bus: BusService,
  ) {
    bus.watchTables(['announcements'], () => this.recent.invalidate());
  }

  async create(input: CreateAnnouncement, actor: StaffActor): Promise<AdminAnnouncement> {
    const community = input.community
      ? await db.one<{ id: number; slug: string; name: string }>(this.dataSource, COMMUNITY_SQL, [input.community])
      : null;
    if (input.community && !community) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.communityNotFound);
    const who = actorColumns(actor);
    const id = await this.audit.run(actor, async (m, record) => {
      const { id } = (await db.one<{ id: number }>(m, INSERT_ANNOUNCEMENT_SQL, [
        input.title,
        input.body,
        renderMarkdown(input.body),
        community?.id ?? null,
        who.userId,
        who.name,
      ]))!;
      await record({
        action: 'announcement.create',
        entity: 'announcement',
        entityId: id,
        summary: `Announced “${input.title}” to ${community ? community.name : 'everyone'}`,
        after: { title: input.title, community: community?.slug ?? null },
      });
      this.tableWrites.wrote(m, 'announcements');
      return id;
    });
    this.delivery.deliverSoon();
    return (await this.list(id))[0];
  }

  async list(id: number | null = null): Promise<AdminAnnouncement[]> {
    return (await db.many<AdminAnnouncementRow>(this.dataSource, ADMIN_ANNOUNCEMENTS_SQL, [id])).map(toAdmin);
  }

  /** The newest recent announcement for this reader: to everyone (a visitor), or also to their communities and not dismissed. */
  async current(userId: number | null): Promise<CurrentAnnouncement> {
    const recent = await this.recent.get();
    if (userId === null) {
      const everyone = recent.find((a) => a.communityId === null);
      return { announcement: everyone ? toBanner(everyone) : null };
    }
    if (!recent.length) return { announcement: null };
    const { communities, dismissed } = (await db.one<{ communities: number[]; dismissed: number[] }>(this.dataSource, MEMBER_BANNER_SQL, [
      userId,
      recent.map((a) => a.id),
    ]))!;
    const shown = recent.find((a) => !dismissed.includes(a.id) && (a.communityId === null || communities.includes(a.communityId)));
    return { announcement: shown ? toBanner(shown) : null };
  }

  async dismiss(userId: number, id: number): Promise<void> {
    const { found } = (await db.one<{ found: boolean }>(this.dataSource, DISMISS_SQL, [id, userId]))!;
    if (!found) throw new NotFoundException(ANNOUNCEMENT_MESSAGES.notFound);
  }
}
