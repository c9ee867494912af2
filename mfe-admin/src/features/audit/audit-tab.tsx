import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry, type AuditQuery } from '@cci/contracts';
import { Badge } from '@cci/shared-ui';
import { useAuditLog } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { Input, Select } from '@cci/shared-ui/forms';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DataTable, TableEmpty, type Column } from '../../components/data-table';
import { ListSkeleton, LoadError } from '../../components/load-states';
import { TabSection } from '../../components/tab-section';
import { ADMIN_READ, useAdminQuery } from '../../lib/use-admin-query';

// Every admin write, newest first, with who did it; filters by record kind, who, action and dates.

const Filters = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  margin-bottom: ${(p) => p.theme.space(4)};
  input,
  select {
    min-width: 0;
    width: 100%;
  }
  label {
    min-width: 0;
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Who = styled.span`
  display: grid;
  gap: 2px;
  small {
    color: ${(p) => p.theme.color.muted};
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${(p) => p.theme.fontSize.xs};
  }
`;
const Changes = styled.details`
  font-size: ${(p) => p.theme.fontSize.sm};
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
    margin: ${(p) => p.theme.space(2)} 0 0;
  }
  dt {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  del {
    color: ${(p) => p.theme.color.danger};
  }
  ins {
    color: ${(p) => p.theme.color.success};
    text-decoration: none;
  }
`;
const More = styled(LoadMore)`
  margin-top: ${(p) => p.theme.space(4)};
`;

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

function Diff({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!keys.length) return null;
  return (
    <Changes>
      <summary>
        {keys.length} field{keys.length === 1 ? '' : 's'}
      </summary>
      <dl>
        {keys.map((k) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>
              {entry.before && k in entry.before && <del>{shown(entry.before[k])}</del>}
              {entry.before && k in entry.before && ' → '}
              <ins>{shown(entry.after?.[k])}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </Changes>
  );
}

const columns: readonly Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => <time dateTime={e.at}>{when(e.at)}</time> },
  {
    header: 'Who',
    cell: (e) => (
      <Who>
        <span>{e.actor.name}</span>
        {e.actor.session && <small>session {e.actor.session}</small>}
      </Who>
    ),
  },
  { header: 'Action', primary: true, cell: (e) => <Badge $tone={e.action.endsWith('.delete') ? 'danger' : 'neutral'}>{e.action}</Badge> },
  { header: 'Record', cell: (e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}` },
  { header: 'What', cell: (e) => e.summary },
  { header: 'Changes', cell: (e) => <Diff entry={e} /> },
];

/** One page of the log; "Load more" renders the next one under it (keyset cursor). */
function AuditPage({ query, cursor, onMore }: { query: Partial<AuditQuery>; cursor?: string; onMore: (next: string) => void }) {
  const { data, error, isLoading, mutate } = useAdminQuery(useAuditLog({ ...query, cursor }, ADMIN_READ));
  if (isLoading && !data) return <ListSkeleton label="Loading the audit log" />;
  if (error && !data) return <LoadError what="The audit log" error={error} onRetry={() => mutate()} />;
  return (
    <>
      <DataTable
        label={cursor ? 'Audit log, older entries' : 'Audit log'}
        testId="audit-table"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(e) => e.id}
        empty={
          <TableEmpty>
            <ScrollText size={28} aria-hidden="true" />
            No staff action matches these filters yet.
          </TableEmpty>
        }
      />
      <More next={data?.nextCursor} onMore={onMore} />
    </>
  );
}

export function AuditTab() {
  const id = useId();
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const pages = useCursorPages();
  const query: Partial<AuditQuery> = {
    entity: entity || undefined,
    actor: actor || undefined,
    action: action.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      pages.reset();
    };
  return (
    <TabSection
      id="audit-title"
      title="Audit"
      intro="Every change made in the staff area: who made it, when, and what it changed. Nobody can edit this record."
    >
      <Filters role="search" aria-label="Filter the audit log">
        <label htmlFor={`${id}-entity`}>
          Record
          <Select id={`${id}-entity`} value={entity} onChange={(e) => filter(setEntity)(e.target.value as AuditEntity | '')}>
            <option value="">Everything</option>
            {AUDIT_ENTITIES.map((k) => (
              <option key={k} value={k}>
                {k[0].toUpperCase() + k.slice(1)}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={`${id}-actor`}>
          Who
          <Select id={`${id}-actor`} value={actor} onChange={(e) => filter(setActor)(e.target.value)}>
            <option value="">Anyone</option>
            <option value="shared">Shared password</option>
          </Select>
        </label>
        <label htmlFor={`${id}-action`}>
          Action
          <Input id={`${id}-action`} value={action} placeholder="e.g. trend.update" onChange={(e) => filter(setAction)(e.target.value)} />
        </label>
        <label htmlFor={`${id}-from`}>
          From
          <Input id={`${id}-from`} type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        </label>
        <label htmlFor={`${id}-to`}>
          To
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
        </label>
      </Filters>
      {pages.cursors.map((cursor) => (
        <AuditPage key={cursor ?? 'first'} query={query} cursor={cursor ?? undefined} onMore={pages.more} />
      ))}
    </TabSection>
  );
}
