import { SUSPENSION_DAYS, type ModerationAction, type ModerationItem, type ModeratePost } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { moderatePost } from '@cci/shared-ui/api';
import { TextAreaField, TextField } from '@cci/shared-ui/forms';
import { Check, EyeOff, Lock, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../components/form-dialog';
import { failureMessage, isUnauthorized } from '../../../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../../../lib/admin-lock';
import { actionToast, postNoun } from '../labels';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  @media (min-width: 640px) {
    display: flex;
    flex-wrap: wrap;
  }
`;

const REASON_MAX = 500;
const FAILED_TITLE: Record<ModerationAction, string> = {
  dismiss: 'Could not dismiss the reports',
  hide: 'Could not hide the post',
  delete: 'Could not delete the post',
  lock: 'Could not lock the thread',
  suspend: 'Could not suspend the member',
};
const failedToast = (action: ModerationAction) => (err: unknown) => ({
  variant: 'destructive' as const,
  title: FAILED_TITLE[action],
  description: failureMessage(err, 'Please check your connection and try again.'),
});

interface ReasonValues {
  reason?: string;
}
interface SuspendValues extends ReasonValues {
  days?: string;
}

const tooLong = (reason: string | undefined) =>
  (reason ?? '').trim().length > REASON_MAX ? `The reason must be at most ${REASON_MAX} characters` : undefined;

function validateSuspension(values: SuspendValues) {
  const errors: Record<string, string> = {};
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < SUSPENSION_DAYS.min || days > SUSPENSION_DAYS.max)
    errors.days = `A suspension lasts ${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days`;
  const reason = values.reason?.trim() ? tooLong(values.reason) : 'Tell the member why they are suspended';
  if (reason) errors.reason = reason;
  return errors;
}
const validateReason = (values: ReasonValues) => {
  const message = tooLong(values.reason);
  return message ? { reason: message } : {};
};

/**
 * A moderator's decisions on one reported post: Dismiss and Lock at once; Hide (with an optional reason
 * for the author), Delete and Suspend through a dialog that asks to confirm. The API notifies the author and the
 * reporters; moderatePost reads the queue again, so the post leaves it.
 */
export function ModerationActions({ item }: { item: ModerationItem }) {
  const lock = useAdminLock();
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const decide = (values: ModeratePost) => moderatePost(item.post.kind, item.post.id, values);
  const noun = postNoun(item);

  async function decideNow(action: 'dismiss' | 'lock') {
    setBusy(action);
    try {
      await decide({ action, reason: '' });
      toast(actionToast(action, item));
    } catch (err) {
      if (isUnauthorized(err)) lock({ toast: SESSION_ENDED_TOAST });
      else toast(failedToast(action)(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Bar aria-label={`Decisions on this ${noun}`} role="group">
      <Button $size="sm" $variant="outline" disabled={busy !== null} onClick={() => decideNow('dismiss')}>
        <Check aria-hidden="true" /> {busy === 'dismiss' ? 'Dismissing...' : 'Dismiss'}
      </Button>
      <FormDialog<ReasonValues>
        trigger={
          <Button $size="sm" $variant="outline" disabled={busy !== null}>
            <EyeOff aria-hidden="true" /> Hide
          </Button>
        }
        title={`Hide this ${noun}`}
        description="Members will see “Hidden by a moderator” in its place. Its author sees it with your reason."
        submitLabel="Hide post"
        submittingLabel="Hiding..."
        validate={validateReason}
        onSubmit={(v) => decide({ action: 'hide', reason: v.reason?.trim() ?? '' })}
        done={actionToast('hide', item)}
        failed={failedToast('hide')}
      >
        <TextAreaField
          name="reason"
          label="Reason for the author (optional)"
          rows={3}
          placeholder="e.g. Personal attacks are not allowed here."
        />
      </FormDialog>
      {item.post.kind !== 'message' && <PostOnlyActions item={item} busy={busy} decide={decide} decideNow={decideNow} noun={noun} />}
    </Bar>
  );
}

/** Delete, Lock and Suspend: for forum posts (a direct message is dismissed or hidden only). */
function PostOnlyActions({
  item,
  busy,
  decide,
  decideNow,
  noun,
}: {
  item: ModerationItem;
  busy: ModerationAction | null;
  decide: (values: ModeratePost) => Promise<void>;
  decideNow: (action: 'dismiss' | 'lock') => Promise<void>;
  noun: string;
}) {
  return (
    <>
      <FormDialog<ReasonValues>
        trigger={
          <Button $size="sm" $variant="outline" disabled={busy !== null || item.deleted}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        }
        title={`Delete this ${noun}?`}
        description="Members will see “This post was deleted” in its place. This cannot be undone from here."
        submitLabel="Delete post"
        submittingLabel="Deleting..."
        destructive
        validate={validateReason}
        onSubmit={(v) => decide({ action: 'delete', reason: v.reason?.trim() ?? '' })}
        done={actionToast('delete', item)}
        failed={failedToast('delete')}
      >
        <TextAreaField name="reason" label="Reason for the author (optional)" rows={3} />
      </FormDialog>
      <Button $size="sm" $variant="outline" disabled={busy !== null || item.locked} onClick={() => decideNow('lock')}>
        <Lock aria-hidden="true" /> {item.locked ? 'Thread locked' : busy === 'lock' ? 'Locking...' : 'Lock thread'}
      </Button>
      <FormDialog<SuspendValues>
        trigger={
          <Button $size="sm" $variant="outline" disabled={busy !== null || !item.author}>
            <UserX aria-hidden="true" /> Suspend author
          </Button>
        }
        title={`Suspend ${item.author?.displayName ?? 'the author'}?`}
        description={`They cannot post or reply anywhere until the suspension ends (${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days, the community guidelines). They see your reason.`}
        submitLabel="Suspend member"
        submittingLabel="Suspending..."
        destructive
        validate={validateSuspension}
        initialValues={{ days: String(SUSPENSION_DAYS.min) }}
        onSubmit={(v) => decide({ action: 'suspend', days: Number(v.days), reason: v.reason?.trim() ?? '' })}
        done={(v) => actionToast('suspend', item, Number(v.days))}
        failed={failedToast('suspend')}
      >
        <TextField name="days" type="number" label="Days" hint={`${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max}`} />
        <TextAreaField name="reason" label="Reason for the member" rows={3} />
      </FormDialog>
    </>
  );
}
