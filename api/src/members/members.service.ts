import { displayNameOf, initialsOf, type MemberProfile } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * One statement through primary keys: the member by id, and their approved memberships through the (user, community)
 * unique index, each with its community by id. Only what a profile shows is selected: never the e-mail.
 */
export const PROFILE_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.bio, u.expertise, u.time_zone AS "timeZone",
         u.created_at AS "joinedAt",
         coalesce((SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY uc.is_primary DESC, c.name, c.id)
                     FROM user_communities uc JOIN communities c ON c.id = uc.community_id
                    WHERE uc.user_id = u.id AND uc.status = 'approved'), '[]') AS communities
    FROM users u WHERE u.id = $1`;

interface ProfileRow {
  id: number;
  firstName: string;
  lastName: string;
  bio: string;
  expertise: string[];
  timeZone: string | null;
  joinedAt: Date;
  communities: { slug: string; name: string }[];
}

/** Public member profiles (GET /api/members/:id). */
@Injectable()
export class MembersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** What anyone may see of member `id` (contracts' MemberProfile), or null when there is no such member. */
  async profile(id: number): Promise<MemberProfile | null> {
    const [r]: ProfileRow[] = await this.dataSource.query(PROFILE_SQL, [id]);
    if (!r) return null;
    return {
      id: r.id,
      displayName: displayNameOf(r.firstName, r.lastName),
      initials: initialsOf(r.firstName, r.lastName),
      bio: r.bio,
      expertise: r.expertise,
      timeZone: r.timeZone,
      communities: r.communities.map((c) => ({ slug: c.slug, name: c.name })),
      joinedAt: new Date(r.joinedAt).toISOString(),
    };
  }
}
