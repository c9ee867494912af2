import type { EventRequestRecord } from '@cci/contracts';
import { Badge, StateMessage } from '@cci/shared-ui';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventTypeLabel } from '../labels';
import { Body, CardList, Detail, Details, RequestCard, Tags } from './request-card';

/** Suggestions sent from the "Request an Event" form on /events. */
export function EventRequestsList<R extends EventRequestRecord>({ rows, footer }: { rows: readonly R[]; footer?: (r: R) => ReactNode }) {
  if (!rows.length)
    return (
      <StateMessage role="status" icon={<CalendarX2 size={28} aria-hidden="true" />}>
        No event requests yet.
      </StateMessage>
    );
  return (
    <CardList>
      {rows.map((r) => (
        <RequestCard key={r.id} title={r.title} createdAt={r.createdAt} testId="event-request">
          <Tags>
            <Badge $tone="primary">{eventTypeLabel(r.eventType)}</Badge>
          </Tags>
          <Body>{r.description}</Body>
          <Details>
            <Detail label="Preferred location">{r.preferredLocation}</Detail>
            <Detail label="Contact">
              <a href={`mailto:${r.contactEmail}`}>{r.contactEmail}</a>
            </Detail>
            <Detail label="Additional info">{r.additionalInfo}</Detail>
          </Details>
          {footer?.(r)}
        </RequestCard>
      ))}
    </CardList>
  );
}
