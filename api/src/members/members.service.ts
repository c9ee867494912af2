import { displayNameOf, initialsOf, type MemberProfile } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '../database/sql';
import { PROFILE_SQL, type ProfileRow } from './members.queries';

/** Public member profiles (GET /api/members/:id). */
@Injectable()
export class MembersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** What anyone may see of member `id` (contracts' MemberProfile), or null when there is no such member. */
  async profile(id: number): Promise<MemberProfile | null> {
    const r = await db.one<ProfileRow>(this.dataSource, PROFILE_SQL, [id]);
    if (!r) return null;
    return {
      id: r.id,
      displayName: displayNameOf(r.firstName, r.lastName),
      initials: initialsOf(r.firstName, r.lastName),
      avatar: r.avatar,
      bio: r.bio,
      expertise: r.expertise,
      timeZone: r.timeZone,
      communities: r.communities.map((c) => ({ slug: c.slug, name: c.name })),
      joinedAt: new Date(r.joinedAt).toISOString(),
    };
  }
}
