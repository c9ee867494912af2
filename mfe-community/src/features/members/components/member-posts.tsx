import { threadPath } from '@cci/forum-ui';
import type { MemberProfile } from '@cci/contracts';
import { Button, Skeleton, toast, useSession } from '@cci/shared-ui';
import { setMemberMuted, useMemberPosts, useMyMutes } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { Link } from '@cci/shared-ui/router';
import { BellOff, Bell, Heart } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel } from './profile-parts';

// A member's posts on their profile and, for another signed-in
// member, the switch that mutes their posts in one's notifications.

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
// A list item like the posts above it, not a centred row.
const More = styled(LoadMore)`
  display: block;
`;
const Item = styled.li`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding-bottom: ${(p) => p.theme.space(3)};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  a {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${(p) => p.theme.color.primary};
  }
`;
const Excerpt = styled.p`
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  svg {
    width: 14px;
    height: 14px;
  }
`;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One page of posts; the last page shown offers the next. */
function PostsPage({
  memberId,
  cursor,
  last,
  onMore,
}: {
  memberId: number;
  cursor: string | null;
  last: boolean;
  onMore: (next: string) => void;
}) {
  const { data, error, isLoading } = useMemberPosts(memberId, cursor);
  if (isLoading) return <Skeleton $h="4rem" />;
  if (error || !data) return <Muted role="alert">Posts could not be loaded.</Muted>;
  if (!cursor && data.items.length === 0) return null;
  return (
    <>
      {data.items.map((post) => (
        <Item key={`${post.kind}:${post.replyId ?? post.threadId}`}>
          <Link to={threadPath(post.community.slug, post.threadId, post.replyId)}>
            {post.kind === 'reply' ? `Re: ${post.threadTitle}` : post.threadTitle}
          </Link>
          {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
          <Meta>
            <span>{post.kind === 'reply' ? 'Reply' : 'Discussion'}</span>
            <span aria-hidden="true">·</span>
            <span>{post.community.name}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.createdAt}>{DAY.format(new Date(post.createdAt))}</time>
            <span aria-hidden="true">·</span>
            <span>
              <Heart aria-hidden="true" /> {post.likeCount} {post.likeCount === 1 ? 'like' : 'likes'}
            </span>
          </Meta>
        </Item>
      ))}
      {last && <More next={data.nextCursor} onMore={onMore} label="Load more posts" size="sm" listItem />}
    </>
  );
}

export function MemberPosts({ profile }: { profile: MemberProfile }) {
  const pages = useCursorPages();
  const { data: first } = useMemberPosts(profile.id);
  return (
    <Panel aria-labelledby="member-posts">
      <h2 id="member-posts">Posts</h2>
      {first && first.items.length === 0 ? (
        <Muted>{profile.displayName} has not posted yet.</Muted>
      ) : (
        <List>
          {pages.cursors.map((cursor, i) => (
            <PostsPage key={cursor ?? 'first'} memberId={profile.id} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
          ))}
        </List>
      )}
    </Panel>
  );
}

/** For another signed-in member: hear nothing of this member's posts (replies, mentions), or again. */
export function MuteMember({ profile }: { profile: MemberProfile }) {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated';
  const { data: mutes } = useMyMutes(signedIn && user?.id !== profile.id);
  const [busy, setBusy] = useState(false);
  if (!signedIn || user?.id === profile.id || !mutes) return null;
  const muted = mutes.some((m) => m.id === profile.id);
  const toggle = async () => {
    setBusy(true);
    try {
      await setMemberMuted(profile.id, !muted);
      toast({
        title: muted ? 'Unmuted' : 'Muted',
        description: muted
          ? `You will hear of ${profile.displayName}'s replies and mentions again.`
          : `You will no longer be notified of ${profile.displayName}'s replies and mentions.`,
      });
    } catch {
      toast({ variant: 'destructive', title: 'Something went wrong', description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button $variant="outline" $size="sm" onClick={() => void toggle()} disabled={busy} aria-pressed={muted} data-testid="mute-member">
      {muted ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />} {muted ? 'Unmute' : 'Mute notifications'}
    </Button>
  );
}
