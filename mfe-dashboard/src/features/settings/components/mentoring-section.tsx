import { MENTOR_AVAILABILITY, MENTORING_LIMITS, MentorProfileInputSchema, type MyMentorProfile, validateWith } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { leaveMentoring, saveMentorProfile, useMyMemberships, useMyMentorProfile } from '@cci/shared-ui/api';
import { SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { byTopField } from '../../../lib/account-view';
import { failureOf, sameValues } from '../../../lib/submit';
import { FieldPair, FormActions, SettingsSection } from './settings-section';
import { TagsField } from '../../../components/tags-field';

interface MentorValues {
  community: string;
  expertise: string[];
  bio: string;
  experience: string;
  availability: string;
  maxMentees: string;
  linkedinUrl: string;
}

const toInput = (v: MentorValues) => ({
  community: v.community ?? '',
  expertise: v.expertise ?? [],
  bio: v.bio ?? '',
  experience: v.experience ?? '',
  availability: v.availability ?? '',
  maxMentees: Number(v.maxMentees),
  linkedinUrl: v.linkedinUrl ?? '',
});
const validate = validateWith(MentorProfileInputSchema);
const AVAILABILITY = MENTOR_AVAILABILITY.map((a) => ({ value: a, label: a[0].toUpperCase() + a.slice(1) }));
const CAPACITY = Array.from({ length: MENTORING_LIMITS.maxMentees.max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * Mentoring: opt in as a mentor of one of your communities, with expertise, bio, experience, availability,
 * capacity and optionally LinkedIn; the community's Find Mentors page lists you with the spec's card. Opting out takes
 * you off the lists; current mentorships carry on.
 */
export function MentoringSection() {
  const { data } = useMyMentorProfile();
  const memberships = useMyMemberships(true);
  const profile: MyMentorProfile | null = data?.profile ?? null;
  const communities = (memberships.data ?? []).filter((m) => m.status === 'approved').map((m) => ({ value: m.slug, label: m.name }));
  const initialValues = useMemo<MentorValues>(
    () => ({
      community: profile?.communitySlug ?? communities[0]?.value ?? '',
      expertise: profile?.expertise ?? [],
      bio: profile?.bio ?? '',
      experience: profile?.experience ?? '',
      availability: profile?.availability ?? 'medium',
      maxMentees: String(profile?.maxMentees ?? 2),
      linkedinUrl: profile?.linkedinUrl ?? '',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the communities list is derived from memberships
    [profile, memberships.data],
  );
  const active = profile?.active === true;
  return (
    <SettingsSection
      id="mentoring"
      title="Mentoring"
      description={
        active
          ? `You are a mentor in ${profile.communityId}: ${profile.currentMentees} of ${profile.maxMentees} places taken.`
          : 'Become a mentor: members who want to learn what you know can ask you for guidance.'
      }
    >
      <Form<MentorValues>
        onSubmit={async (values) => {
          try {
            await saveMentorProfile(toInput(values) as Parameters<typeof saveMentorProfile>[0]);
            toast({
              title: active ? 'Mentor profile saved' : 'You are now a mentor',
              description: 'Members of your community can find you.',
            });
            return undefined;
          } catch (err) {
            return failureOf(err, 'Mentor profile not saved');
          }
        }}
        initialValues={initialValues}
        initialValuesEqual={sameValues}
        keepDirtyOnReinitialize
        validate={(values) => byTopField(validate(toInput(values)))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Mentor profile">
            <FieldPair>
              <SelectField name="community" label="Community" options={communities} placeholder="Choose a community" />
              <SelectField name="availability" label="Availability" options={AVAILABILITY} placeholder="Choose" />
            </FieldPair>
            <TagsField name="expertise" label="Expertise you can mentor in" />
            <TextField name="experience" label="Experience" placeholder="e.g. 8 years building ML products" />
            <TextAreaField name="bio" label="Mentor bio" rows={3} />
            <FieldPair>
              <SelectField name="maxMentees" label="Maximum mentees" options={CAPACITY} placeholder="Choose" />
              <TextField name="linkedinUrl" label="LinkedIn (optional)" type="url" placeholder="https://www.linkedin.com/in/..." />
            </FieldPair>
            <FormActions>
              <Button type="submit" disabled={submitting || communities.length === 0}>
                {submitting ? 'Saving...' : active ? 'Save mentor profile' : 'Become a mentor'}
              </Button>
              {active && (
                <Button
                  $variant="outline"
                  onClick={() => void leaveMentoring().then(() => toast({ title: 'You are no longer listed as a mentor' }))}
                >
                  Stop mentoring
                </Button>
              )}
            </FormActions>
          </form>
        )}
      />
    </SettingsSection>
  );
}
