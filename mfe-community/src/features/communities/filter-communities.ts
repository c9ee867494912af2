import type { Community } from '@cci/contracts';

/** Spec §4: case-insensitive substring match on name or description, in the browser. */
export function filterCommunities(communities: readonly Community[], query: string): Community[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...communities];
  return communities.filter((c) => c.name.toLowerCase().includes(q) || c.description.toLowerCase().includes(q));
}
