import { RECENT_MEMBERS_LIMIT } from '@cci/contracts';
import { useAdminUsers } from '@cci/shared-ui/api';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

/** Spec §2: up to 10 recent members; the list comes newest first. Read only once the panel is unlocked (§7). */
export function useRecentMembers() {
  const result = useAdminQuery(useAdminUsers(ADMIN_READ));
  return { ...result, members: result.data?.slice(0, RECENT_MEMBERS_LIMIT) };
}
