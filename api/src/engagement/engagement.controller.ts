import { ChallengeSchema, DiscussionCategorySchema, MemberSpotlightSchema, MentorProfileSchema, routes } from '@cci/contracts';
import { json } from '../docs/schemas';
import { Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JsonText } from '../common/json-text';
import { EngagementService } from './engagement.service';
import { Endpoint } from '../common/endpoint';

/** The community engagement page and the dashboard's prefetch (spec §2, §7). */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Endpoint(routes.content.memberSpotlights)
  @JsonText()
  @ApiOperation({ summary: 'Published member spotlights, ordered by id' })
  @ApiOkResponse(json(MemberSpotlightSchema, { isArray: true }))
  memberSpotlights(): Promise<string> {
    return this.engagement.memberSpotlightsJson();
  }

  @Endpoint(routes.content.discussionCategories)
  @JsonText()
  @ApiOperation({ summary: 'Discussion categories, ordered by id' })
  @ApiOkResponse(json(DiscussionCategorySchema, { isArray: true }))
  discussionCategories(): Promise<string> {
    return this.engagement.discussionCategoriesJson();
  }

  @Endpoint(routes.content.challengePreviews)
  @JsonText()
  @ApiOperation({ summary: 'Active and upcoming challenges, ordered by id' })
  @ApiOkResponse(json(ChallengeSchema, { isArray: true }))
  challenges(): Promise<string> {
    return this.engagement.challengesJson();
  }

  @Endpoint(routes.content.mentorProfiles)
  @JsonText()
  @ApiOperation({ summary: 'Active mentor profiles, ordered by id' })
  @ApiOkResponse(json(MentorProfileSchema, { isArray: true }))
  mentorProfiles(): Promise<string> {
    return this.engagement.mentorProfilesJson();
  }
}
