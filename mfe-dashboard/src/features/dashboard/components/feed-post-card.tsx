import { Badge, Button, type BadgeTone } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { BookOpen, Heart, MessageCircle, MessagesSquare, Share2, Trophy } from 'lucide-react';
import styled from 'styled-components';
import type { FeedAuthorRole, FeedPost, FeedPostType } from '../../../content/feed';
import { describeAction, plural } from '../dashboard-view';
import { Counts, Description, FeedCard, KindIcon } from './feed-card-parts';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
`;
const Who = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  flex: 1;
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const ROLE_TONE: Record<FeedAuthorRole, BadgeTone> = { Mentor: 'accent', 'Community Leader': 'primary', Member: 'neutral' };
const TYPE_ICON: Record<FeedPostType, typeof BookOpen> = { article: BookOpen, challenge: Trophy, discussion: MessagesSquare };

/**
 * One example feed post (spec §2, §3): author, role badge, action, time, content title, description, like and
 * comment counts and a Share button (not wired). The article is named by its title. these show only
 * while the community has no activity, each with an "Example" badge.
 */
export function FeedPostCard({ post }: { post: FeedPost }) {
  const titleId = `feed-post-${post.id}-title`;
  const Icon = TYPE_ICON[post.type];
  return (
    <FeedCard as="article" aria-labelledby={titleId} data-testid="feed-post">
      <Head>
        <Avatar member={{ id: post.id, initials: post.user.avatar }} size={44} />
        <Who>
          <div>
            <strong>{post.user.name}</strong>
            <Badge $tone={ROLE_TONE[post.user.role]}>{post.user.role}</Badge>
            <Badge $tone="neutral">Example</Badge>
          </div>
          <p>
            {describeAction(post)} · {post.time}
          </p>
        </Who>
        <KindIcon>
          <Icon />
        </KindIcon>
      </Head>
      <h3 id={titleId}>{post.content}</h3>
      <Description>{post.description}</Description>
      <Foot>
        <Counts>
          <span data-testid="post-likes">
            <Heart aria-hidden="true" /> {plural(post.likes, 'like')}
          </span>
          <span data-testid="post-comments">
            <MessageCircle aria-hidden="true" /> {plural(post.comments, 'comment')}
          </span>
        </Counts>
        <Button $variant="ghost" $size="sm">
          <Share2 aria-hidden="true" /> Share<span className="visually-hidden"> post: {post.content}</span>
        </Button>
      </Foot>
    </FeedCard>
  );
}
