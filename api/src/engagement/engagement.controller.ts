import { ChallengeSchema, DiscussionCategorySchema, MemberSpotlightSchema, MentorProfileSchema } from '@cci/contracts';
import { json } from '../docs/schemas';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JsonText } from '../common/json-text';
import { EngagementService } from './engagement.service';

/** The community engagement page and the dashboard's prefetch (spec §2, §7). */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Get('member-spotlights')
  @JsonText()
  @ApiOperation({ summary: 'Published member spotlights, ordered by id' })
  @ApiOkResponse(json(MemberSpotlightSchema, { isArray: true }))
  memberSpotlights(): Promise<string> {
    return this.engagement.memberSpotlightsJson();
  }

  @Get('discussion-categories')
  @JsonText()
  @ApiOperation({ summary: 'Discussion categories, ordered by id' })
  @ApiOkResponse(json(DiscussionCategorySchema, { isArray: true }))
  discussionCategories(): Promise<string> {
    return this.engagement.discussionCategoriesJson();
  }

  @Get('challenges')
  @JsonText()
  @ApiOperation({ summary: 'Active and upcoming challenges, ordered by id' })
  @ApiOkResponse(json(ChallengeSchema, { isArray: true }))
  challenges(): Promise<string> {
    return this.engagement.challengesJson();
  }

  @Get('mentor-profiles')
  @JsonText()
  @ApiOperation({ summary: 'Active mentor profiles, ordered by id' })
  @ApiOkResponse(json(MentorProfileSchema, { isArray: true }))
  mentorProfiles(): Promise<string> {
    return this.engagement.mentorProfilesJson();
  }
}
