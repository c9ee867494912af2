import {
  type DemoRequestInput,
  type DemoRequestReceipt,
  type EventRequestInput,
  routes,
  type WaitlistInput,
  type WaitlistReceipt,
} from '@cci/contracts';
import { call } from './endpoint';

/** POST /api/event-requests → 201 { id }. The API validates with the same EventRequestSchema. */
export const sendEventRequest = (values: EventRequestInput): Promise<{ id: number }> => call(routes.requests.eventRequest, {}, values);

/** POST /api/demo-requests → 201 { id, confirmationId }. The confirmation id is never shown (spec §7). */
export const sendDemoRequest = (values: DemoRequestInput): Promise<DemoRequestReceipt> => call(routes.requests.demoRequest, {}, values);

/** POST /api/waitlist → 201 { id, email }, or 200 when the e-mail was already on the list (both are a success). */
export const joinWaitlist = (values: WaitlistInput): Promise<WaitlistReceipt> => call(routes.requests.waitlist, {}, values);
