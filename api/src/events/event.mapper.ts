import { type CommunityEvent, CommunityEventSchema } from '@cci/contracts';
import * as v from 'valibot';

/**
 * The event as the API answers it: exactly the contract's fields, in its order (events.queries' columns carry the
 * same names), checked against the schema so that a statement that lost a field fails here rather than in a client.
 */
export function toEvent(e: CommunityEvent): CommunityEvent {
  return v.parse(CommunityEventSchema, e);
}
