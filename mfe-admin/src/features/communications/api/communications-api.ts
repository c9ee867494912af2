import { RECENT_MEMBERS_LIMIT, type AdminMember, type SendWelcome } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';
import { useAdminQuery } from '../../../lib/use-admin-query';

/** Spec §2: up to 10 recent members; the list comes newest first. Read only once the panel is unlocked (§7). */
export function useRecentMembers() {
  const result = useAdminQuery<AdminMember[]>('/api/admin/users');
  return { ...result, members: result.data?.slice(0, RECENT_MEMBERS_LIMIT) };
}

/** 202 { message } when the e-mail is queued; 401 / 400 / 502 { message } otherwise. */
export async function sendWelcome(body: SendWelcome): Promise<void> {
  await apiRequest('POST', '/api/admin/send-welcome', body);
}
