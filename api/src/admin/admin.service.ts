import type { AdminStats } from '@cci/contracts';
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
              (SELECT count(*) FROM events)::int AS "totalEvents",
              (SELECT count(*) FROM articles)::int AS "totalArticles"`,
    );
    return {
      totalUsers: row.totalUsers,
      pendingMembers: row.pendingMembers,
      totalEvents: row.totalEvents,
      totalArticles: row.totalArticles,
    };
  }
}
