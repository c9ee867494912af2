import type { CommunityEvent } from '@cci/contracts';
import { Badge, ButtonLink } from '@cci/shared-ui';
import { useCommunities, useEvents } from '@cci/shared-ui/api';
import { CalendarPlus, ExternalLink, Star } from 'lucide-react';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';
import { EventAttendeesDialog, EventScheduleDialog } from './event-actions';
import { CreateEventDialog } from './create-event-dialog';
import { Muted } from './muted';
import { TabSection } from '../../../components/tab-section';

/** Spec §2 Events: "Create Event" and the table (Title, Date, Location, Community, Featured, Actions). */
export function EventsTab() {
  const { data, error, isLoading, mutate } = useAdminQuery(useEvents(ADMIN_READ));
  const { data: communities } = useCommunities();
  const byId = new Map((communities ?? []).map((c) => [c.id, c]));

  const columns: readonly Column<CommunityEvent>[] = [
    { header: 'Title', primary: true, cell: (e) => e.title },
    { header: 'Date', cell: (e) => e.date },
    { header: 'Location', cell: (e) => e.location },
    {
      header: 'Community',
      cell: (e) => (e.communityId !== null ? (byId.get(e.communityId)?.name ?? <Muted>…</Muted>) : <Muted>None</Muted>),
    },
    {
      header: 'Featured',
      cell: (e) =>
        e.featured ? (
          <Badge $tone="warning">
            <Star aria-hidden="true" /> Featured
          </Badge>
        ) : (
          <Muted>No</Muted>
        ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (e) => {
        const community = e.communityId !== null ? byId.get(e.communityId) : undefined;
        // The event shows on its community's Events tab; an event without a community has no page of its own.
        const manage = (
          <>
            <EventScheduleDialog event={e} />
            <EventAttendeesDialog event={e} />
          </>
        );
        return community ? (
          <RowActions>
            {manage}
            <ButtonLink to={`/community/${community.slug}`} $variant="outline" $size="sm">
              <ExternalLink aria-hidden="true" /> View
              <span className="visually-hidden">
                {' '}
                {e.title} on the {community.name} page
              </span>
            </ButtonLink>
          </RowActions>
        ) : (
          <RowActions>{manage}</RowActions>
        );
      },
    },
  ];

  return (
    <TabSection
      id="events-title"
      title="Events"
      intro="Events with a community show on that community's Events tab."
      action={<CreateEventDialog communities={communities} />}
    >
      {isLoading ? (
        <ListSkeleton label="Loading events" />
      ) : error && !data ? (
        <LoadError what="Events" error={error} onRetry={() => mutate()} />
      ) : (
        <DataTable
          label="Events"
          testId="events-table"
          columns={columns}
          rows={data ?? []}
          rowKey={(e) => e.id}
          empty={
            <TableEmpty>
              <CalendarPlus size={28} aria-hidden="true" />
              Events will appear here once you create them.
            </TableEmpty>
          }
        />
      )}
    </TabSection>
  );
}
