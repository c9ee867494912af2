import { DeleteAccountSchema, validateWith, type DeleteAccount } from '@cci/contracts';
import { Button, ButtonAnchor, media, toastAfterRedirect } from '@cci/shared-ui';
import { ACCOUNT_EXPORT_URL, deleteAccount } from '@cci/shared-ui/api';
import { PasswordField } from '@cci/shared-ui/forms';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { failureOf } from '../../../lib/submit';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions, SettingsSection } from './settings-section';

const Parts = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    display: grid;
    align-content: start;
    gap: ${(p) => p.theme.space(3)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  a,
  > div > button {
    justify-self: start;
  }
`;
const DangerButton = styled(Button)`
  background: ${(p) => p.theme.color.danger};
  border-color: ${(p) => p.theme.color.danger};
  color: ${(p) => p.theme.color.onFill};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.dangerStrong};
    border-color: ${(p) => p.theme.color.dangerStrong};
    color: ${(p) => p.theme.color.onFill};
  }
`;
const DangerOutline = styled(Button)`
  color: ${(p) => p.theme.color.danger};
  border-color: ${(p) => p.theme.color.danger};
  &:hover:not(:disabled) {
    color: ${(p) => p.theme.color.dangerStrong};
    border-color: ${(p) => p.theme.color.dangerStrong};
    background: ${(p) => p.theme.color.dangerSoft};
  }
`;

const validate = validateWith(DeleteAccountSchema);

/**
 * Your data (UK GDPR): "Download my data" fetches the export as a file (the API answers it as an
 * attachment), and "Delete account" asks for the password in a dialog before the account goes; then every session
 * has ended, and the home page says so with a toast.
 */
export function DataSection() {
  const [open, setOpen] = useState(false);

  async function onDelete(values: Partial<DeleteAccount>) {
    try {
      await deleteAccount({ password: values.password ?? '' });
      toastAfterRedirect({ title: 'Your account was deleted', description: 'Your profile, memberships and sessions are gone.' });
      window.location.href = '/';
      return undefined;
    } catch (err) {
      return failureOf(err, 'Account not deleted');
    }
  }

  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="What we store about you is yours: take a copy, or delete it with your account."
    >
      <Parts>
        <div>
          <h3>Download my data</h3>
          <p>A JSON file with your profile, memberships, sessions and the requests made with your e-mail address once you confirmed it.</p>
          <ButtonAnchor href={ACCOUNT_EXPORT_URL} download $variant="outline">
            <Download aria-hidden="true" /> Download my data
          </ButtonAnchor>
        </div>
        <div>
          <h3>Delete account</h3>
          <p>
            Your account, profile and memberships are deleted and you are signed out everywhere. Your posts and mentorship messages stay,
            shown as “Deleted member”. This cannot be undone.
          </p>
          <DangerOutline $variant="outline" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" /> Delete account
          </DangerOutline>
        </div>
      </Parts>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        description="This deletes your account, profile and memberships at once and signs you out on every device. Enter your password to confirm."
      >
        <Form<Partial<DeleteAccount>>
          onSubmit={onDelete}
          validate={validate}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Delete account">
              <PasswordField name="password" label="Password" autoComplete="current-password" />
              <FormActions>
                <Button $variant="outline" onClick={() => setOpen(false)}>
                  Keep my account
                </Button>
                <DangerButton type="submit" disabled={submitting}>
                  {submitting ? 'Deleting...' : 'Delete my account'}
                </DangerButton>
              </FormActions>
            </form>
          )}
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}
