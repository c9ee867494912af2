import { Avatar } from '@cci/shared-ui/avatar';
import { memberPathOf, type ActivityItem } from '@cci/contracts';
import { authorName, RelativeTime, threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { CheckCircle2, Heart, MessageCircle, MessagesSquare, Reply, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { plural } from '../dashboard-view';
import { Counts, Description, FeedCard, KindIcon } from './feed-card-parts';

const Item = styled(FeedCard)`
  h3 a {
    color: ${(p) => p.theme.color.ink};
    text-decoration: none;
  }
  h3 a:hover {
    color: ${(p) => p.theme.color.primaryHover};
    text-decoration: underline;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
  > p {
    flex: 1;
    align-self: center;
    min-width: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
    line-height: ${(p) => p.theme.lineHeight.normal};
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  strong a {
    color: inherit;
  }
`;
const Totals = styled(Counts)`
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const ACTIONS: Record<ActivityItem['kind'], { verb: string; Icon: typeof MessagesSquare }> = {
  thread: { verb: 'started a discussion', Icon: MessagesSquare },
  reply: { verb: 'replied', Icon: Reply },
  accepted: { verb: 'had an answer accepted', Icon: CheckCircle2 },
  member: { verb: 'joined the community', Icon: UserPlus },
};

/** Where a line of the feed leads: the thread (the reply within it) or, for a new member, their profile. */
export function activityHref(item: ActivityItem, community: string): string | null {
  if (item.kind === 'member') return item.actor ? memberPathOf(item.actor.id) : null;
  if (item.threadId === null) return null;
  const replyId = item.kind === 'reply' ? Number(item.id.split(':')[1]) || null : null;
  return threadPath(community, item.threadId, replyId);
}

/**
 * One line of the community's real activity: who did what and when, the thread's title as a link (a new
 * member's name links to their profile), the excerpt, and the thread's likes and replies.
 */
export function ActivityCard({ item, community }: { item: ActivityItem; community: string }) {
  const { verb, Icon } = ACTIONS[item.kind];
  const href = activityHref(item, community);
  const name = authorName(item.actor);
  const titleId = `activity-${item.id.replace(':', '-')}-title`;
  if (item.kind === 'member')
    return (
      <Item as="article" aria-labelledby={titleId} data-testid="activity-item" data-kind={item.kind}>
        <Head>
          <Avatar member={item.actor} size={44} />
          <p id={titleId}>
            <strong>{href ? <Link to={href}>{name}</Link> : name}</strong> {verb} · <RelativeTime iso={item.at} />
          </p>
          <KindIcon>
            <Icon />
          </KindIcon>
        </Head>
      </Item>
    );
  const title = item.threadTitle ?? 'A discussion';
  return (
    <Item as="article" aria-labelledby={titleId} data-testid="activity-item" data-kind={item.kind}>
      <Head>
        <Avatar member={item.actor} size={44} />
        <p>
          <strong>{name}</strong> {verb} · <RelativeTime iso={item.at} />
        </p>
        <KindIcon>
          <Icon />
        </KindIcon>
      </Head>
      <h3 id={titleId}>{href ? <Link to={href}>{title}</Link> : title}</h3>
      {item.excerpt && <Description>{item.excerpt}</Description>}
      <Totals>
        <span>
          <Heart aria-hidden="true" /> {plural(item.likeCount, 'like')}
        </span>
        <span>
          <MessageCircle aria-hidden="true" /> {plural(item.replyCount, 'reply', 'replies')}
        </span>
      </Totals>
    </Item>
  );
}
