import {
  type AdminOverview,
  type AdminStats,
  type MembershipDecisionResult,
  type PendingMember,
  type SendWelcome,
  WELCOME_TEMPLATE_KEYS,
  type WelcomeSent,
} from '@cci/contracts';
import { BadGatewayException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { StaffActor } from '../audit/staff-actor';
import { db } from '../database/sql';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { MembershipsService } from '../users/memberships.service';
import {
  ACTIVITY_SQL,
  type ActivityRow,
  STATS_SQL,
  type StatsRow,
  WAITING_SQL,
  type WaitingRow,
  WELCOME_RECIPIENT_SQL,
  type WelcomeRecipientRow,
} from './admin.queries';

export const MEMBERSHIP_NOT_FOUND = 'Membership not found';
export const MAIL_REJECTED = 'The mail server did not accept the message';

/**
 * The staff overview (spec §2: Total Users, Pending Members, Total Events, Total Articles; what waits; Recent
 * Activity), the decisions on membership applications and the welcome e-mails.
 */
@Injectable()
export class AdminService {
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  async stats(): Promise<AdminStats> {
    const [row] = await db.many<StatsRow>(this.dataSource, STATS_SQL);
    return {
      totalUsers: row.totalUsers,
      pendingMembers: row.pendingMembers,
      totalEvents: row.totalEvents,
      totalArticles: row.totalArticles,
    };
  }

  /**
   * The Overview's waiting work (requests not yet handled, reported posts not yet decided) and Recent Activity: the
   * latest registrations, requests, reports and staff actions, newest first (each source read through its created_at
   * order, at most ADMIN_ACTIVITY_SHOWN of each).
   */
  async overview(): Promise<AdminOverview> {
    const [[waiting], activity] = await Promise.all([
      db.many<WaitingRow>(this.dataSource, WAITING_SQL),
      db.many<ActivityRow>(this.dataSource, ACTIVITY_SQL),
    ]);
    return { waiting, activity: activity.map((a) => ({ ...a, at: new Date(a.at).toISOString() })) };
  }

  /** One application decided (404 when no such membership). */
  async decide(actor: StaffActor, id: number, status: 'approved' | 'rejected'): Promise<PendingMember> {
    const { decided } = await this.decideMany(actor, [id], status);
    if (!decided.length) throw new NotFoundException(MEMBERSHIP_NOT_FOUND);
    return decided[0];
  }

  /** Decides the applications and records each in the audit log, in one transaction; then the welcome e-mails. */
  async decideMany(actor: StaffActor, ids: readonly number[], status: 'approved' | 'rejected'): Promise<MembershipDecisionResult> {
    const unique = [...new Set(ids)];
    const decided = await this.audit.run(actor, async (m, record) => {
      const rows = await this.memberships.decide(unique, status, m);
      for (const membership of rows)
        await record({
          action: status === 'approved' ? 'membership.approve' : 'membership.reject',
          entity: 'membership',
          entityId: membership.id,
          summary: `${status === 'approved' ? 'Approved' : 'Rejected'} ${membership.name} in ${membership.community}`,
          after: { status },
        });
      return rows;
    });
    for (const membership of decided)
      this.logger.log({ membershipId: membership.id, userId: membership.userId, status }, 'membership decided');
    if (status === 'approved' && decided.length && (await this.siteSettings.get()).welcomeOnApproval)
      for (const membership of decided) await this.welcomeOnApproval(membership.id, membership);
    const found = new Set(decided.map((d) => d.id));
    return { decided, missing: unique.filter((id) => !found.has(id)) };
  }

  /** The community's welcome e-mail on approval (Entrepreneurs' for a community without one), when the setting is on. */
  private async welcomeOnApproval(id: number, membership: PendingMember): Promise<void> {
    const row = await db.one<WelcomeRecipientRow>(this.dataSource, WELCOME_RECIPIENT_SQL, [id]);
    if (!row) return;
    const community = (WELCOME_TEMPLATE_KEYS as readonly string[]).includes(row.slug)
      ? (row.slug as SendWelcome['community'])
      : 'entrepreneurs';
    try {
      await this.mail.sendWelcome(membership.email, { firstName: row.firstName, community, customMessage: '' });
    } catch (err) {
      // The approval stands; the team can still send it from Communications.
      this.logger.warn({ membershipId: id, err: String(err) }, 'welcome e-mail on approval not sent');
    }
  }

  /** Sends a community's welcome e-mail (staff's Communications) and records it; 502 when the mail server refuses it. */
  async sendWelcome(actor: StaffActor, reqId: string, body: SendWelcome): Promise<WelcomeSent> {
    try {
      const sent = await this.mail.sendWelcome(body.email, {
        community: body.community,
        firstName: body.firstName,
        customMessage: body.customMessage,
      });
      this.logger.log({ reqId, template: body.community, messageId: sent.messageId }, 'welcome e-mail sent');
      await this.audit.recordNow(actor, {
        action: 'welcome.send',
        entity: 'welcome',
        entityId: null,
        summary: `Sent the ${body.community} welcome e-mail to ${body.email}`,
      });
      return { message: 'Welcome email sent', messageId: sent.messageId };
    } catch (err) {
      if (!(err instanceof MailDeliveryError)) throw err;
      this.logger.warn({ reqId, err: err.message }, 'welcome e-mail not sent');
      throw new BadGatewayException(MAIL_REJECTED);
    }
  }
}
