import type { SignedInDevice } from '@cci/contracts';
import { RelativeTime } from '@cci/forum-ui';
import { Badge, Button, toast } from '@cci/shared-ui';
import { logOut, signOutDevice, useSignedInDevices } from '@cci/shared-ui/api';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  > svg {
    flex: none;
    color: ${(p) => p.theme.color.muted};
  }
  > div {
    flex: 1;
    min-width: 12rem;
    display: grid;
    gap: 2px;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.base};
  }
`;

const MOBILE = new Set(['iOS', 'Android']);
/** "Firefox on Windows". */
export const deviceName = (d: Pick<SignedInDevice, 'browser' | 'os'>) => `${d.browser} on ${d.os}`;

function Device({ device, onSignOut, busy }: { device: SignedInDevice; onSignOut: () => void; busy: boolean }) {
  const Icon = MOBILE.has(device.os) ? Smartphone : Laptop;
  const name = deviceName(device);
  return (
    <Row data-testid="signed-in-device" data-current={device.current}>
      <Icon size={24} aria-hidden="true" />
      <div>
        <strong>
          {name}
          {device.current && <Badge $tone="success">This device</Badge>}
        </strong>
        <span>
          {device.place ?? 'Place unknown'} · Last seen <RelativeTime iso={device.lastSeenAt} />
        </span>
        <span>
          Signed in <RelativeTime iso={device.createdAt} />
        </span>
      </div>
      <Button $variant="outline" $size="sm" onClick={onSignOut} disabled={busy}>
        {device.current ? 'Log out' : 'Sign out this one'}
        <span className="visually-hidden"> — {name}</span>
      </Button>
    </Row>
  );
}

/**
 * The member's signed-in devices (issue 30 §7): browser and system, a coarse place (the city of the browser's time zone
 * at sign-in, else its network) and when each was last seen. "Sign out this one" ends another device's session; this
 * device has Log out instead (the page then starts again signed out).
 */
export function DevicesList() {
  const { data, error, mutate } = useSignedInDevices(true);
  const [busy, setBusy] = useState<number | null>(null);

  async function signOut(device: SignedInDevice) {
    setBusy(device.id);
    try {
      if (device.current) {
        await logOut();
        window.location.assign('/login');
        return;
      }
      await signOutDevice(device.id);
      await mutate();
      toast({ title: 'Device signed out', description: `${deviceName(device)} is signed out.` });
    } catch {
      toast({ variant: 'destructive', title: 'Not signed out', description: 'Please try again in a moment.' });
    } finally {
      setBusy(null);
    }
  }

  if (!data)
    return error ? (
      <p role="alert">
        Your devices could not be loaded.{' '}
        <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </p>
    ) : (
      <p aria-busy="true">Loading your devices…</p>
    );
  return (
    <List aria-label="Signed-in devices">
      {data.map((d) => (
        <Device key={d.id} device={d} busy={busy === d.id} onSignOut={() => void signOut(d)} />
      ))}
    </List>
  );
}
