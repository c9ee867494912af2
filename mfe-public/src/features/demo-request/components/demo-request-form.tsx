import {
  COMMUNITY_OPTIONS,
  DEMO_INTERESTS,
  DEMO_TIME_SLOTS,
  DemoRequestSchema,
  MIN_SUBMIT_MS,
  validateWith,
  type DemoRequestInput,
} from '@cci/contracts';
import { sendDemoRequest } from '@cci/shared-ui/api';
import { CheckboxField, CheckboxGroupField, SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { CalendarCheck } from 'lucide-react';
import { Form } from 'react-final-form';
import { DEMO_FORM_COPY } from '../../../content/demo';
import { FieldRow, SubmitButton } from '../../../components/form-panel';
import { submitPublicRequest } from '../../../lib/submit-public-request';

const validate = validateWith(DemoRequestSchema);
const INTEREST_OPTIONS = DEMO_INTERESTS.map((interest) => ({ value: interest, label: interest }));
const INITIAL: Partial<DemoRequestInput> = { specificInterests: [], agreeToContact: false };

/** Spec §3/§5 Demo request. `onSent` gets the visitor's name for the confirmation (never the confirmation id, spec §7). */
export function DemoRequestForm({ onSent }: { onSent: (name: string) => void }) {
  async function onSubmit(values: DemoRequestInput) {
    const outcome = await submitPublicRequest('demoRequest', sendDemoRequest(values), MIN_SUBMIT_MS.demoRequest);
    if (outcome.ok) onSent(values.name?.trim() ?? '');
    return outcome.ok ? undefined : outcome.fieldErrors;
  }

  return (
    <Form<DemoRequestInput>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={INITIAL}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Request a Demo" aria-busy={submitting}>
          <FieldRow>
            <TextField name="name" label="Full name" autoComplete="name" />
            <TextField name="email" type="email" label="Email" autoComplete="email" placeholder="you@example.com" />
          </FieldRow>
          <FieldRow>
            <TextField name="company" label="Company (optional)" autoComplete="organization" />
            <TextField name="role" label="Role (optional)" autoComplete="organization-title" />
          </FieldRow>
          <FieldRow>
            <SelectField
              name="communityInterest"
              label="Community of interest"
              placeholder="Select a community"
              options={COMMUNITY_OPTIONS}
            />
            <SelectField name="preferredTime" label="Preferred time" placeholder="Select a time slot" options={DEMO_TIME_SLOTS} />
          </FieldRow>
          <CheckboxGroupField name="specificInterests" label="What would you like to see? (optional)" options={INTEREST_OPTIONS} />
          <TextAreaField
            name="additionalNotes"
            label="Additional notes (optional)"
            rows={3}
            placeholder="Anything we should know before the call, such as your goals or accessibility needs"
          />
          <CheckboxField name="agreeToContact" label={DEMO_FORM_COPY.agreeToContact} />
          <SubmitButton submitting={submitting} icon={<CalendarCheck aria-hidden="true" />}>
            Request Demo
          </SubmitButton>
        </form>
      )}
    />
  );
}
