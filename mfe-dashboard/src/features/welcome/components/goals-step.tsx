import { PROFILE_LIMITS, type Account } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { updateAccount } from '@cci/shared-ui/api';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { TagsField } from '../../../components/tags-field';
import { failureOf, sameValues } from '../../../lib/submit';
import { StepActions } from './step-actions';

interface GoalsValues {
  goals: string[];
  expertise: string[];
}

/** Step 1: what the member wants to learn and what they know: the tags mentor matching reads (as in settings). */
export function GoalsStep({ account, onNext, onSkip }: { account: Account; onNext: () => void; onSkip: () => void }) {
  const initialValues = useMemo(() => ({ goals: account.goals, expertise: account.expertise }), [account]);
  async function onSubmit(values: GoalsValues) {
    try {
      await updateAccount({ goals: values.goals ?? [], expertise: values.expertise ?? [] });
      onNext();
      return undefined;
    } catch (err) {
      return failureOf(err, 'Not saved');
    }
  }
  return (
    <Form<GoalsValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      initialValuesEqual={sameValues}
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Goals and interests">
          <TagsField
            name="goals"
            label={`What you want to learn (up to ${PROFILE_LIMITS.expertise} tags: mentors are suggested by them)`}
          />
          <TagsField name="expertise" label={`What you know (up to ${PROFILE_LIMITS.expertise} tags)`} />
          <StepActions onSkip={onSkip}>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save and continue'}
            </Button>
          </StepActions>
        </form>
      )}
    />
  );
}
