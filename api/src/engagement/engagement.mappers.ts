import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';
import type { CategoryRow, ExampleChallengeRow, ExampleMentorRow, ExampleSpotlightRow } from './engagement.queries';

/* Exactly the contracts' fields, in a stable order. */

export function toMemberSpotlight(r: ExampleSpotlightRow): MemberSpotlight {
  return {
    id: r.id,
    title: r.title,
    communityId: r.communityName,
    story: r.story,
    aiToolsUsed: r.aiToolsUsed,
    results: r.results,
    featured: r.featured,
    author: r.author,
  };
}

export function toChallenge(r: ExampleChallengeRow): Challenge {
  return {
    id: r.id,
    title: r.title,
    communityId: r.communityName,
    description: r.description,
    difficulty: r.difficulty,
    startDate: r.startDate,
    endDate: r.endDate,
    prize: r.prize,
    status: r.status,
    submissions: r.submissions,
  };
}

export function toMentorProfile(r: ExampleMentorRow): MentorProfile {
  return {
    id: r.id,
    // An example mentor is shown, not asked: no member to contact.
    userId: null,
    communityId: r.communityName,
    name: r.name,
    expertise: r.expertise,
    experience: r.experience,
    availability: r.availability,
    maxMentees: r.maxMentees,
    currentMentees: r.currentMentees,
    bio: r.bio,
    linkedinUrl: r.linkedinUrl,
    rating: Number(r.rating),
  };
}

export function toDiscussionCategory(r: CategoryRow): DiscussionCategory {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    communityId: r.communityName,
    color: r.color,
    topics: r.topics,
    lastActivity: r.lastActivity,
  };
}
