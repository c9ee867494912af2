import { CONTENT_STATUSES, type ContentItem, type ContentKind, type ContentStatus } from '@cci/contracts';
import { Badge, Button, ButtonLink } from '@cci/shared-ui';
import { archiveContent, restoreContent, updateContent, useAdminContent } from '@cci/shared-ui/api';
import { Input, Select } from '@cci/shared-ui/forms';
import { ExternalLink, Pencil, RotateCcw, Search, Star, StarOff, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Pager } from '../pager';
import { DataTable, RowActions, TableEmpty, type Column } from '../data-table';
import { FormDialog } from '../form-dialog';
import { ListSkeleton, LoadError } from '../load-states';
import { failureMessage } from '../../lib/admin-errors';
import { useAdminAction } from '../../lib/admin-lock';
import { formatDate } from '../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../lib/use-admin-query';
import { ContentFields, type FormValues, formValuesOf, patchOf, validatePatch } from './content-form';

// A kind's admin list — search, a status filter (Archived holds what was deleted, restorable for 30
// days), pages — with each row's Edit, Feature / Unfeature, Delete and Restore. The spec's columns come from the tab.

const STATUS_LABELS: Record<ContentStatus, string> = {
  all: 'All live',
  published: 'Published',
  draft: 'Drafts',
  featured: 'Featured',
  archived: 'Archived',
};

const NOUN: Record<ContentKind, string> = { articles: 'article', trends: 'trend', events: 'event', challenges: 'challenge' };

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  margin-bottom: ${(p) => p.theme.space(4)};
  > label:first-child {
    position: relative;
    flex: 1 1 240px;
    svg {
      position: absolute;
      left: 12px;
      top: 50%;
      transform: translateY(-50%);
      color: ${(p) => p.theme.color.muted};
    }
    input {
      padding-left: 38px;
    }
  }
  select {
    flex: 0 1 180px;
  }
`;
const States = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
`;

/** The spec's Status cell: Featured or Regular. */
export function ContentState({ item }: { item: ContentItem }) {
  return (
    <States>
      {item.featured ? (
        <Badge $tone="warning">
          <Star aria-hidden="true" /> Featured
        </Badge>
      ) : (
        <Badge>Regular</Badge>
      )}
    </States>
  );
}

export function EditContentDialog({ item, extra }: { item: ContentItem; extra?: (name: string) => ReactNode }) {
  const noun = NOUN[item.kind];
  return (
    <FormDialog<FormValues>
      trigger={
        <Button $variant="outline" $size="sm" data-testid={`edit-${noun}-${item.id}`}>
          <Pencil aria-hidden="true" /> Edit<span className="visually-hidden"> {item.title}</span>
        </Button>
      }
      title={`Edit ${noun}`}
      description={`Changes show on the site as soon as you save. Someone else's edit since you opened this is never overwritten.`}
      submitLabel="Save changes"
      submittingLabel="Saving..."
      validate={validatePatch(item)}
      initialValues={formValuesOf(item)}
      onSubmit={async (values) => {
        await updateContent(item.kind, item.id, patchOf(item, values));
      }}
      done={{ title: `The ${noun} was saved` }}
      failed={(err) => ({
        variant: 'destructive',
        title: `Could not save the ${noun}`,
        description: failureMessage(err, 'Please try again.'),
      })}
    >
      <ContentFields kind={item.kind} extra={extra} />
    </FormDialog>
  );
}

function DeleteDialog({ item }: { item: ContentItem }) {
  const noun = NOUN[item.kind];
  return (
    <FormDialog<object>
      trigger={
        <Button $variant="outline" $size="sm" data-testid={`delete-${noun}-${item.id}`}>
          <Trash2 aria-hidden="true" /> Delete<span className="visually-hidden"> {item.title}</span>
        </Button>
      }
      title={`Delete this ${noun}?`}
      description={`“${item.title}” leaves the site at once. It stays under Archived for 30 days, where you can restore it.`}
      submitLabel={`Delete ${noun}`}
      submittingLabel="Deleting..."
      destructive
      onSubmit={() => archiveContent(item.kind, item.id)}
      done={{ title: `The ${noun} was deleted`, description: 'Restore it from Archived within 30 days.' }}
      failed={(err) => ({
        variant: 'destructive',
        title: `Could not delete the ${noun}`,
        description: failureMessage(err, 'Please try again.'),
      })}
    />
  );
}

/** The standard actions of a row; `more` adds the tab's own (an event's Schedule and Attendees). */
export function ContentActions({ item, more, extra }: { item: ContentItem; more?: ReactNode; extra?: (name: string) => ReactNode }) {
  const act = useAdminAction();
  const noun = NOUN[item.kind];
  if (item.deletedAt)
    return (
      <RowActions>
        <Button
          $variant="outline"
          $size="sm"
          onClick={() => act(() => restoreContent(item.kind, item.id), `The ${noun} was restored`, `Could not restore the ${noun}`)}
        >
          <RotateCcw aria-hidden="true" /> Restore<span className="visually-hidden"> {item.title}</span>
        </Button>
      </RowActions>
    );
  return (
    <RowActions>
      <EditContentDialog item={item} extra={extra} />
      <Button
        $variant="outline"
        $size="sm"
        aria-pressed={item.featured}
        onClick={() =>
          act(
            () => updateContent(item.kind, item.id, { featured: !item.featured, updatedAt: item.updatedAt }),
            item.featured ? `The ${noun} is no longer featured` : `The ${noun} is featured`,
            `Could not change the ${noun}`,
          )
        }
      >
        {item.featured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
        {item.featured ? 'Unfeature' : 'Feature'}
        <span className="visually-hidden"> {item.title}</span>
      </Button>
      {more}
      {item.href && (
        <ButtonLink to={item.href} $variant="outline" $size="sm">
          <ExternalLink aria-hidden="true" /> View<span className="visually-hidden"> {item.title}</span>
        </ButtonLink>
      )}
      <DeleteDialog item={item} />
    </RowActions>
  );
}

/** Typing settles for a moment before the list is read again. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ContentList({
  kind,
  label,
  columns,
  empty,
}: {
  kind: ContentKind;
  /** The table's name ("Trends"). */
  label: string;
  columns: readonly Column<ContentItem>[];
  empty: ReactNode;
}) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ContentStatus>('all');
  const [page, setPage] = useState(1);
  const search = useSettled(q);
  const { data, error, isLoading, mutate } = useAdminQuery(useAdminContent(kind, { q: search, status, page }, ADMIN_READ));
  const id = useId();
  return (
    <>
      <Toolbar role="search" aria-label={`Find ${label.toLowerCase()}`}>
        <label htmlFor={`${id}-q`}>
          <span className="visually-hidden">Search {label.toLowerCase()}</span>
          <Search size={16} aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            placeholder={`Search ${label.toLowerCase()}`}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label htmlFor={`${id}-status`} className="visually-hidden">
          Show
        </label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContentStatus);
            setPage(1);
          }}
        >
          {CONTENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Toolbar>
      {isLoading && !data ? (
        <ListSkeleton label={`Loading ${label.toLowerCase()}`} />
      ) : error && !data ? (
        <LoadError what={label} error={error} onRetry={() => mutate()} />
      ) : (
        <>
          <DataTable
            label={label}
            testId={`${kind}-table`}
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(i) => i.id}
            empty={search || status !== 'all' ? <TableEmpty>Nothing matches. Try another search or filter.</TableEmpty> : empty}
          />
          {data && <Pager label={`${label} pages`} page={data.page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
        </>
      )}
    </>
  );
}

const TitleCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/** The Title column: the title, with Draft / Archived beside it when the row is one (the spec's columns stay as they are). */
export const titleColumn: Column<ContentItem> = {
  header: 'Title',
  primary: true,
  cell: (i) => (
    <TitleCell>
      {i.title}
      {i.deletedAt ? <Badge $tone="danger">Archived {formatDate(i.deletedAt)}</Badge> : !i.published && <Badge>Draft</Badge>}
    </TitleCell>
  ),
};
