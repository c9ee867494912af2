import type { Account, NotificationPreferences } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { updateAccount } from '@cci/shared-ui/api';
import { CheckboxField } from '@cci/shared-ui/forms';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { failureOf, sameValues } from '../../../lib/submit';
import { FormActions, SettingsSection } from './settings-section';

const Choices = styled.fieldset`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space(3)};
    padding: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
`;

/**
 * Notification consents (UK GDPR): e-mail for replies, for mentions, a weekly digest, event reminders and new
 * discussions of the members they follow. Each is off until the member ticks it; Save stores them all.
 */
export function NotificationsSection({ account }: { account: Account }) {
  const initialValues = useMemo(() => ({ notifications: account.notifications }), [account]);

  async function onSubmit({ notifications }: { notifications: NotificationPreferences }) {
    try {
      await updateAccount({ notifications });
      toast({ title: 'Notification preferences saved' });
      return undefined;
    } catch (err) {
      return failureOf(err, 'Preferences not saved');
    }
  }

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="We only e-mail you about what you switch on here. Everything is off until you choose it."
    >
      <Form<{ notifications: NotificationPreferences }>
        onSubmit={onSubmit}
        initialValues={initialValues}
        initialValuesEqual={sameValues}
        keepDirtyOnReinitialize
        render={({ handleSubmit, submitting, pristine }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Notifications">
            <Choices>
              <legend>E-mail me</legend>
              <CheckboxField name="notifications.replies" label="When someone replies to my posts" />
              <CheckboxField name="notifications.mentions" label="When someone mentions me" />
              <CheckboxField name="notifications.digest" label="A weekly digest of my communities" />
              <CheckboxField name="notifications.events" label="A reminder 24 hours before events I am going to" />
              <CheckboxField name="notifications.follows" label="When someone I follow starts a discussion" />
              <CheckboxField name="notifications.messages" label="When a message waits unread for 10 minutes" />
              <CheckboxField name="notifications.announcements" label="Announcements from the team to my communities" />
            </Choices>
            <FormActions>
              <Button type="submit" disabled={submitting || pristine}>
                {submitting ? 'Saving...' : 'Save preferences'}
              </Button>
            </FormActions>
          </form>
        )}
      />
    </SettingsSection>
  );
}
