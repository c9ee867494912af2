/** Spec §3 Article. */
export interface Article {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  featured: boolean;
  createdAt: string;
}

/** Spec §3 Trend: the admin fields plus the public list's url, discussions, engagement, source, trend_type. */
export interface Trend {
  id: number;
  title: string;
  discussionCount: number;
  icon: string;
  color: string;
  url: string | null;
  discussions: number;
  engagement: string;
  source: string;
  trend_type: string;
}

/** Spec §3 Example spotlight. */
export interface MemberSpotlight {
  id: number;
  title: string;
  communityId: string;
  story: string;
  aiToolsUsed: string[];
  results: string;
  featured: boolean;
  author: string;
}

/** Spec §3 Example challenge. */
export interface Challenge {
  id: number;
  title: string;
  communityId: string;
  description: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  startDate: string;
  endDate: string;
  prize: string;
  status: 'active' | 'upcoming';
  submissions: number;
}

/** Spec §3 Mentor profile (availability high | medium | low; anything else counts as low). */
export interface MentorProfile {
  id: number;
  userId: number | null;
  communityId: string;
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

/** Spec §3 Discussion category. */
export interface DiscussionCategory {
  id: number;
  name: string;
  description: string;
  communityId: string;
  color: string;
  topics: number;
  lastActivity: string;
}

/** Spec §4: bookable while current mentees is below the maximum. */
export const isFullyBooked = (m: Pick<MentorProfile, 'currentMentees' | 'maxMentees'>) => m.currentMentees >= m.maxMentees;

/** Spec §3: availability high, medium or low; any other value counts as low. */
export const availabilityLevel = (value: string): 'high' | 'medium' | 'low' => (value === 'high' || value === 'medium' ? value : 'low');
