// How a member is named and drawn, in a module of their own with no schema (no valibot): every post, list and avatar
// uses them, and the package is side-effect free, so a page showing members does not download the validation library.

/** A hue (0-359) for a member's initials avatar, the same for an id everywhere (the golden angle spreads neighbours). */
export const avatarHue = (id: number): number => Math.round((Math.abs(id) * 137.508) % 360);

/** "Ada L." from a first and last name (the public form of a name). */
export function displayNameOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** "AL" from a first and last name. */
export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
