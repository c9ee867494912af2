import { Button, Card, media } from '@cci/shared-ui';
import { MessageSquare, Send, Trophy } from 'lucide-react';
import styled from 'styled-components';
import { FEED_POSTS } from '../../../content/feed';
import { initialOf } from '../dashboard-view';
import { InitialsAvatar } from './avatar';
import { FeedPostCard } from './feed-post-card';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

const Composer = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  ${media.md} {
    padding: ${(p) => p.theme.space(5)};
  }
`;
const ComposerRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  > span {
    display: none;
    ${media.md} {
      display: inline-grid;
    }
  }
`;
const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 84px;
  resize: vertical;
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  line-height: ${(p) => p.theme.lineHeight.normal};
  &::placeholder {
    color: ${(p) => p.theme.color.subtle};
  }
  &:hover {
    border-color: ${(p) => p.theme.color.borderStrong};
  }
  &:focus {
    background: ${(p) => p.theme.color.surface};
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  > button:last-child {
    margin-left: auto;
  }
`;
const Posts = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;

/**
 * Feed, middle column (spec §2): the post composer ("Share your AI insights with the community...", buttons
 * Discussion, Challenge, Share) and the three example posts. Nothing is wired: the text is not sent anywhere.
 */
export function FeedColumn({ firstName }: { firstName: string }) {
  return (
    <Column data-testid="feed-middle">
      <Composer as="section" aria-label="Create a post" data-testid="post-composer">
        <ComposerRow>
          <InitialsAvatar $size={40}>{initialOf(firstName)}</InitialsAvatar>
          <label htmlFor="dashboard-composer" className="visually-hidden">
            Write a post
          </label>
          <TextArea id="dashboard-composer" rows={3} placeholder="Share your AI insights with the community..." />
        </ComposerRow>
        <Toolbar>
          <Button $variant="ghost" $size="sm">
            <MessageSquare aria-hidden="true" /> Discussion
          </Button>
          <Button $variant="ghost" $size="sm">
            <Trophy aria-hidden="true" /> Challenge
          </Button>
          <Button $size="sm">
            <Send aria-hidden="true" /> Share
          </Button>
        </Toolbar>
      </Composer>

      <Posts aria-labelledby="dashboard-feed-title" data-testid="feed-posts">
        <h2 id="dashboard-feed-title" className="visually-hidden">
          Community feed
        </h2>
        {FEED_POSTS.map((post) => (
          <FeedPostCard key={post.id} post={post} />
        ))}
      </Posts>
    </Column>
  );
}
