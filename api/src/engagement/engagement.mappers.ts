import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';
import type { ChallengeEntity, DiscussionCategoryEntity, MemberSpotlightEntity, MentorProfileEntity } from './engagement.entities';

/* Exactly the contracts' fields, in a stable order. */

export function toMemberSpotlight(e: MemberSpotlightEntity): MemberSpotlight {
  return {
    id: e.id,
    title: e.title,
    communityId: e.communityName,
    story: e.story,
    aiToolsUsed: e.aiToolsUsed,
    results: e.results,
    featured: e.isFeatured,
    author: e.author,
  };
}

export function toChallenge(e: ChallengeEntity): Challenge {
  return {
    id: e.id,
    title: e.title,
    communityId: e.communityName,
    description: e.description,
    difficulty: e.difficulty,
    startDate: e.startDate,
    endDate: e.endDate,
    prize: e.prize,
    status: e.status,
    submissions: e.submissionCount,
  };
}

export function toMentorProfile(e: MentorProfileEntity): MentorProfile {
  return {
    id: e.id,
    userId: e.userId,
    communityId: e.communityName,
    name: e.name,
    expertise: e.expertise,
    experience: e.experience,
    availability: e.availability,
    maxMentees: e.maxMentees,
    currentMentees: e.currentMentees,
    bio: e.bio,
    linkedinUrl: e.linkedinUrl,
    rating: Number(e.rating),
  };
}

export function toDiscussionCategory(e: DiscussionCategoryEntity): DiscussionCategory {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    communityId: e.communityName,
    color: e.color,
    topics: e.topicCount,
    lastActivity: e.lastActivity,
  };
}
