import { EVENT_TYPES, EventRequestSchema, MIN_SUBMIT_MS, validateWith, type EventRequestInput } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { sendEventRequest } from '@cci/shared-ui/api';
import { SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { EVENT_REQUEST_COPY } from '../../../content/events';
import { FieldRow, SubmitButton } from '../../../components/form-panel';
import { SuccessPanel } from '../../../components/success-panel';
import { submitPublicRequest } from '../../../lib/submit-public-request';

const validate = validateWith(EventRequestSchema);

/**
 * Spec §3-§5 Event request: idle → submitting ("Submitting...", disabled) → the "Thank You!" box, or an error
 * toast with the form kept as it was.
 */
export function EventRequestForm() {
  const [sent, setSent] = useState(false);

  async function onSubmit(values: EventRequestInput) {
    const outcome = await submitPublicRequest('eventRequest', sendEventRequest(values), MIN_SUBMIT_MS.eventRequest);
    if (outcome.ok) setSent(true);
    return outcome.ok ? undefined : outcome.fieldErrors;
  }

  if (sent) {
    return (
      <SuccessPanel
        level={3}
        title={EVENT_REQUEST_COPY.thanksTitle}
        testId="event-request-thanks"
        actions={
          <Button $variant="outline" $size="lg" onClick={() => setSent(false)}>
            <RotateCcw aria-hidden="true" /> {EVENT_REQUEST_COPY.again}
          </Button>
        }
      >
        <p>{EVENT_REQUEST_COPY.thanksText}</p>
      </SuccessPanel>
    );
  }

  return (
    <Form<EventRequestInput>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={EVENT_REQUEST_COPY.title} aria-busy={submitting}>
          <SelectField name="eventType" label="Event type" placeholder="Select an event type" options={EVENT_TYPES} />
          <TextField name="title" label="Event title" placeholder="e.g. Prompt writing for beginners" />
          <TextAreaField
            name="description"
            label="Description"
            rows={5}
            placeholder="What would happen at this event, who is it for and what would people take away?"
          />
          <FieldRow>
            <TextField name="preferredLocation" label="Preferred location" placeholder="e.g. Manchester, or Online" />
            <TextField name="contactEmail" type="email" label="Contact email" autoComplete="email" placeholder="you@example.com" />
          </FieldRow>
          <TextAreaField
            name="additionalInfo"
            label="Additional information (optional)"
            rows={3}
            placeholder="Ideal dates, speakers you would love to hear from, accessibility needs…"
          />
          <SubmitButton submitting={submitting} icon={<Send aria-hidden="true" />}>
            Submit Request
          </SubmitButton>
        </form>
      )}
    />
  );
}
