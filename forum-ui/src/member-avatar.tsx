import { avatarHue, type PostAuthor } from '@cci/contracts';
import styled from 'styled-components';

/** Dark enough for white initials at every hue (the profile page's avatar uses the same figures; checked for all 360). */
const SATURATION = 60;
const LIGHTNESS = 28;

/** The background of a member's initials avatar: contracts' avatarHue(id). */
export const memberAvatarBackground = (id: number) => `hsl(${avatarHue(id)} ${SATURATION}% ${LIGHTNESS}%)`;

const Circle = styled.span.attrs({ 'aria-hidden': true })<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.muted};
  color: ${(p) => p.theme.color.onDark};
  font-size: ${(p) => (p.$size >= 48 ? p.theme.fontSize.lg : p.$size >= 36 ? p.theme.fontSize.sm : p.theme.fontSize.xs)};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;

/**
 * A post author's initials on their colour. Decorative: the name is always written next to it. A deleted account
 * (null) gets a neutral circle.
 */
export function MemberAvatar({ author, size = 40 }: { author: Pick<PostAuthor, 'id' | 'initials'> | null; size?: number }) {
  return (
    <Circle $size={size} style={author ? { background: memberAvatarBackground(author.id) } : undefined} data-testid="member-avatar">
      {author ? author.initials : '?'}
    </Circle>
  );
}

/** "Deleted member" stands for an account that no longer exists (its posts stay). */
export const authorName = (author: PostAuthor | null) => author?.displayName ?? 'Deleted member';
