import { LOGOUT_PATH, logOut } from '@cci/shared-ui/api';

/** Spec §4 Logout (desktop): POST, then reload the page. A failure is logged only (spec §8). */
export async function logoutAndReload(): Promise<void> {
  try {
    await logOut();
    window.location.reload();
  } catch (err) {
    console.error('Logout failed', err);
  }
}

/** The mobile variant navigates to this path instead (spec §4). */
export const MOBILE_LOGOUT_PATH = LOGOUT_PATH;
