import { DEMO_TIME_SLOTS, EVENT_TYPES } from '@cci/contracts';
import { optionLabel } from '../../lib/option-label';

/** The stored choice values of the public forms as the forms showed them ("panel" → "Panel Discussion"). */
export const eventTypeLabel = optionLabel(EVENT_TYPES);
export const timeSlotLabel = optionLabel(DEMO_TIME_SLOTS);
export { communityLabel } from '../../lib/option-label';
