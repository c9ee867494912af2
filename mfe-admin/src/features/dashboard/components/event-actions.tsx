import { EventScheduleSchema, RSVP_LABELS, validateWith, type CommunityEvent } from '@cci/contracts';
import { Button, ButtonAnchor } from '@cci/shared-ui';
import { engagementKeys, updateEventSchedule, useAttendees, useEvent } from '@cci/shared-ui/api';
import { TextField } from '@cci/shared-ui/forms';
import { Download, Settings2, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminDialog } from '../../../components/admin-dialog';
import { FormDialog } from '../../../components/form-dialog';

interface ScheduleValues {
  startsAt?: string;
  endsAt?: string;
  capacity?: string;
  onlineUrl?: string;
}

/** A datetime-local value (the admin's zone) as ISO, '' as null. */
const isoOf = (local: string | undefined) => (local ? new Date(local).toISOString() : null);
/** An ISO instant as a datetime-local value in the admin's zone. */
const localOf = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toSchedule = (v: ScheduleValues) => ({
  startsAt: isoOf(v.startsAt),
  endsAt: isoOf(v.endsAt),
  capacity: v.capacity ? Number(v.capacity) : null,
  onlineUrl: v.onlineUrl ?? '',
});
const validate = validateWith(EventScheduleSchema);

/** An event's start and end, capacity (a larger one lets waiting members in) and online link. */
export function EventScheduleDialog({ event }: { event: Pick<CommunityEvent, 'id' | 'title'> }) {
  const { data } = useEvent(event.id);
  return (
    <FormDialog<ScheduleValues>
      trigger={
        <Button $variant="outline" $size="sm">
          <Settings2 aria-hidden="true" /> Schedule<span className="visually-hidden"> of {event.title}</span>
        </Button>
      }
      title={`Schedule: ${event.title}`}
      description="The time in your time zone, the places (empty: no limit) and the online link members going will see."
      submitLabel="Save"
      submittingLabel="Saving..."
      initialValues={{
        startsAt: localOf(data?.startsAt),
        endsAt: localOf(data?.endsAt),
        capacity: data?.capacity ? String(data.capacity) : '',
        onlineUrl: data?.onlineUrl ?? '',
      }}
      validate={(v) => validate(toSchedule(v))}
      onSubmit={async (v) => {
        await updateEventSchedule(event.id, toSchedule(v));
      }}
      done={{ title: 'Event updated', description: event.title }}
      failed={() => ({ variant: 'destructive', title: 'Event not updated', description: 'See the reason in the form.' })}
    >
      <TextField name="startsAt" label="Starts" type={'datetime-local' as 'text'} />
      <TextField name="endsAt" label="Ends" type={'datetime-local' as 'text'} />
      <TextField name="capacity" label="Capacity (places)" type="number" hint="Empty: no limit. Full events take a waitlist." />
      <TextField name="onlineUrl" label="Online link (optional)" type="url" placeholder="https://..." />
    </FormDialog>
  );
}

/** Who answered an event (going, the waitlist in order, interested), with a CSV download. */
export function EventAttendeesDialog({ event }: { event: Pick<CommunityEvent, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const { data } = useAttendees(open ? event.id : null);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={`Attendees: ${event.title}`}
      description="Members going first, then the waitlist in order, then those interested."
      trigger={
        <Button $variant="outline" $size="sm">
          <Users aria-hidden="true" /> Attendees<span className="visually-hidden"> of {event.title}</span>
        </Button>
      }
    >
      {!data ? (
        <p>Loading…</p>
      ) : data.length === 0 ? (
        <p>No one has answered yet.</p>
      ) : (
        <ol data-testid="attendee-list">
          {data.map((a) => (
            <li key={a.memberId}>
              {a.name} ({a.email}): {RSVP_LABELS[a.status]}
              {a.waitlistPosition ? ` #${a.waitlistPosition}` : ''}
            </li>
          ))}
        </ol>
      )}
      <ButtonAnchor $variant="outline" href={engagementKeys.attendees(event.id, 'csv')} download={`event-${event.id}-attendees.csv`}>
        <Download aria-hidden="true" /> Download CSV
      </ButtonAnchor>
    </AdminDialog>
  );
}
