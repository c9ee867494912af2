import type { DemoRequestInput, DemoRequestReceipt, EventRequestInput, WaitlistInput, WaitlistReceipt } from '../index';
import { shape } from './route';

// The public forms.
export const eventRequest = {
  method: 'POST',
  path: '/api/event-requests',
  body: shape<EventRequestInput>,
  response: shape<{ id: number }>,
} as const;
export const demoRequest = {
  method: 'POST',
  path: '/api/demo-requests',
  body: shape<DemoRequestInput>,
  response: shape<DemoRequestReceipt>,
} as const;
export const waitlist = { method: 'POST', path: '/api/waitlist', body: shape<WaitlistInput>, response: shape<WaitlistReceipt> } as const;
