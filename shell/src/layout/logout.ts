import { apiRequest } from '@cci/shared-ui';

/** Spec §4 Logout (desktop): POST, then reload the page. A failure is logged only (spec §8). */
export async function logoutAndReload(): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout');
    window.location.reload();
  } catch (err) {
    console.error('Logout failed', err);
  }
}

/** The mobile variant navigates to this path instead (spec §4). */
export const MOBILE_LOGOUT_PATH = '/api/logout';
