import { Avatar } from '@cci/shared-ui/avatar';
import type { SearchHit } from '@cci/contracts';
import { authorName, headingLink, RelativeTime, threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { safeSnippet } from '../safe-snippet';

export const Hit = styled.article`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  h2 {
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    overflow-wrap: anywhere;
    ${headingLink}
  }
`;
export const Snippet = styled.p`
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  mark {
    padding: 0 2px;
    border-radius: 3px;
    background: ${(p) => p.theme.color.highlight};
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** One search result: the thread's title (to the post: #reply-<id> for a reply), the matching snippet, who and when. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <Hit data-testid="search-hit">
      <h2>
        <Link to={threadPath(hit.community.slug, hit.threadId, hit.replyId)}>{hit.threadTitle}</Link>
      </h2>
      <Snippet dangerouslySetInnerHTML={{ __html: safeSnippet(hit.snippetHtml) }} />
      <Meta>
        <Avatar member={hit.author} size={24} />
        <span>
          {hit.kind === 'reply' ? 'Reply by' : 'Started by'} {authorName(hit.author)}
        </span>
        <span>in {hit.community.name}</span>
        <RelativeTime iso={hit.createdAt} />
      </Meta>
    </Hit>
  );
}
