import { dashboardPathOf } from '@cci/contracts';
import { useSession } from '@cci/shared-ui';

/** Where the signed-in member's dashboard is: their primary community's, the default one otherwise. */
export function useDashboardPath(): string {
  const { user } = useSession();
  return dashboardPathOf(user?.primaryCommunity);
}
