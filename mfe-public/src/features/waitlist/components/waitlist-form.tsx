import { COMMUNITY_OPTIONS, MIN_SUBMIT_MS, WaitlistSchema, validateWith, type WaitlistInput } from '@cci/contracts';
import { joinWaitlist } from '@cci/shared-ui/api';
import { SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { EARLY_ACCESS_COPY } from '../../../content/ai-agent';
import { FormNote, SubmitButton } from '../../../components/form-panel';
import { SuccessPanel } from '../../../components/success-panel';
import { submitPublicRequest } from '../../../lib/submit-public-request';

const validate = validateWith(WaitlistSchema);

/**
 * Spec §3/§5 Waitlist entry. Joining twice with the same e-mail is still a success (the API answers 200), so
 * the visitor sees "You're on the list!" either way.
 */
export function WaitlistForm() {
  const [joined, setJoined] = useState(false);

  async function onSubmit(values: WaitlistInput) {
    const outcome = await submitPublicRequest('waitlist', joinWaitlist(values), MIN_SUBMIT_MS.waitlist);
    if (outcome.ok) setJoined(true);
    return outcome.ok ? undefined : outcome.fieldErrors;
  }

  if (joined) {
    return (
      <SuccessPanel level={3} title={EARLY_ACCESS_COPY.successTitle} testId="waitlist-success">
        <p>{EARLY_ACCESS_COPY.successText}</p>
      </SuccessPanel>
    );
  }

  return (
    <Form<WaitlistInput>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="AI Coach waitlist" aria-busy={submitting}>
          <TextField name="email" type="email" label="Email" autoComplete="email" placeholder="you@example.com" />
          <SelectField name="community" label="Your community" placeholder="Select your community" options={COMMUNITY_OPTIONS} />
          <TextAreaField
            name="useCase"
            label="Your main use case"
            rows={4}
            placeholder="e.g. Rehearsing funding pitches before investor meetings"
          />
          <SubmitButton submitting={submitting} icon={<Sparkles aria-hidden="true" />}>
            {EARLY_ACCESS_COPY.submit}
          </SubmitButton>
          <FormNote>{EARLY_ACCESS_COPY.privacy}</FormNote>
        </form>
      )}
    />
  );
}
