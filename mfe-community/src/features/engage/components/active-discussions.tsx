import type { ThreadSummary } from '@cci/contracts';
import { RelativeTime, threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { MessageSquare } from 'lucide-react';
import { HubEmpty, HubFacts, HubItem, HubList } from './hub-section';

/** Recently active threads: title, community, replies and last activity; each opens its thread. */
export function ActiveDiscussions({ threads }: { threads: ThreadSummary[] }) {
  if (!threads.length) return <HubEmpty>No discussions yet: start one in your community.</HubEmpty>;
  return (
    <HubList>
      {threads.map((t) => (
        <HubItem key={t.id}>
          <h3>
            <Link to={threadPath(t.community.slug, t.id)}>{t.title}</Link>
          </h3>
          <HubFacts>
            <span>{t.community.name}</span>
            <span>
              <MessageSquare aria-hidden="true" />
              {t.replyCount === 1 ? '1 reply' : `${t.replyCount} replies`}
            </span>
            <span>
              Active <RelativeTime iso={t.lastActivityAt} />
            </span>
          </HubFacts>
        </HubItem>
      ))}
    </HubList>
  );
}
