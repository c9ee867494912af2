import { ADMIN_TOASTS } from '@cci/contracts';
import { toast, useSession } from '@cci/shared-ui';
import { forgetAdminReads, hasAdminSession, lockAdminSession, unlockAdmin } from '@cci/shared-ui/api';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AdminLoading } from '../../../components/admin-loading';
import { AdminLockProvider, type LockAdmin } from '../../../lib/admin-lock';
import { accessFailure, type AccessFailure } from '../access-failure';
import { hasAdminFlag, setAdminFlag } from '../admin-flag';
import { AdminAccessForm } from './admin-access-form';

/**
 * Spec §4 Admin gates. The dashboard (and its requests inbox) remembers the unlock with the storage flag, which
 * only means "ask the server first"; the communications panel stays unlocked for the page session only and keeps
 * the password in memory for the welcome-email call (the payload carries it, spec §3).
 */
const GATES = {
  dashboard: {
    remember: true,
    keepPassword: false,
    granted: ADMIN_TOASTS.accessGranted,
    denied: ADMIN_TOASTS.accessDenied,
    intro: 'Enter the admin password to open the dashboard.',
    submitLabel: 'Access Dashboard',
  },
  communications: {
    remember: false,
    keepPassword: true,
    granted: ADMIN_TOASTS.commsGranted,
    denied: ADMIN_TOASTS.commsDenied,
    intro: 'Enter the admin password to open the communications panel.',
    submitLabel: 'Access Panel',
  },
} as const;

export type GateKind = keyof typeof GATES;

type GateState = { status: 'checking' } | { status: 'locked' } | { status: 'unlocked'; password: string | null };

export interface UnlockedAdmin {
  /** The password entered at this gate, kept only by the communications panel (null elsewhere). */
  password: string | null;
  /** Ends the admin session on the server and shows the gate again. */
  signOut: () => Promise<void>;
}

export function AdminGuard({ kind, children }: { kind: GateKind; children: (admin: UnlockedAdmin) => ReactNode }) {
  const gate = GATES[kind];
  const [gateState, setState] = useState<GateState>(() =>
    gate.remember && hasAdminFlag() ? { status: 'checking' } : { status: 'locked' },
  );
  // A staff member signed in with their own account (role admin) needs no shared password.
  const staff = useSession().user?.role === 'admin';
  const state: GateState = staff && gateState.status === 'locked' ? { status: 'unlocked', password: null } : gateState;

  // With the flag present, the server says whether the admin session is still open.
  useEffect(() => {
    if (state.status !== 'checking') return undefined;
    let live = true;
    hasAdminSession().then(
      (open) => {
        if (!live) return;
        if (!open) setAdminFlag(false);
        setState(open ? { status: 'unlocked', password: null } : { status: 'locked' });
      },
      () => live && setState({ status: 'locked' }), // unreachable server: show the gate, keep the flag
    );
    return () => {
      live = false;
    };
  }, [state.status]);

  const lock = useCallback<LockAdmin>(
    (options) => {
      if (gate.remember) setAdminFlag(false);
      // A locked page keeps none of the admin answers in the shared cache.
      void forgetAdminReads();
      setState({ status: 'locked' });
      if (options?.toast) toast(options.toast);
    },
    [gate.remember],
  );

  async function unlock(password: string): Promise<AccessFailure | undefined> {
    try {
      await unlockAdmin(password);
    } catch (err) {
      const failure = accessFailure(err, gate.denied);
      toast(failure.toast);
      return failure;
    }
    toast(gate.granted);
    if (gate.remember) setAdminFlag(true);
    setState({ status: 'unlocked', password: gate.keepPassword ? password : null });
    return undefined;
  }

  async function signOut() {
    try {
      await lockAdminSession();
    } catch {
      /* the page locks anyway; the server ends the session on its own */
    }
    lock({ toast: { title: 'Admin Locked', description: 'Enter the admin password to open the admin pages again.' } });
  }

  if (state.status === 'checking') return <AdminLoading text="Checking admin access..." testId="admin-checking" />;
  if (state.status === 'locked') return <AdminAccessForm intro={gate.intro} submitLabel={gate.submitLabel} onUnlock={unlock} />;
  return <AdminLockProvider value={lock}>{children({ password: state.password, signOut })}</AdminLockProvider>;
}
