import type { DemoRequestInput, DemoRequestReceipt } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';

/** POST /api/demo-requests → 201 { id, confirmationId }. The confirmation id is never shown (spec §7). */
export async function sendDemoRequest(values: DemoRequestInput): Promise<DemoRequestReceipt> {
  return (await apiRequest('POST', '/api/demo-requests', values)).json() as Promise<DemoRequestReceipt>;
}
