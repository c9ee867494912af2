import type { ChallengeDifficulty, ChallengeStatus } from './engagement.entities';

/*
 * The community engagement page's example content, each list ordered by id: the example members' spotlights and mentor
 * profiles (`example`, each read with its member, whose name it shows), and the challenges without a real window.
 * A row's community name is read from its community, or once that community is deleted from `community_name`.
 */

/** The name of the member `u`, as the example content shows it. */
const MEMBER_NAME = `concat_ws(' ', u.first_name, nullif(u.last_name, ''))`;

/** Published example spotlights. */
export const EXAMPLE_SPOTLIGHTS_SQL = `
  SELECT s.id, s.title, coalesce(c.name, s.community_name) AS "communityName", s.story,
         s.ai_tools_used AS "aiToolsUsed", s.results, s.is_featured AS featured, ${MEMBER_NAME} AS author
    FROM member_spotlights s JOIN users u ON u.id = s.user_id LEFT JOIN communities c ON c.id = s.community_id
   WHERE s.is_published AND s.example
   ORDER BY s.id`;
export interface ExampleSpotlightRow {
  id: number;
  title: string;
  communityName: string;
  story: string;
  aiToolsUsed: string[];
  results: string;
  featured: boolean;
  author: string;
}

/** Active, published example challenges (dates as YYYY-MM-DD). */
export const EXAMPLE_CHALLENGES_SQL = `
  SELECT ch.id, ch.title, coalesce(c.name, ch.community_name) AS "communityName", ch.description, ch.difficulty,
         to_char(ch.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ch.end_date, 'YYYY-MM-DD') AS "endDate", ch.prize, ch.status,
         ch.submission_count AS submissions
    FROM challenges ch LEFT JOIN communities c ON c.id = ch.community_id
   WHERE ch.is_active AND ch.starts_at IS NULL AND ch.published AND ch.deleted_at IS NULL
   ORDER BY ch.id`;
export interface ExampleChallengeRow {
  id: number;
  title: string;
  communityName: string;
  description: string;
  difficulty: ChallengeDifficulty;
  startDate: string;
  endDate: string;
  prize: string;
  status: ChallengeStatus;
  submissions: number;
}

/** Active example mentors (the rating as a number). */
export const EXAMPLE_MENTORS_SQL = `
  SELECT mp.id, coalesce(c.name, mp.community_name) AS "communityName", ${MEMBER_NAME} AS name, mp.expertise,
         mp.experience, mp.availability, mp.max_mentees AS "maxMentees", mp.current_mentees AS "currentMentees", mp.bio,
         mp.linkedin_url AS "linkedinUrl", mp.rating::float AS rating
    FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id LEFT JOIN communities c ON c.id = mp.community_id
   WHERE mp.is_active AND mp.example
   ORDER BY mp.id`;
export interface ExampleMentorRow {
  id: number;
  communityName: string;
  name: string;
  expertise: string[];
  experience: string;
  availability: string;
  maxMentees: number;
  currentMentees: number;
  bio: string;
  linkedinUrl: string | null;
  rating: number;
}

/** Every discussion category. */
export const CATEGORIES_SQL = `
  SELECT dc.id, dc.name, dc.description, coalesce(c.name, dc.community_name) AS "communityName", dc.color, dc.topic_count AS topics,
         dc.last_activity AS "lastActivity"
    FROM discussion_categories dc LEFT JOIN communities c ON c.id = dc.community_id
   ORDER BY dc.id`;
export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  communityName: string;
  color: string;
  topics: number;
  lastActivity: string;
}
