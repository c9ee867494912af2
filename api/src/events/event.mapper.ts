import { type CommunityEvent, CommunityEventSchema } from '@cci/contracts';
import * as v from 'valibot';
import type { EventEntity } from './event.entity';

/**
 * The event as the API answers it: exactly the contract's fields, in its order (the entity's properties carry the
 * same names), checked against the schema so that an entity that lost a field fails here rather than in a client.
 */
export function toEvent(e: EventEntity): CommunityEvent {
  return v.parse(CommunityEventSchema, e);
}
