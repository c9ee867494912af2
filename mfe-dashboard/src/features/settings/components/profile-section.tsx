import { PROFILE_LIMITS, UpdateAccountSchema, validateWith, type Account } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { updateAccount } from '@cci/shared-ui/api';
import { TextAreaField, TextField } from '@cci/shared-ui/forms';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import styled from 'styled-components';
import { PhotoControl } from '../../../components/photo-control';
import { bioCounter, byTopField } from '../../../lib/account-view';
import { failureOf, sameValues } from '../../../lib/submit';
import { FieldPair, FormActions, SettingsSection } from './settings-section';
import { TagsField } from '../../../components/tags-field';
import { TimeZoneField } from './time-zone-field';

interface ProfileValues {
  firstName: string;
  lastName: string;
  bio: string;
  expertise: string[];
  /** What the member wants to learn (mentor matching). */
  goals: string[];
  /** '' for "Not set" (null in the API) */
  timeZone: string;
}

const toPatch = (v: ProfileValues) => ({
  firstName: v.firstName ?? '',
  lastName: v.lastName ?? '',
  bio: v.bio ?? '',
  expertise: v.expertise ?? [],
  goals: v.goals ?? [],
  timeZone: v.timeZone ? v.timeZone : null,
});
const validateProfile = validateWith(UpdateAccountSchema);

const Count = styled.span<{ $over: boolean }>`
  color: ${(p) => (p.$over ? p.theme.color.danger : 'inherit')};
  font-weight: ${(p) => (p.$over ? p.theme.fontWeight.semibold : 'inherit')};
`;

/** The bio's live "n / 500 characters", read from the form as the member types. */
function BioCount() {
  const { input } = useField<string>('bio', { subscription: { value: true } });
  const { text, over } = bioCounter(input.value);
  return <Count $over={over}>{text}</Count>;
}

/**
 * Profile: first and last name, bio (≤ 500 characters, counted live), expertise tags (≤ 10) and time zone.
 * Checked with contracts' UpdateAccountSchema before sending; the API's field messages (400) land on the same fields.
 * The public profile (/members/:id) shows these as "Ada L.", never the e-mail.
 */
export function ProfileSection({ account }: { account: Account }) {
  const initialValues = useMemo<ProfileValues>(
    () => ({
      firstName: account.firstName,
      lastName: account.lastName,
      bio: account.bio,
      expertise: account.expertise,
      goals: account.goals,
      timeZone: account.timeZone ?? '',
    }),
    [account],
  );

  async function onSubmit(values: ProfileValues) {
    try {
      await updateAccount(toPatch(values));
      toast({ title: 'Profile saved', description: 'Your public profile shows the new details.' });
      return undefined;
    } catch (err) {
      return failureOf(err, 'Profile not saved');
    }
  }

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="What other members see on your profile: your photo, first name and last initial, bio, expertise and time zone."
    >
      <PhotoControl account={account} />
      <Form<ProfileValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        initialValuesEqual={sameValues}
        keepDirtyOnReinitialize
        validate={(values) => byTopField(validateProfile(toPatch(values)))}
        render={({ handleSubmit, submitting, pristine }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Profile">
            <FieldPair>
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </FieldPair>
            <TextAreaField name="bio" label="Bio" rows={4} placeholder="A few words about you and your work with AI" hint={<BioCount />} />
            <TagsField name="expertise" label={`Expertise (up to ${PROFILE_LIMITS.expertise} tags)`} />
            <TagsField
              name="goals"
              label={`What you want to learn (up to ${PROFILE_LIMITS.expertise} tags: mentors are suggested by them)`}
            />
            <TimeZoneField name="timeZone" label="Time zone" />
            <FormActions>
              <Button type="submit" disabled={submitting || pristine}>
                {submitting ? 'Saving...' : 'Save profile'}
              </Button>
            </FormActions>
          </form>
        )}
      />
    </SettingsSection>
  );
}
