import * as c from '@cci/contracts';

// The document's schemas are the contracts' valibot schemas (issue 12 §3); the names are the former DTO classes',
// so a client generated from the document keeps its type names.

/** Request bodies, documented as what a client may send. */
export const REQUEST_SCHEMAS = {
  RegisterDto: c.RegistrationSchema,
  LoginDto: c.SignInSchema,
  CreateEventDto: c.CreateEventSchema,
  CreateArticleDto: c.CreateArticleSchema,
  CreateTrendDto: c.CreateTrendSchema,
  EventRequestDto: c.EventRequestSchema,
  DemoRequestDto: c.DemoRequestSchema,
  WaitlistDto: c.WaitlistSchema,
  AdminPasswordDto: c.AdminPasswordSchema,
  SendWelcomeDto: c.SendWelcomeSchema,
};

/** Response bodies, documented as what the API answers. */
export const RESPONSE_SCHEMAS = {
  ErrorDto: c.ErrorBodySchema,
  ValidationErrorDto: c.ValidationErrorSchema,
  CommunityDto: c.CommunitySchema,
  CommunityHelpItemDto: c.CommunityHelpItemSchema,
  CommunityExtrasDto: c.CommunityExtrasSchema,
  EventDto: c.CommunityEventSchema,
  ArticleDto: c.ArticleSchema,
  TrendDto: c.TrendSchema,
  MemberSpotlightDto: c.MemberSpotlightSchema,
  ChallengeDto: c.ChallengeSchema,
  MentorProfileDto: c.MentorProfileSchema,
  DiscussionCategoryDto: c.DiscussionCategorySchema,
  PublicUserDto: c.PublicUserSchema,
  MembershipSummaryDto: c.MembershipSummarySchema,
  CreatedIdDto: c.CreatedIdSchema,
  DemoRequestReceiptDto: c.DemoRequestReceiptSchema,
  WaitlistReceiptDto: c.WaitlistReceiptSchema,
  AdminSessionDto: c.AdminSessionSchema,
  AdminStatsDto: c.AdminStatsSchema,
  AdminMemberDto: c.AdminMemberSchema,
  PendingMemberDto: c.PendingMemberSchema,
  EventRequestRecordDto: c.EventRequestRecordSchema,
  DemoRequestRecordDto: c.DemoRequestRecordSchema,
  WaitlistRecordDto: c.WaitlistRecordSchema,
  AdminRequestsDto: c.AdminRequestsSchema,
  WelcomeSentDto: c.WelcomeSentSchema,
};
