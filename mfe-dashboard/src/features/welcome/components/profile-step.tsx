import { type Account, ACCOUNT_MESSAGES, PROFILE_LIMITS } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { updateAccount } from '@cci/shared-ui/api';
import { TextAreaField } from '@cci/shared-ui/forms';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { PhotoControl } from '../../../components/photo-control';
import { failureOf, sameValues } from '../../../lib/submit';
import { StepActions } from './step-actions';

/** Step 2: the photo (the settings' Photo control) and a short bio. */
export function ProfileStep({
  account,
  onNext,
  onBack,
  onSkip,
}: {
  account: Account;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}) {
  const initialValues = useMemo(() => ({ bio: account.bio }), [account]);
  async function onSubmit(values: { bio?: string }) {
    try {
      if ((values.bio ?? '') !== account.bio) await updateAccount({ bio: values.bio ?? '' });
      onNext();
      return undefined;
    } catch (err) {
      return failureOf(err, 'Bio not saved');
    }
  }
  return (
    <>
      <PhotoControl account={account} />
      <Form<{ bio?: string }>
        onSubmit={onSubmit}
        initialValues={initialValues}
        initialValuesEqual={sameValues}
        keepDirtyOnReinitialize
        validate={(v) => ((v.bio ?? '').length > PROFILE_LIMITS.bio ? { bio: ACCOUNT_MESSAGES.bio } : undefined)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="About you">
            <TextAreaField name="bio" label="Bio" rows={3} placeholder="A few words about you and your work with AI" />
            <StepActions onBack={onBack} onSkip={onSkip}>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving...' : 'Save and continue'}
              </Button>
            </StepActions>
          </form>
        )}
      />
    </>
  );
}
