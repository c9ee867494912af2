/**
 * One statement through primary keys: the member by id, and their approved memberships through the (user, community)
 * unique index, each with its community by id. Only what a profile shows is selected: never the e-mail.
 */
export const PROFILE_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.bio, u.expertise, u.time_zone AS "timeZone",
         u.created_at AS "joinedAt", u.avatar,
         coalesce((SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY uc.is_primary DESC, c.name, c.id)
                     FROM user_communities uc JOIN communities c ON c.id = uc.community_id
                    WHERE uc.user_id = u.id AND uc.status = 'approved'), '[]') AS communities
    FROM users u WHERE u.id = $1`;

export interface ProfileRow {
  id: number;
  firstName: string;
  lastName: string;
  bio: string;
  expertise: string[];
  timeZone: string | null;
  avatar: string | null;
  joinedAt: Date;
  communities: { slug: string; name: string }[];
}
