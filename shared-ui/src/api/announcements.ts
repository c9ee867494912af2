import {
  type AdminAnnouncement,
  type CreateAnnouncementInput,
  type CurrentAnnouncement,
  routes,
  type SignedInDevice,
} from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { call, href, send } from './endpoint';
import { revalidate, useRead } from './read';

// Announcements (staff's, and each reader's banner) and the member's signed-in devices (issue 30 §4, §7).

export const announcementKeys = {
  admin: () => href(routes.announcements.list, {}),
  current: () => href(routes.announcements.current, {}),
  devices: () => href(routes.me.sessions, {}),
};

/** GET /api/admin/announcements: the latest, with their delivery (`config.refreshInterval` while one is sending). */
export const useAdminAnnouncements = (config?: SWRConfiguration) => useRead<AdminAnnouncement[]>(announcementKeys.admin(), config);

/** POST /api/admin/announcements → the announcement, sending; the list follows. */
export async function createAnnouncement(values: CreateAnnouncementInput): Promise<AdminAnnouncement> {
  const made = await call(routes.announcements.create, {}, values);
  await revalidate(announcementKeys.admin());
  return made;
}

/** GET /api/announcements/current: the banner of this reader (null: none). */
export const useCurrentAnnouncement = (enabled: boolean) => useRead<CurrentAnnouncement>(enabled ? announcementKeys.current() : null);

/** PUT /api/announcements/:id/dismissal: the banner goes for good; the next one (if any) shows. */
export async function dismissAnnouncement(id: number): Promise<void> {
  await send(routes.announcements.dismiss, { id });
  await revalidate(announcementKeys.current());
}

/** GET /api/me/sessions: the member's signed-in devices, this one marked. */
export const useSignedInDevices = (signedIn: boolean) => useRead<SignedInDevice[]>(signedIn ? announcementKeys.devices() : null);

/** DELETE /api/me/sessions/:id: "Sign out this one" (the caller reads its list again). */
export async function signOutDevice(id: number): Promise<void> {
  await send(routes.me.endSession, { id });
}
