import { ADMIN_TOASTS, currentZoneNames, type Community } from '@cci/contracts';
import { createEvent } from '@cci/shared-ui/api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { useMemo } from 'react';
import { eventFormErrors, toCreateEvent, type EventFormValues } from '../create-payloads';
import { ImageField } from '../../../components/image-field';
import { CreateDialog, FieldPair } from './create-dialog';

/** The venue zones offered: the runtime's IANA list under today's names. */
function useZoneOptions() {
  return useMemo(
    () =>
      currentZoneNames(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [],
  );
}

/**
 * Spec §2 Events: the "Create Event" dialog. Community "None" sends null (spec §5). The event is created scheduled, in
 * one step (issue 30): its start and end in the venue's zone (the admin's own for an event online), and the spec's Date
 * text, which, left empty, is written from the start.
 */
export function CreateEventDialog({ communities }: { communities: readonly Community[] | undefined }) {
  const options = (communities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const zones = useZoneOptions();

  // createEvent also reads again the lists that show the event (all events, the counters, its community's tab).
  const onCreate = (values: EventFormValues) => createEvent(toCreateEvent(values));

  return (
    <CreateDialog<EventFormValues>
      thing="event"
      label="Create Event"
      testId="create-event"
      description="Add an event. Choose a community to show it on that community's Events tab."
      created={ADMIN_TOASTS.eventCreated}
      validate={eventFormErrors}
      initialValues={{ featured: false, communityId: '', timeZone: '' }}
      onCreate={onCreate}
    >
      <TextField name="title" label="Title" placeholder="e.g. AI Pitch Night" />
      <TextAreaField name="description" label="Description" rows={3} />
      <FieldPair>
        <TextField name="startsAt" label="Starts" type="datetime-local" />
        <TextField name="endsAt" label="Ends (optional)" type="datetime-local" />
      </FieldPair>
      <FieldPair>
        <SelectField
          name="timeZone"
          label="Venue time zone"
          placeholder="Online (your time zone)"
          options={zones}
          hint="The start and end are the venue's local time."
        />
        <TextField name="location" label="Location" placeholder="e.g. London or Online" />
      </FieldPair>
      <TextField
        name="date"
        label="Date"
        placeholder="e.g. March 12, 2027 · 6:30 PM"
        hint="Shown as written. Empty: written from the start."
      />
      <ImageField name="image" label="Image (optional)" />
      <SelectField name="communityId" label="Community" placeholder="None" options={options} disabled={!communities} />
      <CheckboxField name="featured" label="Featured event" />
    </CreateDialog>
  );
}
