import type { EventRequestInput } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';

/** POST /api/event-requests → 201 { id }. The API validates with the same EventRequestSchema. */
export async function sendEventRequest(values: EventRequestInput): Promise<{ id: number }> {
  return (await apiRequest('POST', '/api/event-requests', values)).json() as Promise<{ id: number }>;
}
