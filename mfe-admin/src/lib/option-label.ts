import { COMMUNITY_OPTIONS } from '@cci/contracts';

/** A stored choice value as its form showed it ("panel" → "Panel Discussion"); a value the list no longer knows shows as stored. */
export const optionLabel = (options: readonly { value: string; label: string }[]) => {
  const map = new Map(options.map((o) => [o.value, o.label]));
  return (value: string | null | undefined) => (value ? (map.get(value) ?? value) : '—');
};

/** A community's slug as its name ("health-fitness" → "Health & Fitness"). */
export const communityLabel = optionLabel(COMMUNITY_OPTIONS);
