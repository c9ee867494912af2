import { ADMIN_TOASTS, CreateEventSchema, validateWith, type Community } from '@cci/contracts';
import { createEvent } from '@cci/shared-ui/api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { toCreateEvent, type EventFormValues } from '../create-payloads';
import { ImageField } from '../../../components/image-field';
import { CreateDialog, FieldPair } from './create-dialog';

const validateEvent = validateWith(CreateEventSchema);

/** Spec §2 Events: the "Create Event" dialog. Community "None" sends null (spec §5). */
export function CreateEventDialog({ communities }: { communities: readonly Community[] | undefined }) {
  const options = (communities ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  // createEvent also reads again the lists that show the event (all events, the counters, its community's tab).
  const onCreate = (values: EventFormValues) => createEvent(toCreateEvent(values));

  return (
    <CreateDialog<EventFormValues>
      thing="event"
      label="Create Event"
      testId="create-event"
      description="Add an event. Choose a community to show it on that community's Events tab."
      created={ADMIN_TOASTS.eventCreated}
      validate={(v) => validateEvent(toCreateEvent(v))}
      initialValues={{ featured: false, communityId: '' }}
      onCreate={onCreate}
    >
      <TextField name="title" label="Title" placeholder="e.g. AI Pitch Night" />
      <TextAreaField name="description" label="Description" rows={3} />
      <FieldPair>
        <TextField name="date" label="Date" placeholder="e.g. March 12, 2027 · 6:30 PM" hint="Shown as written." />
        <TextField name="location" label="Location" placeholder="e.g. London or Online" />
      </FieldPair>
      <ImageField name="image" label="Image (optional)" />
      <SelectField name="communityId" label="Community" placeholder="None" options={options} disabled={!communities} />
      <CheckboxField name="featured" label="Featured event" />
    </CreateDialog>
  );
}
