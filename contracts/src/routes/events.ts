import type {
  CommunityEvent,
  CreateEvent,
  EventAttendeeRecord,
  EventList,
  EventPeriod,
  EventSchedule,
  EventView,
  RsvpBody,
  UpdateEvent,
} from '../index';
import { shape } from './route';

export const list = { method: 'GET', path: '/api/events', response: shape<CommunityEvent[]> } as const;
export const create = { method: 'POST', path: '/api/events', body: shape<CreateEvent>, response: shape<CommunityEvent> } as const;
export const ofCommunity = { method: 'GET', path: '/api/events/community/:communityId', response: shape<CommunityEvent[]> } as const;
/** The same without a community id: 400. */
export const ofNoCommunity = { method: 'GET', path: '/api/events/community' } as const;
export const browse = {
  method: 'GET',
  path: '/api/events/browse',
  query: shape<{ community?: string | null; period?: EventPeriod; cursor?: string | null }>,
  response: shape<EventList>,
} as const;
export const view = { method: 'GET', path: '/api/events/:id', response: shape<EventView> } as const;
/** The schedule by its organiser, or an admin's edit of the record (with the updatedAt it was read with). */
export const update = {
  method: 'PATCH',
  path: '/api/events/:id',
  body: shape<EventSchedule | UpdateEvent>,
  response: shape<EventView>,
} as const;
/** Archived, restorable for 30 days. */
export const remove = { method: 'DELETE', path: '/api/events/:id' } as const;
export const rsvp = { method: 'PUT', path: '/api/events/:id/rsvp', body: shape<RsvpBody>, response: shape<EventView> } as const;
export const withdrawRsvp = { method: 'DELETE', path: '/api/events/:id/rsvp', response: shape<EventView> } as const;
export const attendees = {
  method: 'GET',
  path: '/api/events/:id/attendees',
  query: shape<{ format?: 'csv' }>,
  response: shape<EventAttendeeRecord[]>,
} as const;
/** The event as an iCalendar file. */
export const ics = { method: 'GET', path: '/api/events/:id/ics' } as const;
