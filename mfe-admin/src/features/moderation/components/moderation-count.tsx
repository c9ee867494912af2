import { Badge } from '@cci/shared-ui';
import { useModerationQueue } from '@cci/shared-ui/api';
import { MODERATION_READ } from '../moderation-read';

/** The Moderation tab's badge: how many reported posts wait (nothing while none do, or while the queue cannot be read). */
export function ModerationCount() {
  const { data } = useModerationQueue(true, MODERATION_READ);
  const waiting = data?.length ?? 0;
  if (!waiting) return null;
  return (
    <Badge $tone="danger" data-testid="moderation-count">
      {waiting}
      <span className="visually-hidden"> waiting</span>
    </Badge>
  );
}
