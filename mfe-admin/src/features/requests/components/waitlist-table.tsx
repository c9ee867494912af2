import type { WaitlistRecord } from '@cci/contracts';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, TableEmpty, type Column } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { communityLabel } from '../labels';

const UseCase = styled.span`
  white-space: pre-line;
`;

const columns: readonly Column<WaitlistRecord>[] = [
  { header: 'Email', primary: true, cell: (w) => <a href={`mailto:${w.email}`}>{w.email}</a> },
  { header: 'Community', cell: (w) => communityLabel(w.community) },
  { header: 'Use case', cell: (w) => <UseCase>{w.useCase}</UseCase> },
  { header: 'Joined', cell: (w) => <time dateTime={w.createdAt}>{formatDate(w.createdAt)}</time> },
];

/** AI Coach early-access sign-ups from /ai-agent. */
export function WaitlistTable<R extends WaitlistRecord>({ rows, handling }: { rows: readonly R[]; handling?: (r: R) => ReactNode }) {
  return (
    <DataTable
      label="Waitlist"
      testId="waitlist-table"
      columns={handling ? [...(columns as readonly Column<R>[]), { header: 'Handled', cell: handling }] : columns}
      rows={rows}
      rowKey={(w) => w.id}
      empty={
        <TableEmpty>
          <Users size={28} aria-hidden="true" />
          No waitlist sign-ups yet.
        </TableEmpty>
      }
    />
  );
}
