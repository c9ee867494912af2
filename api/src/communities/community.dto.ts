import type { Community, CommunityExtras } from '@cci/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { CommunityEntity } from './community.entity';

/** Response body of a community (spec §3, contracts' Community). */
export class CommunityDto implements Community {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'entrepreneurs', pattern: '^[a-z0-9-]{1,64}$' })
  slug: string;

  @ApiProperty({ example: 'Entrepreneurs' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Image URL', example: '/images/communities/entrepreneurs.svg' })
  image: string;

  @ApiProperty({ description: 'Icon name (contracts COMMUNITY_ICONS)', example: 'rocket' })
  icon: string;

  @ApiProperty({ description: 'Accent colour', example: '#4F46E5' })
  color: string;

  @ApiProperty({ example: 2847 })
  memberCount: number;
}

/** Exactly the public fields, in a stable order, whatever else the entity carries. */
export function toCommunity(e: CommunityEntity): Community {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    description: e.description,
    image: e.image,
    icon: e.icon,
    color: e.color,
    memberCount: e.memberCount,
  };
}

/** One item of a community's Community Support tab. */
export class CommunityHelpItemDto {
  @ApiProperty({ example: 'Pitch Clinics' })
  title: string;

  @ApiProperty()
  description: string;
}

/** Response body of a community's static extra content (spec §2, contracts' CommunityExtras). */
export class CommunityExtrasDto implements CommunityExtras {
  @ApiProperty({ description: 'Long "About" text for the Overview tab: paragraphs separated by a blank line' })
  expandedDescription: string;

  @ApiProperty({ type: [String], description: 'Popular Discussion Topics (8)' })
  topics: string[];

  @ApiProperty({ type: [String], description: 'Benefits of Joining (6)' })
  benefits: string[];

  @ApiProperty({ type: [String], description: 'AI Coach examples (6): the banner shows 3 + 3' })
  aiCoachExamples: string[];

  @ApiProperty({
    type: [CommunityHelpItemDto],
    description: 'Community Support items (6): 3 under Support & Guidance, 3 under Growth Opportunities',
  })
  helpProvided: CommunityHelpItemDto[];
}
