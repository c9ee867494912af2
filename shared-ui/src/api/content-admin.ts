import { useEffect } from 'react';
import {
  type AdminMemberDetail,
  type AdminMemberPage,
  type AdminOverview,
  type ArticleDetail,
  type AuditPage,
  type AuditQuery,
  type ContentItem,
  type ContentKind,
  type ContentPage,
  type ContentStatus,
  type InboxPage,
  type RequestKind,
  routes,
  type SiteSettings,
  type SuspendMember,
  type UploadedImage,
} from '@cci/contracts';
import { mutate, type SWRConfiguration } from 'swr';
import { adminKeys } from './admin';
import { contentKeys } from './content';
import { engagementKeys } from './engagement';
import { eventKeys } from './events';
import { apiUpload } from './shared';
import { call, href, send } from './endpoint';
import { useRead } from './read';

// The staff area's content management and audit log, and the public article page.

/** The staff's edit (PATCH, with the updatedAt it was read with) and archive (DELETE) of each kind, at /api/<kind>/:id. */
const EDIT = {
  articles: { update: routes.content.updateArticle, archive: routes.content.archiveArticle },
  trends: { update: routes.content.updateTrend, archive: routes.content.archiveTrend },
  events: { update: routes.events.update, archive: routes.events.remove },
  challenges: { update: routes.engagement.updateChallenge, archive: routes.engagement.archiveChallenge },
} as const;

const AUDIT = href(routes.admin.audit, {});

export const contentAdminKeys = {
  list: (kind: ContentKind, q: { q?: string; status?: ContentStatus; page?: number }) =>
    href(
      routes.admin.content,
      { kind },
      { q: q.q, status: q.status === 'all' ? undefined : q.status, page: q.page === 1 ? undefined : q.page },
    ),
  audit: (q: Partial<AuditQuery>) => href(routes.admin.audit, {}, q),
  article: (slug: string) => href(routes.content.article, { slug }),
};

export const useAdminContent = (kind: ContentKind, q: { q?: string; status?: ContentStatus; page?: number }, config?: SWRConfiguration) =>
  useRead<ContentPage>(contentAdminKeys.list(kind, q), config);
export const useAuditLog = (q: Partial<AuditQuery>, config?: SWRConfiguration) => useRead<AuditPage>(contentAdminKeys.audit(q), config);
/** GET /api/articles/:slug: the article page (pre-rendered with it). */
export const useArticle = (slug: string) => useRead<ArticleDetail>(contentAdminKeys.article(slug));

/** After a change: every page of the kind's admin list, the public reads that show it, the counters, the audit log. */
async function changed(kind: ContentKind): Promise<void> {
  const publicKeys: Record<ContentKind, string[]> = {
    articles: [contentKeys.articles(), contentKeys.featuredArticles()],
    trends: [contentKeys.trends()],
    events: [eventKeys.list()],
    challenges: [contentKeys.challenges()],
  };
  const stale = (key: unknown) =>
    typeof key === 'string' &&
    (key.startsWith(href(routes.admin.content, { kind })) ||
      key.startsWith(AUDIT) ||
      key === adminKeys.stats() ||
      publicKeys[kind].includes(key) ||
      (kind === 'articles' && key.startsWith(`${contentKeys.articles()}/`)) ||
      (kind === 'events' && key.startsWith(href(routes.events.view, { id: '' }))) ||
      (kind === 'challenges' && key.startsWith(engagementKeys.challenge(''))));
  await mutate(stale);
}

/** PATCH /api/<kind>/:id with the updatedAt it was read with: a 409 when someone else changed it since. */
export async function updateContent(kind: ContentKind, id: number, body: Record<string, unknown>): Promise<ContentItem> {
  const res = await send(EDIT[kind].update, { id }, body as never);
  await changed(kind);
  return (await res.json()) as ContentItem;
}

/** DELETE /api/<kind>/:id: archived, restorable for 30 days. */
export async function archiveContent(kind: ContentKind, id: number): Promise<void> {
  await send(EDIT[kind].archive, { id });
  await changed(kind);
}

export async function restoreContent(kind: ContentKind, id: number): Promise<void> {
  await send(routes.admin.restoreContent, { kind, id });
  await changed(kind);
}

/** POST /api/admin/uploads: one image (at most 5 MB); answers its stored path and variants. */
export function uploadImage(file: File): Promise<UploadedImage> {
  return apiUpload<UploadedImage>(href(routes.admin.upload, {}), file);
}

// ---- Members for staff -------------------------------------------------------------------------------

const MEMBERS = href(routes.admin.members, {});

export const memberAdminKeys = {
  list: (q: Partial<Record<'q' | 'community' | 'status' | 'role' | 'joinedFrom' | 'joinedTo', string>> & { page?: number }) =>
    href(routes.admin.members, {}, { ...q, page: q.page === 1 ? undefined : q.page }),
  one: (id: number) => href(routes.admin.member, { id }),
};

export const useAdminMembers = (q: Parameters<typeof memberAdminKeys.list>[0], config?: SWRConfiguration) =>
  useRead<AdminMemberPage>(memberAdminKeys.list(q), config);
export const useAdminMember = (id: number | null, config?: SWRConfiguration) =>
  useRead<AdminMemberDetail>(id === null ? null : memberAdminKeys.one(id), config);

/** After a member change: the list's pages, that member, the audit log. */
const membersChanged = () => mutate((key) => typeof key === 'string' && (key.startsWith(MEMBERS) || key.startsWith(AUDIT)));

export async function suspendMember(id: number, body: SuspendMember): Promise<void> {
  await send(routes.admin.suspendMember, { id }, body);
  await membersChanged();
}
export async function unsuspendMember(id: number): Promise<void> {
  await send(routes.admin.unsuspendMember, { id });
  await membersChanged();
}
export async function setMemberRole(id: number, role: 'member' | 'admin'): Promise<void> {
  await send(routes.admin.setMemberRole, { id }, { role });
  await membersChanged();
}
export async function sendMemberPasswordReset(id: number): Promise<void> {
  await send(routes.admin.sendPasswordReset, { id });
  await membersChanged();
}

/**
 * GET /api/admin/overview, live: read again on each `activity` event of GET /api/admin/activity/stream (a registration,
 * request, report or staff action committed on any replica), and every minute should the stream be down.
 */
export function useAdminOverview(config?: SWRConfiguration) {
  const read = useRead<AdminOverview>(href(routes.admin.overview, {}), { refreshInterval: 60_000, ...config });
  const { mutate } = read;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const stream = new EventSource(href(routes.admin.activityStream, {}), { withCredentials: true });
    stream.addEventListener('activity', () => void mutate());
    return () => stream.close();
  }, [mutate]);
  return read;
}

// ---- The requests inbox ------------------------------------------------------------------------------

type InboxStatus = 'open' | 'handled' | 'all';

export const inboxKeys = {
  page: (kind: RequestKind, status: InboxStatus, page: number) =>
    href(routes.admin.inbox, { kind }, { status: status === 'all' ? undefined : status, page: page === 1 ? undefined : page }),
  csv: (kind: RequestKind, status: InboxStatus) =>
    href(routes.admin.inbox, { kind }, { status: status === 'all' ? undefined : status, format: 'csv' }),
};

export const useInboxPage = (kind: RequestKind, status: InboxStatus, page: number, config?: SWRConfiguration) =>
  useRead<InboxPage>(inboxKeys.page(kind, status, page), config);

/** After a change to a request: every inbox read (the spec's and the pages), the overview. */
const inboxChanged = () =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(adminKeys.requests()) || key.startsWith(href(routes.admin.overview, {})) || key.startsWith(AUDIT)),
  );

export async function markRequest(kind: RequestKind, id: number, body: { handled: boolean; note?: string }): Promise<void> {
  await send(routes.admin.handleRequest, { kind, id }, body);
  await inboxChanged();
}

export async function replyToDemoRequest(id: number, message: string): Promise<void> {
  await send(routes.admin.replyToDemoRequest, { id }, { message });
  await inboxChanged();
}

// ---- Site settings -----------------------------------------------------------------------------------

const SETTINGS = href(routes.admin.settings, {});

export const useSiteSettings = (config?: SWRConfiguration) => useRead<SiteSettings>(SETTINGS, config);

export async function updateSiteSettings(patch: Partial<SiteSettings>): Promise<SiteSettings> {
  const settings = await call(routes.admin.updateSettings, {}, patch);
  await mutate(SETTINGS, settings, { revalidate: false });
  return settings;
}
