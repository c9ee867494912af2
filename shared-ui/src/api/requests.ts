import type { DemoRequestInput, DemoRequestReceipt, EventRequestInput, WaitlistInput, WaitlistReceipt } from '@cci/contracts';
import { apiRequest } from './shared';

const post = async <T>(url: string, body: unknown) => (await apiRequest('POST', url, body)).json() as Promise<T>;

/** POST /api/event-requests → 201 { id }. The API validates with the same EventRequestSchema. */
export const sendEventRequest = (values: EventRequestInput) => post<{ id: number }>('/api/event-requests', values);

/** POST /api/demo-requests → 201 { id, confirmationId }. The confirmation id is never shown (spec §7). */
export const sendDemoRequest = (values: DemoRequestInput) => post<DemoRequestReceipt>('/api/demo-requests', values);

/** POST /api/waitlist → 201 { id, email }, or 200 when the e-mail was already on the list (both are a success). */
export const joinWaitlist = (values: WaitlistInput) => post<WaitlistReceipt>('/api/waitlist', values);
