import { useEffect } from 'react';
import type {
  AdminMemberDetail,
  AdminMemberPage,
  AdminOverview,
  ArticleDetail,
  AuditPage,
  AuditQuery,
  ContentItem,
  ContentKind,
  ContentPage,
  ContentStatus,
  InboxPage,
  RequestKind,
  SiteSettings,
  SuspendMember,
  UploadedImage,
} from '@cci/contracts';
import { mutate, type SWRConfiguration } from 'swr';
import { adminKeys } from './admin';
import { contentKeys } from './content';
import { engagementKeys } from './engagement';
import { eventKeys } from './events';
import { apiRequest, apiUpload } from './shared';
import { useRead } from './read';

// Issue 16: the staff area's content management and audit log, and the public article page.

const CONTENT = '/api/admin/content/';

const query = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const contentAdminKeys = {
  list: (kind: ContentKind, q: { q?: string; status?: ContentStatus; page?: number }) =>
    `${CONTENT}${kind}${query({ q: q.q, status: q.status === 'all' ? undefined : q.status, page: q.page === 1 ? undefined : q.page })}`,
  audit: (q: Partial<AuditQuery>) => `/api/admin/audit${query(q)}`,
  article: (slug: string) => `${contentKeys.articles()}/${encodeURIComponent(slug)}`,
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
    (key.startsWith(`${CONTENT}${kind}`) ||
      key.startsWith('/api/admin/audit') ||
      key === adminKeys.stats() ||
      publicKeys[kind].includes(key) ||
      (kind === 'articles' && key.startsWith(`${contentKeys.articles()}/`)) ||
      (kind === 'events' && key.startsWith('/api/events/')) ||
      (kind === 'challenges' && key.startsWith(engagementKeys.challenge(''))));
  await mutate(stale);
}

/** PATCH /api/<kind>/:id with the updatedAt it was read with: a 409 when someone else changed it since. */
export async function updateContent(kind: ContentKind, id: number, body: Record<string, unknown>): Promise<ContentItem> {
  const res = await apiRequest('PATCH', `/api/${kind}/${id}`, body);
  await changed(kind);
  return (await res.json()) as ContentItem;
}

/** DELETE /api/<kind>/:id: archived, restorable for 30 days. */
export async function archiveContent(kind: ContentKind, id: number): Promise<void> {
  await apiRequest('DELETE', `/api/${kind}/${id}`);
  await changed(kind);
}

export async function restoreContent(kind: ContentKind, id: number): Promise<void> {
  await apiRequest('POST', `${CONTENT}${kind}/${id}/restore`);
  await changed(kind);
}

/** POST /api/admin/uploads: one image (at most 5 MB); answers its stored path and variants. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return (await (await apiUpload('/api/admin/uploads', form)).json()) as UploadedImage;
}

// ---- Members for staff (issue 16 §4) -------------------------------------------------------------------------------

const MEMBERS = '/api/admin/members';

export const memberAdminKeys = {
  list: (q: Partial<Record<'q' | 'community' | 'status' | 'role' | 'joinedFrom' | 'joinedTo', string>> & { page?: number }) =>
    `${MEMBERS}${query({ ...q, page: q.page === 1 ? undefined : q.page })}`,
  one: (id: number) => `${MEMBERS}/${id}`,
};

export const useAdminMembers = (q: Parameters<typeof memberAdminKeys.list>[0], config?: SWRConfiguration) =>
  useRead<AdminMemberPage>(memberAdminKeys.list(q), config);
export const useAdminMember = (id: number | null, config?: SWRConfiguration) =>
  useRead<AdminMemberDetail>(id === null ? null : memberAdminKeys.one(id), config);

/** After a member change: the list's pages, that member, the audit log. */
const membersChanged = () => mutate((key) => typeof key === 'string' && (key.startsWith(MEMBERS) || key.startsWith('/api/admin/audit')));

async function memberAction(method: string, path: string, body?: unknown): Promise<void> {
  await apiRequest(method, path, body);
  await membersChanged();
}

export const suspendMember = (id: number, body: SuspendMember) => memberAction('POST', `${MEMBERS}/${id}/suspend`, body);
export const unsuspendMember = (id: number) => memberAction('POST', `${MEMBERS}/${id}/unsuspend`);
export const setMemberRole = (id: number, role: 'member' | 'admin') => memberAction('PUT', `${MEMBERS}/${id}/role`, { role });
export const sendMemberPasswordReset = (id: number) => memberAction('POST', `${MEMBERS}/${id}/password-reset`);

/**
 * GET /api/admin/overview, live: read again on each `activity` event of GET /api/admin/activity/stream (a registration,
 * request, report or staff action committed on any replica), and every minute should the stream be down.
 */
export function useAdminOverview(config?: SWRConfiguration) {
  const read = useRead<AdminOverview>('/api/admin/overview', { refreshInterval: 60_000, ...config });
  const { mutate } = read;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const stream = new EventSource('/api/admin/activity/stream', { withCredentials: true });
    stream.addEventListener('activity', () => void mutate());
    return () => stream.close();
  }, [mutate]);
  return read;
}

// ---- The requests inbox (issue 16 §7) ------------------------------------------------------------------------------

const REQUESTS = '/api/admin/requests';

export const inboxKeys = {
  page: (kind: RequestKind, status: 'open' | 'handled' | 'all', page: number) =>
    `${REQUESTS}/${kind}${query({ status: status === 'all' ? undefined : status, page: page === 1 ? undefined : page })}`,
  csv: (kind: RequestKind, status: 'open' | 'handled' | 'all') =>
    `${REQUESTS}/${kind}${query({ status: status === 'all' ? undefined : status, format: 'csv' })}`,
};

export const useInboxPage = (kind: RequestKind, status: 'open' | 'handled' | 'all', page: number, config?: SWRConfiguration) =>
  useRead<InboxPage>(inboxKeys.page(kind, status, page), config);

/** After a change to a request: every inbox read (the spec's and the pages), the overview. */
const inboxChanged = () =>
  mutate(
    (key) =>
      typeof key === 'string' && (key.startsWith(REQUESTS) || key.startsWith('/api/admin/overview') || key.startsWith('/api/admin/audit')),
  );

export async function markRequest(kind: RequestKind, id: number, body: { handled: boolean; note?: string }): Promise<void> {
  await apiRequest('POST', `${REQUESTS}/${kind}/${id}/handled`, body);
  await inboxChanged();
}

export async function replyToDemoRequest(id: number, message: string): Promise<void> {
  await apiRequest('POST', `${REQUESTS}/demo-requests/${id}/reply`, { message });
  await inboxChanged();
}

// ---- Site settings (issue 16 §8) -----------------------------------------------------------------------------------

export const useSiteSettings = (config?: SWRConfiguration) => useRead<SiteSettings>('/api/admin/settings', config);

export async function updateSiteSettings(patch: Partial<SiteSettings>): Promise<SiteSettings> {
  const res = await apiRequest('PUT', '/api/admin/settings', patch);
  const settings = (await res.json()) as SiteSettings;
  await mutate('/api/admin/settings', settings, { revalidate: false });
  return settings;
}
