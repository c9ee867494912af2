import type { GenericSchema, InferInput } from 'valibot';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  JoinCommunitySchema,
  ResetPasswordSchema,
  TokenBodySchema,
  UpdateAccountSchema,
  WelcomeUpdateSchema,
  UpdateMembershipSchema,
} from '../account';
import {
  AdminPasswordSchema,
  CreateArticleSchema,
  CreateEventSchema,
  CreateTrendSchema,
  MembershipDecisionSchema,
  PendingPageQuerySchema,
  SendWelcomeSchema,
} from '../admin';
import { CreateAnnouncementSchema } from '../announcements';
import { AuditQuerySchema } from '../audit';
import { RegistrationSchema, SignInSchema } from '../auth';
import { CreateChallengeSchema, CreateEntrySchema, ReviewEntrySchema } from '../challenges';
import { ContentQuerySchema, UpdateArticleSchema, UpdateChallengeSchema, UpdateEventSchema, UpdateTrendSchema } from '../content-admin';
import {
  AcceptReplySchema,
  CreateReplySchema,
  CreateThreadSchema,
  MarkNotificationsReadSchema,
  ModeratePostSchema,
  ReportPostSchema,
  UpdateReplySchema,
  UpdateThreadSchema,
  WatchThreadSchema,
  ReadThreadSchema,
} from '../discussions';
import { SaveDraftSchema } from '../drafts';
import { SendMessageSchema, StartConversationSchema } from '../conversations';
import { CreateTagSchema, TagSettingsSchema, UpdateTagSchema } from '../tags';
import { RsvpBodySchema } from '../events';
import { MemberRoleSchema, MembersQuerySchema, SuspendMemberSchema, UpdateSiteSettingsSchema } from '../members-admin';
import { MentorProfileInputSchema, MentoringRequestSchema, MentorshipMessageSchema, MentorshipReviewSchema } from '../mentoring';
import { DemoRequestSchema, EventRequestSchema, WaitlistSchema } from '../requests';
import { DemoReplySchema, HandleRequestSchema, InboxQuerySchema } from '../requests-admin';
import { SpotlightImageSchema, SpotlightInputSchema, SpotlightReviewSchema } from '../spotlights';
import * as admin from './admin';
import * as announcements from './announcements';
import * as auth from './auth';
import * as communities from './communities';
import * as content from './content';
import * as conversations from './conversations';
import * as discussions from './discussions';
import * as engagement from './engagement';
import * as events from './events';
import * as me from './me';
import * as requests from './requests';
import type { BodyOf, Route } from './route';

/**
 * The valibot schema of each route's body and of each validated query: what the controller's ValibotPipe checks, and
 * what the client's call sends (the table's body type must fit the schema's input; a mismatch fails to compile).
 * Only the API reads these (api/test/routes.e2e-spec.ts holds each handler's pipe to them): the table itself stays free
 * of schemas, so a page that calls an endpoint does not bundle valibot with it.
 */
const body = <R extends Route, S extends GenericSchema>(route: R, schema: BodyOf<R> extends InferInput<S> ? S : never) => ({
  route,
  schema,
});
const query = <R extends Route, S extends GenericSchema>(route: R, schema: S) => ({ route, schema });

export const ROUTE_BODIES = [
  body(admin.setMemberRole, MemberRoleSchema),
  body(admin.suspendMember, SuspendMemberSchema),
  body(admin.decideMemberships, MembershipDecisionSchema),
  body(admin.moderatePost, ModeratePostSchema),
  body(admin.handleRequest, HandleRequestSchema),
  body(admin.replyToDemoRequest, DemoReplySchema),
  body(admin.sendWelcome, SendWelcomeSchema),
  body(admin.openSession, AdminPasswordSchema),
  body(admin.updateSettings, UpdateSiteSettingsSchema),
  body(admin.createTag, CreateTagSchema),
  body(admin.updateTag, UpdateTagSchema),
  body(admin.tagSettings, TagSettingsSchema),
  body(engagement.setSpotlightImage, SpotlightImageSchema),
  body(engagement.reviewSpotlight, SpotlightReviewSchema),
  body(content.createArticle, CreateArticleSchema),
  body(content.updateArticle, UpdateArticleSchema),
  body(auth.confirmEmail, TokenBodySchema),
  body(auth.forgotPassword, ForgotPasswordSchema),
  body(auth.resetPassword, ResetPasswordSchema),
  body(auth.verifyEmail, TokenBodySchema),
  body(engagement.createChallenge, CreateChallengeSchema),
  body(engagement.updateChallenge, UpdateChallengeSchema),
  body(engagement.enterChallenge, CreateEntrySchema),
  body(engagement.reviewEntry, ReviewEntrySchema),
  body(communities.createThread, CreateThreadSchema),
  body(requests.demoRequest, DemoRequestSchema),
  body(requests.eventRequest, EventRequestSchema),
  body(events.create, CreateEventSchema),
  body(events.update, UpdateEventSchema),
  body(events.rsvp, RsvpBodySchema),
  body(auth.login, SignInSchema),
  body(me.remove, DeleteAccountSchema),
  body(me.update, UpdateAccountSchema),
  body(me.welcome, WelcomeUpdateSchema),
  body(me.changeEmail, ChangeEmailSchema),
  body(me.join, JoinCommunitySchema),
  body(me.updateMembership, UpdateMembershipSchema),
  body(me.saveMentorProfile, MentorProfileInputSchema),
  body(me.changePassword, ChangePasswordSchema),
  body(me.saveDraft, SaveDraftSchema),
  body(engagement.requestMentorship, MentoringRequestSchema),
  body(engagement.sendMentorshipMessage, MentorshipMessageSchema),
  body(engagement.reviewMentorship, MentorshipReviewSchema),
  body(discussions.markNotificationsRead, MarkNotificationsReadSchema),
  body(discussions.report, ReportPostSchema),
  body(auth.register, RegistrationSchema),
  body(discussions.updateReply, UpdateReplySchema),
  body(engagement.submitSpotlight, SpotlightInputSchema),
  body(discussions.updateThread, UpdateThreadSchema),
  body(discussions.acceptReply, AcceptReplySchema),
  body(discussions.createReply, CreateReplySchema),
  body(discussions.watchThread, WatchThreadSchema),
  body(discussions.readThread, ReadThreadSchema),
  body(content.createTrend, CreateTrendSchema),
  body(content.updateTrend, UpdateTrendSchema),
  body(requests.waitlist, WaitlistSchema),
  body(conversations.start, StartConversationSchema),
  body(conversations.send, SendMessageSchema),
  body(conversations.report, ReportPostSchema),
  body(announcements.create, CreateAnnouncementSchema),
];

export const ROUTE_QUERIES = [
  query(admin.audit, AuditQuerySchema),
  query(admin.content, ContentQuerySchema),
  query(admin.members, MembersQuerySchema),
  query(admin.pendingPage, PendingPageQuerySchema),
  query(admin.inbox, InboxQuerySchema),
];
