import { Button, toast, toastAfterRedirect } from '@cci/shared-ui';
import { logOutEverywhere } from '@cci/shared-ui/api';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { DevicesList } from './devices-list';
import { FormActions, SettingsSection } from './settings-section';

/**
 * "Log out everywhere": after a confirmation every session of the member ends, this browser's too, and
 * the page goes to /login in full (every slice starts again signed out), where a toast says what happened.
 */
export function SessionsSection() {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function confirm() {
    setWorking(true);
    try {
      await logOutEverywhere();
      toastAfterRedirect({ title: 'Signed out everywhere', description: 'Every device, this one included, is signed out.' });
      window.location.href = '/login';
    } catch {
      setWorking(false);
      setOpen(false);
      toast({ variant: 'destructive', title: 'Not signed out', description: 'Please try again in a moment.' });
    }
  }

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="Signed in on a device you no longer use, or one that is not yours? Sign it out, or sign out on all of them at once."
    >
      <DevicesList />
      <FormActions>
        <Button $variant="outline" onClick={() => setOpen(true)}>
          <LogOut aria-hidden="true" /> Log out everywhere
        </Button>
      </FormActions>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Log out everywhere?"
        description="Every device where you are signed in is signed out, this one included. You can sign in again with your password."
      >
        <FormActions>
          <Button $variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={working}>
            {working ? 'Signing out...' : 'Log out everywhere'}
          </Button>
        </FormActions>
      </ConfirmDialog>
    </SettingsSection>
  );
}
