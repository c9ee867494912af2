import { useSession } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { useAccount } from '@cci/shared-ui/api';
import { initialOf } from '../dashboard-view';

/** The signed-in member's own avatar (their photo from GET /api/me, else their initial), as the dashboard shows it. */
export function MyAvatar({ firstName, size, className }: { firstName: string; size: number; className?: string }) {
  const { user } = useSession();
  const { data } = useAccount(user !== null);
  return (
    <Avatar
      className={className}
      size={size}
      member={user ? { id: user.id, initials: initialOf(firstName), avatar: data?.avatar } : null}
    />
  );
}
