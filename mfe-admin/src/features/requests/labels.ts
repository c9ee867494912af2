import { COMMUNITY_OPTIONS, DEMO_TIME_SLOTS, EVENT_TYPES } from '@cci/contracts';

const lookup = (options: readonly { value: string; label: string }[]) => {
  const map = new Map(options.map((o) => [o.value, o.label]));
  // A stored value the lists no longer know is still shown, as stored.
  return (value: string | null | undefined) => (value ? (map.get(value) ?? value) : '—');
};

/** The stored choice values of the public forms as the forms showed them ("panel" → "Panel Discussion"). */
export const eventTypeLabel = lookup(EVENT_TYPES);
export const timeSlotLabel = lookup(DEMO_TIME_SLOTS);
export const communityLabel = lookup(COMMUNITY_OPTIONS);
