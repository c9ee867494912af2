import type { AdminAnnouncement, CreateAnnouncementInput, CurrentAnnouncement } from '../index';
import { shape } from './route';

// Announcements (issue 30 §4): staff make them (the /api/admin/ ones), every reader sees the banner of theirs.
export const list = { method: 'GET', path: '/api/admin/announcements', response: shape<AdminAnnouncement[]> } as const;
export const create = {
  method: 'POST',
  path: '/api/admin/announcements',
  body: shape<CreateAnnouncementInput>,
  response: shape<AdminAnnouncement>,
} as const;
/** The newest announcement for this reader not dismissed (a visitor: the newest one to everyone). */
export const current = { method: 'GET', path: '/api/announcements/current', response: shape<CurrentAnnouncement> } as const;
/** The member hides that banner for good (their bell keeps the announcement). */
export const dismiss = { method: 'PUT', path: '/api/announcements/:id/dismissal' } as const;
