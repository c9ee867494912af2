import { ChangeEmailSchema, validateWith, type Account, type ChangeEmail } from '@cci/contracts';
import { Badge, Button } from '@cci/shared-ui';
import { changeEmail } from '@cci/shared-ui/api';
import { PasswordField, TextField } from '@cci/shared-ui/forms';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { failureOf } from '../../../lib/submit';
import { Done, FormActions, SettingsSection } from './settings-section';

const Current = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  div {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
  }
`;

const validate = validateWith(ChangeEmailSchema);

/**
 * Change of e-mail address: the new address and the current password. The API answers 202 and sends a
 * confirmation link to the new address; until it is followed the account keeps its address and shows the pending one.
 */
export function EmailSection({ account }: { account: Account }) {
  const [sent, setSent] = useState<string>();

  return (
    <SettingsSection
      id="email"
      title="E-mail address"
      description="We send a link to the new address; your address changes once you follow it."
    >
      <Current>
        <div>
          <dt>Current address</dt>
          <dd data-testid="current-email">
            {account.email}
            <Badge $tone={account.emailVerified ? 'success' : 'warning'}>{account.emailVerified ? 'Verified' : 'Not verified'}</Badge>
          </dd>
        </div>
        {account.pendingEmail && (
          <div>
            <dt>Waiting for confirmation</dt>
            <dd data-testid="pending-email">{account.pendingEmail}</dd>
          </div>
        )}
      </Current>
      <Form<Partial<ChangeEmail>>
        onSubmit={async (values, form) => {
          setSent(undefined);
          try {
            const { message } = await changeEmail({ email: values.email ?? '', password: values.password ?? '' });
            form.restart();
            setSent(message);
            return undefined;
          } catch (err) {
            return failureOf(err, 'E-mail address not changed');
          }
        }}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change e-mail address">
            <TextField name="email" type="email" label="New e-mail address" autoComplete="email" />
            <PasswordField name="password" label="Current password" autoComplete="current-password" />
            <div role="status" aria-live="polite">
              {sent && <Done>{sent}</Done>}
            </div>
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Sending...' : 'Send confirmation link'}
              </Button>
            </FormActions>
          </form>
        )}
      />
    </SettingsSection>
  );
}
