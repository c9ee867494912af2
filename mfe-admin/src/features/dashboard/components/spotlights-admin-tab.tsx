import type { SpotlightAction, SpotlightStatus, SpotlightView } from '@cci/contracts';
import { Badge, Button, toast } from '@cci/shared-ui';
import { reviewSpotlight, useSpotlightsForReview } from '@cci/shared-ui/api';
import { useState } from 'react';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { TabSection } from '../../../components/tab-section';

const ACTIONS: Record<SpotlightStatus, SpotlightAction[]> = {
  pending: ['approve', 'reject'],
  approved: ['feature', 'unfeature', 'reject'],
  rejected: ['approve'],
};
const LABEL: Record<SpotlightAction, string> = { approve: 'Approve', reject: 'Reject', feature: 'Feature', unfeature: 'Unfeature' };

/** Issue 15 §4: members' spotlights waiting for review; approve (published), reject, feature (+10 and the badge). */
export function SpotlightsAdminTab() {
  const [status, setStatus] = useState<SpotlightStatus>('pending');
  const { data } = useSpotlightsForReview(status);
  const act = async (s: SpotlightView, action: SpotlightAction) => {
    try {
      await reviewSpotlight(s.id, action);
      toast({ title: `${LABEL[action]}d`, description: s.title });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not saved', description: (err as Error).message });
    }
  };
  const columns: readonly Column<SpotlightView>[] = [
    { header: 'Title', primary: true, cell: (s) => s.title },
    { header: 'Member', cell: (s) => s.author?.displayName ?? 'Deleted member' },
    { header: 'Community', cell: (s) => s.community?.name ?? '' },
    { header: 'Story', cell: (s) => (s.story.length > 90 ? `${s.story.slice(0, 90)}…` : s.story) },
    {
      header: 'Actions',
      actions: true,
      cell: (s) => (
        <RowActions>
          {s.featured && <Badge $tone="warning">Featured</Badge>}
          {ACTIONS[status]
            .filter((a) => !(a === 'feature' && s.featured) && !(a === 'unfeature' && !s.featured))
            .map((a) => (
              <Button key={a} $size="sm" $variant={a === 'reject' ? 'ghost' : 'outline'} onClick={() => void act(s, a)}>
                {LABEL[a]}
                <span className="visually-hidden"> {s.title}</span>
              </Button>
            ))}
        </RowActions>
      ),
    },
  ];
  return (
    <TabSection
      id="spotlights-title"
      title="Spotlights"
      intro="Members' stories of their own work: approve to publish, feature the best (+10 XP)."
    >
      <div role="group" aria-label="Which spotlights">
        {(['pending', 'approved', 'rejected'] as const).map((s) => (
          <Button
            key={s}
            $size="sm"
            $variant={status === s ? 'primary' : 'outline'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === 'pending' ? 'Waiting' : s === 'approved' ? 'Approved' : 'Rejected'}
          </Button>
        ))}
      </div>
      <DataTable
        label="Spotlights"
        testId="spotlights-table"
        columns={columns}
        rows={data ?? []}
        rowKey={(s) => s.id}
        empty={<TableEmpty>No spotlights here.</TableEmpty>}
      />
    </TabSection>
  );
}
