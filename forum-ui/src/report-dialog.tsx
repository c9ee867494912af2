import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportPost, ReportPostSchema, validateWith, type ReportReason } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { DiscussionDialog } from './dialog';
import { PostAlert, usePostSubmit } from './post-submit';
import { ErrorText, Label, TextArea } from '@cci/shared-ui/forms';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  fieldset {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    border: 0;
    padding: 0;
  }
  legend {
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
  input[type='radio'] {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
  }
  input[type='radio']:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * Report something to the moderators (the guidelines' "select 'Report' on the post"; a direct message too): a reason
 * and an optional note. A moderator reviews it; the reporter hears the outcome. `what` names it: "post", "message".
 */
export function ReportDialog({
  what,
  open,
  onClose,
  onReport,
}: {
  what: string;
  open: boolean;
  onClose: () => void;
  onReport: (values: ReportPost) => Promise<void>;
}) {
  return (
    <DiscussionDialog open={open} onClose={onClose} title={`Report this ${what}`}>
      <ReportForm what={what} onReport={onReport} onClose={onClose} />
    </DiscussionDialog>
  );
}

function ReportForm({ what, onReport, onClose }: { what: string; onReport: (values: ReportPost) => Promise<void>; onClose: () => void }) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  // Messages show from the first attempt on and follow the corrections.
  const [tried, setTried] = useState(false);
  const validate = () => validateWith(ReportPostSchema)({ reason: reason || undefined, note }) ?? {};
  const errors: Record<string, string> = tried ? validate() : {};
  const { busy, error, submit } = usePostSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validate()).length) return;
    const done = await submit(async () => {
      await onReport({ reason: reason as ReportReason, note: note.trim() });
      return true;
    });
    if (done) {
      toast({ title: 'Thanks for reporting', description: `A moderator will review this ${what}. We will let you know the outcome.` });
      onClose();
    }
  }

  return (
    <Form onSubmit={onSubmit} noValidate data-testid="report-form">
      <fieldset aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}>
        <legend>Why are you reporting it?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={`${formId}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
            {REPORT_REASON_LABELS[r]}
          </label>
        ))}
        {errors.reason && <ErrorText id={`${formId}-reason-error`}>{errors.reason}</ErrorText>}
      </fieldset>
      <div>
        <Label htmlFor={`${formId}-note`}>Note for the moderators (optional)</Label>
        <TextArea
          id={`${formId}-note`}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={!!errors.note || undefined}
          aria-describedby={errors.note ? `${formId}-note-error` : undefined}
        />
        {errors.note && <ErrorText id={`${formId}-note-error`}>{errors.note}</ErrorText>}
      </div>
      <PostAlert message={error} />
      <Actions>
        <Button $variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
      </Actions>
    </Form>
  );
}
