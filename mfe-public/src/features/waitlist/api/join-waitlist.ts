import type { WaitlistInput } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';

/** POST /api/waitlist → 201 { id, email }, or 200 when the e-mail was already on the list (both are a success). */
export async function joinWaitlist(values: WaitlistInput): Promise<{ id: number; email: string }> {
  return (await apiRequest('POST', '/api/waitlist', values)).json() as Promise<{ id: number; email: string }>;
}
