import type { ContentItem } from '@cci/contracts';
import { Badge } from '@cci/shared-ui';
import { useCommunities } from '@cci/shared-ui/api';
import { CalendarPlus, Star } from 'lucide-react';
import { TableEmpty, type Column } from '../../../components/data-table';
import { TabSection } from '../../../components/tab-section';
import { ContentActions, ContentList, titleColumn } from '../../../components/content/content-list';
import { CreateEventDialog } from './create-event-dialog';
import { EventAttendeesDialog, EventScheduleDialog } from './event-actions';
import { Muted } from './muted';

/**
 * Spec §2 Events: "Create Event" and the table (Title, Date, Location, Community, Featured, Actions), with
 * each event's Schedule and Attendees, search, the status filter, pages, Edit, Feature / Unfeature and Delete.
 */
export function EventsTab() {
  const { data: communities } = useCommunities();
  const byId = new Map((communities ?? []).map((c) => [c.id, c]));

  const columns: readonly Column<ContentItem>[] = [
    titleColumn,
    { header: 'Date', cell: (e) => String(e.fields.date ?? '') },
    { header: 'Location', cell: (e) => String(e.fields.location ?? '') },
    {
      header: 'Community',
      cell: (e) => {
        const id = e.fields.communityId;
        return typeof id === 'number' ? (byId.get(id)?.name ?? <Muted>…</Muted>) : <Muted>None</Muted>;
      },
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
      cell: (e) => (
        <ContentActions
          item={e}
          more={
            <>
              <EventScheduleDialog event={e} />
              <EventAttendeesDialog event={e} />
            </>
          }
        />
      ),
    },
  ];

  return (
    <TabSection
      id="events-title"
      title="Events"
      intro="Events with a community show on that community's Events tab; every event has its own page."
      action={<CreateEventDialog communities={communities} />}
    >
      <ContentList
        kind="events"
        label="Events"
        columns={columns}
        empty={
          <TableEmpty>
            <CalendarPlus size={28} aria-hidden="true" />
            Events will appear here once you create them.
          </TableEmpty>
        }
      />
    </TabSection>
  );
}
