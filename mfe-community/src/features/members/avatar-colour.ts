import { avatarHue } from '@cci/contracts';

/**
 * The background of a member's initials avatar: contracts' avatarHue(id) at a saturation and lightness dark enough
 * for white initials to pass WCAG AA (4.5:1) at every hue (the yellows are the lightest; avatar-colour.spec.ts checks
 * all 360).
 */
export const AVATAR_SATURATION = 60;
export const AVATAR_LIGHTNESS = 28;

export const avatarBackground = (id: number) => `hsl(${avatarHue(id)} ${AVATAR_SATURATION}% ${AVATAR_LIGHTNESS}%)`;
