import { ADMIN_TOASTS, type PendingMember } from '@cci/contracts';
import { Badge, Button, toast } from '@cci/shared-ui';
import { decideMembership, usePendingMembers } from '@cci/shared-ui/api';
import { Check, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { failureMessage, isUnauthorized } from '../../../lib/admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from '../../../lib/admin-lock';
import { formatDate } from '../../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';
import { TabSection } from '../../../components/tab-section';

type Decision = 'approve' | 'reject';

const STATUS_BADGE = {
  pending: <Badge $tone="warning">Pending</Badge>,
  approved: <Badge $tone="success">Approved</Badge>,
  rejected: <Badge $tone="danger">Rejected</Badge>,
} as const;

/** Spec §2 Members: the pending applications with Approve and Reject (the original defined both calls but no control). */
export function MembersTab() {
  const { data, error, isLoading, mutate } = useAdminQuery(usePendingMembers(ADMIN_READ));
  const lock = useAdminLock();
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(member: PendingMember, decision: Decision) {
    setBusy(member.id);
    try {
      await decideMembership(member.id, decision); // the row leaves at once; the queue and counters are read again
      toast(
        decision === 'approve'
          ? { ...ADMIN_TOASTS.memberApproved, description: `${member.name} is now a member of ${member.community}.` }
          : { ...ADMIN_TOASTS.memberRejected, description: `${member.name}'s application to ${member.community} was declined.` },
      );
    } catch (err) {
      if (isUnauthorized(err)) return lock({ toast: SESSION_ENDED_TOAST });
      toast({
        variant: 'destructive',
        title: decision === 'approve' ? 'Could not approve the application' : 'Could not reject the application',
        description: failureMessage(err, 'Please try again.'),
      });
    } finally {
      setBusy(null);
    }
    return undefined;
  }

  const columns: readonly Column<PendingMember>[] = [
    { header: 'Name', primary: true, cell: (m) => m.name },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Community', cell: (m) => m.community },
    { header: 'Applied Date', cell: (m) => formatDate(m.appliedAt) },
    { header: 'Status', cell: (m) => STATUS_BADGE[m.status] ?? STATUS_BADGE.pending },
    {
      header: 'Actions',
      actions: true,
      cell: (m) => (
        <RowActions>
          <Button $size="sm" onClick={() => decide(m, 'approve')} disabled={busy === m.id}>
            <Check aria-hidden="true" /> Approve<span className="visually-hidden"> {m.name}</span>
          </Button>
          <Button $size="sm" $variant="outline" onClick={() => decide(m, 'reject')} disabled={busy === m.id}>
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
      {isLoading ? (
        <ListSkeleton label="Loading applications" />
      ) : error && !data ? (
        <LoadError what="Applications" error={error} onRetry={() => mutate()} />
      ) : (
        <DataTable
          label="Pending Member Applications"
          testId="pending-members-table"
          columns={columns}
          rows={data ?? []}
          rowKey={(m) => m.id}
          empty={
            <TableEmpty>
              <UserPlus size={28} aria-hidden="true" />
              No pending applications. Applications will appear here when users apply.
            </TableEmpty>
          }
        />
      )}
    </TabSection>
  );
}
