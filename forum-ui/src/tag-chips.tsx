import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { discussionsPath } from './thread-path';

/** A row of tags that wraps, read as a list (the chips, the picker's choices). */
export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${(p) => p.theme.space(2.5)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.backgroundAlt};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A community's list of the threads carrying `tag`: its discussions page with `?tag=`. */
export const taggedPath = (community: string, tag: string) => `${discussionsPath(community)}?tag=${encodeURIComponent(tag)}`;

/** A thread's tags, each a link to the community's list filtered by it; nothing for a thread without tags. */
export function TagChips({ community, tags }: { community: string; tags: readonly string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <TagList aria-label="Tags" data-testid="tag-chips">
      {tags.map((tag) => (
        <li key={tag}>
          <Chip to={taggedPath(community, tag)} aria-label={`Discussions tagged ${tag}`}>
            {tag}
          </Chip>
        </li>
      ))}
    </TagList>
  );
}
