import { useAdminRequests } from '@cci/shared-ui/api';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

/** GET /api/admin/requests: event requests, demo requests and the waitlist, each newest first. */
export const useRequestsInbox = () => useAdminQuery(useAdminRequests(ADMIN_READ));
