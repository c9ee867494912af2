import {
  DEMO_REPLY_TEMPLATE,
  DemoReplySchema,
  HandleRequestSchema,
  type InboxRecord,
  type RequestKind,
  validateWith,
} from '@cci/contracts';
import { Badge, Button, ButtonAnchor, toast } from '@cci/shared-ui';
import { inboxKeys, markRequest, replyToDemoRequest, useInboxPage } from '@cci/shared-ui/api';
import { TextAreaField } from '@cci/shared-ui/forms';
import { Check, Download, Mail, RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../../components/pager';
import { FormDialog } from '../../../components/form-dialog';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { failureMessage, isUnauthorized } from '../../../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../../../lib/admin-lock';
import { formatDate } from '../../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

// Each list of the inbox reads its own pages (50 at a time, open or handled), exports CSV, and each
// request can be marked handled with a note (or opened again); a demo request can be answered by e-mail.

type Status = 'all' | 'open' | 'handled';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.space(4)};
  select {
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
    font: inherit;
  }
  label {
    display: inline-flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.fontSize.sm};
  p {
    flex: 1 1 100%;
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

const NOUN: Record<RequestKind, string> = { 'event-requests': 'request', 'demo-requests': 'demo request', waitlist: 'sign-up' };

/** Handled (by whom, when, the note) or not, and the buttons that change it. */
export function HandleControls({ kind, record, title }: { kind: RequestKind; record: InboxRecord; title: string }) {
  const lock = useAdminLock();
  const noun = NOUN[kind];
  const reopen = async () => {
    try {
      await markRequest(kind, record.id, { handled: false });
      toast({ title: `The ${noun} is open again` });
    } catch (err) {
      if (isUnauthorized(err)) lock({ toast: SESSION_ENDED_TOAST });
      else toast({ variant: 'destructive', title: 'Could not reopen it', description: failureMessage(err, 'Please try again.') });
    }
  };
  const demo = kind === 'demo-requests' ? (record as InboxRecord<'demo-requests'>) : null;
  return (
    <Footer data-testid="request-handling">
      {record.handled ? (
        <>
          <Badge $tone="success">
            <Check aria-hidden="true" /> Handled by {record.handled.handledBy}, {formatDate(record.handled.handledAt)}
          </Badge>
          <Button $variant="ghost" $size="sm" onClick={reopen}>
            <RotateCcw aria-hidden="true" /> Reopen<span className="visually-hidden"> {title}</span>
          </Button>
          {record.handled.note && <p>{record.handled.note}</p>}
        </>
      ) : (
        <>
          <Badge $tone="warning">Open</Badge>
          <FormDialog<{ note?: string }>
            trigger={
              <Button $variant="outline" $size="sm">
                <Check aria-hidden="true" /> Mark handled<span className="visually-hidden"> {title}</span>
              </Button>
            }
            title={`Mark handled: ${title}`}
            description="Add a note for the team (what was done, who follows up)."
            submitLabel="Mark handled"
            submittingLabel="Saving..."
            validate={(v) => validateWith(HandleRequestSchema)({ handled: true, note: v.note ?? '' })}
            onSubmit={(v) => markRequest(kind, record.id, { handled: true, note: v.note ?? '' })}
            done={{ title: `The ${noun} is handled` }}
            failed={(err) => ({
              variant: 'destructive',
              title: 'Could not mark it handled',
              description: failureMessage(err, 'Please try again.'),
            })}
          >
            <TextAreaField name="note" label="Note (optional)" rows={3} />
          </FormDialog>
          {demo && (
            <FormDialog<{ message?: string }>
              trigger={
                <Button $variant="outline" $size="sm">
                  <Mail aria-hidden="true" /> Reply by e-mail<span className="visually-hidden"> to {title}</span>
                </Button>
              }
              title={`Reply to ${demo.name}`}
              description={`Sent to ${demo.email} with the confirmation id ${demo.confirmationId}; the request is then marked handled.`}
              submitLabel="Send reply"
              submittingLabel="Sending..."
              initialValues={{ message: DEMO_REPLY_TEMPLATE.replace('{name}', demo.name) }}
              validate={(v) => validateWith(DemoReplySchema)({ message: v.message ?? '' })}
              onSubmit={(v) => replyToDemoRequest(demo.id, v.message ?? '')}
              done={{ title: 'Reply sent', description: `To ${demo.email}` }}
              failed={(err) => ({
                variant: 'destructive',
                title: 'Could not send the reply',
                description: failureMessage(err, 'Please try again.'),
              })}
            >
              <TextAreaField name="message" label="Message" rows={8} />
            </FormDialog>
          )}
        </>
      )}
    </Footer>
  );
}

/** One list of the inbox: its status filter, CSV export and pages around what `children` renders of the page's rows. */
export function InboxList({ kind, label, children }: { kind: RequestKind; label: string; children: (rows: InboxRecord[]) => ReactNode }) {
  const id = useId();
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminQuery(useInboxPage(kind, status, page, ADMIN_READ));
  return (
    <>
      <Toolbar>
        <label htmlFor={`${id}-status`}>
          Show
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            <option value="all">All{data ? ` (${data.open} open)` : ''}</option>
            <option value="open">Open</option>
            <option value="handled">Handled</option>
          </select>
        </label>
        <ButtonAnchor $variant="outline" $size="sm" href={inboxKeys.csv(kind, status)} download>
          <Download aria-hidden="true" /> Export CSV<span className="visually-hidden"> of {label}</span>
        </ButtonAnchor>
      </Toolbar>
      {isLoading && !data ? (
        <ListSkeleton label={`Loading ${label}`} />
      ) : error && !data ? (
        <LoadError what={label} error={error} onRetry={() => mutate()} />
      ) : (
        <>
          {children(data?.items ?? [])}
          {data && <Pager label={`${label} pages`} page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
        </>
      )}
    </>
  );
}
