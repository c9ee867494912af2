import { ApiError, apiRequest } from '@cci/shared-ui';

/**
 * The admin session lives on the server: the page sends the password once and never keeps or compares it
 * (the spec's original checked it in the page, §6). 204 marks the session admin; 401 wrong password; 429 throttled.
 */
export async function unlockAdmin(password: string): Promise<void> {
  await apiRequest('POST', '/api/admin/session', { password });
}

/** Whether the server still counts this browser session as admin (200) or not (401). */
export async function hasAdminSession(): Promise<boolean> {
  try {
    await apiRequest('GET', '/api/admin/session');
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return false;
    throw err;
  }
}

/** Ends the admin part of the session (the member sign-in, if any, stays). */
export async function lockAdminSession(): Promise<void> {
  await apiRequest('DELETE', '/api/admin/session');
}
