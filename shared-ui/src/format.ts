const countFormat = new Intl.NumberFormat('en-US');

/** Member counts with thousands separators (spec §9): 2847 -> "2,847". */
export const formatCount = (n: number) => countFormat.format(n);

/** Up to two initials for an avatar: first and last word of the name ("Amara Osei" -> "AO", "Cher" -> "C"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : '')).toUpperCase();
}
