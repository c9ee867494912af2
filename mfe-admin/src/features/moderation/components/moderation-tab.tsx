import { StateMessage } from '@cci/shared-ui';
import { useModerationQueue } from '@cci/shared-ui/api';
import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { useAdminQuery } from '../../../lib/use-admin-query';
import { MODERATION_READ } from '../moderation-read';
import { TabSection } from '../../../components/tab-section';
import { ModerationItemCard } from './moderation-item';

const Queue = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

/**
 * The Moderation tab. The queue of reported posts, one card per post (the API groups the reports), the
 * longest-waiting first. Each decision takes the post out of the queue.
 */
export default function ModerationTab() {
  const { data, error, isLoading, mutate } = useAdminQuery(useModerationQueue(true, MODERATION_READ));
  const queue = data ? [...data].sort((a, b) => Date.parse(a.firstReportedAt) - Date.parse(b.firstReportedAt)) : [];
  return (
    <TabSection
      id="moderation-title"
      title="Moderation"
      intro="Reported posts, the longest-waiting first. Every decision notifies the author and the reporters."
    >
      {isLoading ? (
        <ListSkeleton label="Loading reports" />
      ) : error && !data ? (
        <LoadError what="Reports" error={error} onRetry={() => mutate()} />
      ) : queue.length === 0 ? (
        <StateMessage role="status" icon={<ShieldCheck size={28} aria-hidden="true" />} title="No reports to review">
          Posts that members report will appear here.
        </StateMessage>
      ) : (
        <Queue data-testid="moderation-queue">
          {queue.map((item) => (
            <ModerationItemCard key={`${item.post.kind}-${item.post.id}`} item={item} />
          ))}
        </Queue>
      )}
    </TabSection>
  );
}
