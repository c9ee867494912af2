import type { Challenge, DiscussionCategory, MemberSpotlight, MentorProfile } from '@cci/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { ChallengeEntity, DiscussionCategoryEntity, MemberSpotlightEntity, MentorProfileEntity } from './engagement.entities';

const COMMUNITY_NAME = { description: 'The community NAME (spec §3), not an id', example: 'Entrepreneurs' };

/** Spec §3 Example spotlight (contracts' MemberSpotlight). */
export class MemberSpotlightDto implements MemberSpotlight {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'From WhatsApp Chaos to a Self-Running Order Book' })
  title: string;

  @ApiProperty(COMMUNITY_NAME)
  communityId: string;

  @ApiProperty()
  story: string;

  @ApiProperty({ type: [String], example: ['ChatGPT', 'Zapier'] })
  aiToolsUsed: string[];

  @ApiProperty()
  results: string;

  @ApiProperty({ example: true })
  featured: boolean;

  @ApiProperty({ example: 'Priya Shah' })
  author: string;
}

/** Spec §3 Example challenge (contracts' Challenge). */
export class ChallengeDto implements Challenge {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty(COMMUNITY_NAME)
  communityId: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: ['beginner', 'intermediate', 'advanced'] })
  difficulty: 'beginner' | 'intermediate' | 'advanced';

  @ApiProperty({ format: 'date', example: '2026-11-02' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  endDate: string;

  @ApiProperty({ example: 'A one-to-one session with a mentor' })
  prize: string;

  @ApiProperty({ enum: ['active', 'upcoming'] })
  status: 'active' | 'upcoming';

  @ApiProperty({ example: 47 })
  submissions: number;
}

/** Spec §3 Mentor profile (contracts' MentorProfile). */
export class MentorProfileDto implements MentorProfile {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, example: null })
  userId: number | null;

  @ApiProperty(COMMUNITY_NAME)
  communityId: string;

  @ApiProperty({ example: 'Amara Osei' })
  name: string;

  @ApiProperty({ type: [String] })
  expertise: string[];

  @ApiProperty()
  experience: string;

  @ApiProperty({ description: 'high | medium | low (anything else counts as low)', example: 'high' })
  availability: string;

  @ApiProperty({ example: 3 })
  maxMentees: number;

  @ApiProperty({ example: 1 })
  currentMentees: number;

  @ApiProperty()
  bio: string;

  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;

  @ApiProperty({ minimum: 0, maximum: 5, example: 4.9 })
  rating: number;
}

/** Spec §3 Discussion category (contracts' DiscussionCategory). */
export class DiscussionCategoryDto implements DiscussionCategory {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Prompt Craft' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty(COMMUNITY_NAME)
  communityId: string;

  @ApiProperty({ example: '#A21CAF' })
  color: string;

  @ApiProperty({ description: 'Topic count', example: 94 })
  topics: number;

  @ApiProperty({ description: 'Relative-time text', example: '35 minutes ago' })
  lastActivity: string;
}

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
