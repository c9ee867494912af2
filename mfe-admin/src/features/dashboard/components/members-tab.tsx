import { ADMIN_TOASTS, type PendingMember } from '@cci/contracts';
import { Badge, Button, toast } from '@cci/shared-ui';
import { decideMembership, decideMemberships, usePendingPage } from '@cci/shared-ui/api';
import { Check, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { TabSection } from '../../../components/tab-section';
import { failureMessage, isUnauthorized } from '../../../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../../../lib/admin-lock';
import { formatDate } from '../../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

type Decision = 'approve' | 'reject';

const STATUS_BADGE = {
  pending: <Badge $tone="warning">Pending</Badge>,
  approved: <Badge $tone="success">Approved</Badge>,
  rejected: <Badge $tone="danger">Rejected</Badge>,
} as const;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.backgroundAlt};
  font-size: ${(p) => p.theme.fontSize.sm};
  > span {
    margin-right: auto;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Tick = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 32px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

const plural = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

/**
 * Spec §2 Members: the pending applications with Approve and Reject, by pages of 20, with a bulk action:
 * the applications ticked on this page approved or rejected at once.
 */
export function MembersTab() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminQuery(usePendingPage(page, ADMIN_READ));
  const lock = useAdminLock();
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = data?.items ?? [];
  const chosen = rows.filter((m) => selected.has(m.id));

  // A page that emptied (its last rows decided) gives way to the one before it.
  if (data && rows.length === 0 && page > 1) setPage(page - 1);

  const failed = (err: unknown, title: string) => {
    if (isUnauthorized(err)) return lock({ toast: SESSION_ENDED_TOAST });
    toast({ variant: 'destructive', title, description: failureMessage(err, 'Please try again.') });
  };

  async function decide(member: PendingMember, decision: Decision) {
    setBusy(true);
    try {
      await decideMembership(member.id, decision); // the queue's pages and the counters are read again
      toast(
        decision === 'approve'
          ? { ...ADMIN_TOASTS.memberApproved, description: `${member.name} is now a member of ${member.community}.` }
          : { ...ADMIN_TOASTS.memberRejected, description: `${member.name}'s application to ${member.community} was declined.` },
      );
    } catch (err) {
      failed(err, decision === 'approve' ? 'Could not approve the application' : 'Could not reject the application');
    } finally {
      setBusy(false);
    }
  }

  async function decideChosen(decision: Decision) {
    setBusy(true);
    try {
      const { decided } = await decideMemberships(
        chosen.map((m) => m.id),
        decision,
      );
      toast({
        ...(decision === 'approve' ? ADMIN_TOASTS.memberApproved : ADMIN_TOASTS.memberRejected),
        description: `${plural(decided.length)} ${decision === 'approve' ? 'approved' : 'declined'}.`,
      });
      setSelected(new Set());
    } catch (err) {
      failed(err, decision === 'approve' ? 'Could not approve the applications' : 'Could not reject the applications');
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const columns: readonly Column<PendingMember>[] = [
    {
      header: 'Name',
      primary: true,
      cell: (m) => (
        <Tick>
          <input
            type="checkbox"
            checked={selected.has(m.id)}
            onChange={(e) => toggle(m.id, e.target.checked)}
            aria-label={`Select ${m.name}`}
          />
          {m.name}
        </Tick>
      ),
    },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Community', cell: (m) => m.community },
    { header: 'Applied Date', cell: (m) => formatDate(m.appliedAt) },
    { header: 'Status', cell: (m) => STATUS_BADGE[m.status] ?? STATUS_BADGE.pending },
    {
      header: 'Actions',
      actions: true,
      cell: (m) => (
        <RowActions>
          <Button $size="sm" onClick={() => decide(m, 'approve')} disabled={busy}>
            <Check aria-hidden="true" /> Approve<span className="visually-hidden"> {m.name}</span>
          </Button>
          <Button $size="sm" $variant="outline" onClick={() => decide(m, 'reject')} disabled={busy}>
            <X aria-hidden="true" /> Reject<span className="visually-hidden"> {m.name}</span>
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <TabSection
      id="pending-members-title"
      title="Pending Member Applications"
      intro="People who asked to join a community that needs approval."
    >
      {isLoading && !data ? (
        <ListSkeleton label="Loading applications" />
      ) : error && !data ? (
        <LoadError what="Applications" error={error} onRetry={() => mutate()} />
      ) : (
        <>
          {rows.length > 0 && (
            <Bulk role="group" aria-label="Bulk action" data-testid="pending-bulk">
              <Tick>
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((m) => m.id)) : new Set())}
                />
                Select all on this page
              </Tick>
              <span aria-live="polite">{chosen.length ? `${plural(chosen.length)} selected` : 'None selected'}</span>
              <Button $size="sm" disabled={busy || chosen.length === 0} onClick={() => decideChosen('approve')}>
                <Check aria-hidden="true" /> Approve selected
              </Button>
              <Button $size="sm" $variant="outline" disabled={busy || chosen.length === 0} onClick={() => decideChosen('reject')}>
                <X aria-hidden="true" /> Reject selected
              </Button>
            </Bulk>
          )}
          <DataTable
            label="Pending Member Applications"
            testId="pending-members-table"
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            empty={
              <TableEmpty>
                <UserPlus size={28} aria-hidden="true" />
                No pending applications. Applications will appear here when users apply.
              </TableEmpty>
            }
          />
          {data && (
            <Pager
              label="Application pages"
              page={page}
              total={data.total}
              pageSize={data.pageSize}
              noun="waiting"
              onPage={(p) => {
                setSelected(new Set());
                setPage(p);
              }}
            />
          )}
        </>
      )}
    </TabSection>
  );
}
