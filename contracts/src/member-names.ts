// How a member is named and drawn, in a module of their own with no schema (no valibot): every post, list and avatar
// uses them, and the package is side-effect free, so a page showing members does not download the validation library.

/** A hue (0-359) for a member's initials avatar, the same for an id everywhere (the golden angle spreads neighbours). */
export const avatarHue = (id: number): number => Math.round((Math.abs(id) * 137.508) % 360);

/** A member's photo: square, at these sizes (px), WebP and AVIF (PUT /api/me/avatar). */
export const AVATAR_SIZES = [48, 96, 256] as const;

/**
 * A member's photo as every public read carries it: the path of its largest WebP, which names its sizes
 * (`/uploads/<hash>.48-96-256/256.webp`); null when they have none (the initials show).
 */
export type AvatarSrc = string | null;

/** "…/48.webp 48w, …/96.webp 96w, …/256.webp 256w": the srcset of a photo's path. */
export function avatarSrcSet(src: string): string {
  const m = /^(.+\.([\d-]+))\/\d+\.webp$/.exec(src);
  return m
    ? m[2]
        .split('-')
        .map((w) => `${m[1]}/${w}.webp ${w}w`)
        .join(', ')
    : src;
}

/** "Ada L." from a first and last name (the public form of a name). */
export function displayNameOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** "AL" from a first and last name. */
export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
