import type {
  AdminMember,
  AdminMemberDetail,
  AdminMemberPage,
  AdminOverview,
  AdminPassword,
  AdminRequests,
  AdminStats,
  AdminTag,
  AdminTagList,
  AuditPage,
  CreateTag,
  AuditQuery,
  ContentItem,
  ContentPage,
  ContentStatus,
  HandleRequestSchema,
  DemoReply,
  InboxPage,
  InboxQuery,
  MemberRole,
  MembersQuery,
  MembershipDecision,
  MembershipDecisionResult,
  ModeratePost,
  ModerationItem,
  PendingMember,
  PendingMemberPage,
  SendWelcome,
  SiteSettings,
  SuspendMember,
  TagSettings,
  UpdateTag,
  UploadedImage,
} from '../index';
import type { InferInput } from 'valibot';
import { shape } from './route';

// The staff area. Every read here starts with /api/admin/ (the client drops them all when the page locks).
/** GET: 200 while the session is admin, 401 (403: a member who is not staff); POST opens it, DELETE ends it. */
export const session = { method: 'GET', path: '/api/admin/session' } as const;
export const openSession = { method: 'POST', path: '/api/admin/session', body: shape<AdminPassword> } as const;
export const closeSession = { method: 'DELETE', path: '/api/admin/session' } as const;

export const stats = { method: 'GET', path: '/api/admin/stats', response: shape<AdminStats> } as const;
export const overview = { method: 'GET', path: '/api/admin/overview', response: shape<AdminOverview> } as const;
/** Server-sent `activity` events: a registration, request, report or staff action committed on any replica. */
export const activityStream = { method: 'GET', path: '/api/admin/activity/stream' } as const;
export const users = { method: 'GET', path: '/api/admin/users', response: shape<AdminMember[]> } as const;
export const requests = { method: 'GET', path: '/api/admin/requests', response: shape<AdminRequests> } as const;
export const pendingMembers = { method: 'GET', path: '/api/admin/pending-members', response: shape<PendingMember[]> } as const;
export const pendingPage = {
  method: 'GET',
  path: '/api/admin/memberships/pending',
  query: shape<{ page?: number }>,
  response: shape<PendingMemberPage>,
} as const;
export const approveMember = { method: 'POST', path: '/api/admin/approve-member/:id', response: shape<PendingMember> } as const;
export const rejectMember = { method: 'POST', path: '/api/admin/reject-member/:id', response: shape<PendingMember> } as const;
export const decideMemberships = {
  method: 'POST',
  path: '/api/admin/memberships/decide',
  body: shape<MembershipDecision>,
  response: shape<MembershipDecisionResult>,
} as const;
export const sendWelcome = { method: 'POST', path: '/api/admin/send-welcome', body: shape<SendWelcome> } as const;
export const settings = { method: 'GET', path: '/api/admin/settings', response: shape<SiteSettings> } as const;
export const updateSettings = {
  method: 'PUT',
  path: '/api/admin/settings',
  body: shape<Partial<SiteSettings>>,
  response: shape<SiteSettings>,
} as const;
export const audit = { method: 'GET', path: '/api/admin/audit', query: shape<Partial<AuditQuery>>, response: shape<AuditPage> } as const;
export const moderationQueue = { method: 'GET', path: '/api/admin/moderation/reports', response: shape<ModerationItem[]> } as const;
export const moderatePost = { method: 'POST', path: '/api/admin/moderation/posts/:kind/:id', body: shape<ModeratePost> } as const;
/** One image (multipart `file`, at most 5 MB). */
export const upload = { method: 'POST', path: '/api/admin/uploads', response: shape<UploadedImage> } as const;

export const content = {
  method: 'GET',
  path: '/api/admin/content/:kind',
  query: shape<{ q?: string; status?: ContentStatus; page?: number }>,
  response: shape<ContentPage>,
} as const;
export const contentItem = { method: 'GET', path: '/api/admin/content/:kind/:id', response: shape<ContentItem> } as const;
export const restoreContent = { method: 'POST', path: '/api/admin/content/:kind/:id/restore' } as const;

export const members = {
  method: 'GET',
  path: '/api/admin/members',
  query: shape<Partial<Record<keyof MembersQuery, string | number>>>,
  response: shape<AdminMemberPage>,
} as const;
export const member = { method: 'GET', path: '/api/admin/members/:id', response: shape<AdminMemberDetail> } as const;
export const suspendMember = { method: 'POST', path: '/api/admin/members/:id/suspend', body: shape<SuspendMember> } as const;
export const unsuspendMember = { method: 'POST', path: '/api/admin/members/:id/unsuspend' } as const;
export const setMemberRole = { method: 'PUT', path: '/api/admin/members/:id/role', body: shape<MemberRole> } as const;
export const sendPasswordReset = { method: 'POST', path: '/api/admin/members/:id/password-reset' } as const;

export const inbox = {
  method: 'GET',
  path: '/api/admin/requests/:kind',
  query: shape<Partial<Record<keyof InboxQuery, string | number>>>,
  response: shape<InboxPage>,
} as const;
export const handleRequest = {
  method: 'POST',
  path: '/api/admin/requests/:kind/:id/handled',
  body: shape<InferInput<typeof HandleRequestSchema>>,
} as const;
export const replyToDemoRequest = { method: 'POST', path: '/api/admin/requests/demo-requests/:id/reply', body: shape<DemoReply> } as const;

// A community's tags, curated by staff (issue 29 §4): every tag with the suggestions, and whether members may suggest.
export const tags = { method: 'GET', path: '/api/admin/communities/:slug/tags', response: shape<AdminTagList> } as const;
export const createTag = {
  method: 'POST',
  path: '/api/admin/communities/:slug/tags',
  body: shape<CreateTag>,
  response: shape<AdminTag>,
} as const;
/** Rename, describe, or approve a suggestion (`approved: true`). */
export const updateTag = {
  method: 'PATCH',
  path: '/api/admin/communities/:slug/tags/:name',
  body: shape<UpdateTag>,
  response: shape<AdminTag>,
} as const;
/** The tag goes, and with it from every thread. */
export const deleteTag = { method: 'DELETE', path: '/api/admin/communities/:slug/tags/:name' } as const;
export const tagSettings = {
  method: 'PUT',
  path: '/api/admin/communities/:slug/tags/settings',
  body: shape<TagSettings>,
  response: shape<TagSettings>,
} as const;
