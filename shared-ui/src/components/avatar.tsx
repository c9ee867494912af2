import { avatarHue, type AvatarSrc, avatarSrcSet } from '@cci/contracts';
import styled from 'styled-components';

/**
 * The initials' background: contracts' avatarHue(id) at a saturation and lightness dark enough for white initials to
 * pass WCAG AA (4.5:1) at every hue (the yellows are the lightest; avatar.spec.tsx checks all 360).
 */
export const AVATAR_SATURATION = 60;
export const AVATAR_LIGHTNESS = 28;
export const avatarBackground = (id: number) => `hsl(${avatarHue(id)} ${AVATAR_SATURATION}% ${AVATAR_LIGHTNESS}%)`;

/** What an avatar needs of a member (a PostAuthor, a profile, a leaderboard row's member...). */
export interface AvatarMember {
  id: number;
  initials: string;
  avatar?: AvatarSrc;
}

// The initials' size is a third of the circle's (14.4 px in a 40 px one): one rule for every size, no theme lookups.
const Circle = styled.span.attrs({ 'aria-hidden': true })<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  overflow: hidden;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.muted};
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => p.$size * 0.36}px;
  font-weight: ${(p) => p.theme.fontWeight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;

/**
 * A member's photo (its sizes in a srcset, the size it shows at as `sizes`, width and height: no layout shift), or their
 * initials on their colour; a deleted account (null) gets a neutral "?". Decorative: the name is always written next
 * to it, so the image's alt is empty and the circle hidden from screen readers. `lazy` for avatars below the fold. The
 * photo is square and drawn at the circle's size (width and height), so it needs no CSS of its own (bytes: every forum page).
 */
export function Avatar({
  member,
  size = 40,
  lazy,
  className,
}: {
  member: AvatarMember | null;
  size?: number;
  lazy?: boolean;
  className?: string;
}) {
  const src = member?.avatar;
  return (
    <Circle
      $size={size}
      className={className}
      style={member ? { background: avatarBackground(member.id) } : undefined}
      data-testid="member-avatar"
    >
      {src ? (
        <img
          src={src}
          srcSet={avatarSrcSet(src)}
          sizes={`${size}px`}
          width={size}
          height={size}
          alt=""
          loading={lazy ? 'lazy' : undefined}
        />
      ) : (
        (member?.initials ?? '?')
      )}
    </Circle>
  );
}
