import { ADMIN_ACTIVITY_SHOWN, type AdminOverview, type AdminStats } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Counters of the admin overview (spec §2: Total Users, Pending Members, Total Events, Total Articles). */
@Injectable()
export class AdminService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(): Promise<AdminStats> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS "totalUsers",
              (SELECT count(*) FROM user_communities WHERE status = 'pending')::int AS "pendingMembers",
              (SELECT count(*) FROM events WHERE deleted_at IS NULL)::int AS "totalEvents",
              (SELECT count(*) FROM articles WHERE deleted_at IS NULL)::int AS "totalArticles"`,
    );
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
    const n = ADMIN_ACTIVITY_SHOWN;
    const [[waiting], activity] = await Promise.all([
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM event_requests WHERE handled_at IS NULL)::int
              + (SELECT count(*) FROM demo_requests WHERE handled_at IS NULL)::int AS requests,
                (SELECT count(DISTINCT coalesce('t' || thread_id, 'r' || reply_id)) FROM reports WHERE resolved_at IS NULL)::int AS reports`,
      ) as Promise<{ requests: number; reports: number }[]>,
      this.dataSource.query(
        `SELECT kind, at, text, href FROM (
           (SELECT 'registration' AS kind, created_at AS at, first_name || ' ' || left(last_name, 1) || '. joined' AS text, NULL AS href
              FROM users ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'event-request', created_at, 'Event request: ' || title, '/admin/requests' FROM event_requests ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'demo-request', created_at, 'Demo request from ' || name || CASE WHEN company <> '' THEN ' (' || company || ')' ELSE '' END,
                   '/admin/requests' FROM demo_requests ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'waitlist', created_at, 'Joined the AI Coach waitlist (' || community || ')', '/admin/requests'
              FROM waitlist_entries ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'report', created_at, 'A post was reported (' || reason || ')', NULL FROM reports ORDER BY created_at DESC LIMIT ${n})
           UNION ALL
           (SELECT 'staff', at, actor_name || ': ' || summary, NULL FROM audit_log ORDER BY at DESC, id DESC LIMIT ${n})
         ) a ORDER BY at DESC LIMIT ${n}`,
      ) as Promise<{ kind: AdminOverview['activity'][number]['kind']; at: Date; text: string; href: string | null }[]>,
    ]);
    return { waiting, activity: activity.map((a) => ({ ...a, at: new Date(a.at).toISOString() })) };
  }
}
