import { SpotlightImageSchema, validateWith, type SpotlightAction, type SpotlightStatus, type SpotlightView } from '@cci/contracts';
import { Badge, Button, ImageFrame, ResponsiveImage, toast } from '@cci/shared-ui';
import { reviewSpotlight, setSpotlightImage, useSpotlightsForReview } from '@cci/shared-ui/api';
import { SegmentedControl } from '@cci/shared-ui/tabs';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { TabSection } from '../../../components/tab-section';
import { failureMessage } from '../../../lib/admin-errors';

const ACTIONS: Record<SpotlightStatus, SpotlightAction[]> = {
  pending: ['approve', 'reject'],
  approved: ['feature', 'unfeature', 'reject'],
  rejected: ['approve'],
};
const LABEL: Record<SpotlightAction, string> = { approve: 'Approve', reject: 'Reject', feature: 'Feature', unfeature: 'Unfeature' };

const STATUS_CHOICES: readonly { value: SpotlightStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const Thumb = styled(ImageFrame)`
  width: 72px;
  border-radius: ${(p) => p.theme.radius.sm};
`;

const validateImage = validateWith(SpotlightImageSchema);

/** Staff give a spotlight an image (uploaded here: re-encoded at several widths), or take it off. */
function SpotlightImageDialog({ s }: { s: SpotlightView }) {
  return (
    <FormDialog<{ image?: string }>
      trigger={
        <Button $variant="outline" $size="sm">
          <ImageIcon aria-hidden="true" /> Image<span className="visually-hidden"> of {s.title}</span>
        </Button>
      }
      title="Spotlight image"
      description={`The picture shown with “${s.title}” on the dashboard and the member's profile. Empty: none.`}
      submitLabel="Save image"
      submittingLabel="Saving..."
      initialValues={{ image: s.image ?? '' }}
      validate={(v) => validateImage({ image: v.image || null })}
      onSubmit={async (v) => {
        await setSpotlightImage(s.id, v.image || null);
      }}
      done={(v) => ({ title: v.image ? 'Image saved' : 'Image taken off', description: s.title })}
      failed={(err) => ({ variant: 'destructive', title: 'Image not saved', description: failureMessage(err, 'Please try again.') })}
    >
      <ImageField name="image" label="Image" uploadsOnly />
    </FormDialog>
  );
}

/** Members' spotlights waiting for review; approve (published), reject, feature (+10 and the badge). */
export function SpotlightsAdminTab() {
  const [status, setStatus] = useState<SpotlightStatus>('pending');
  const { data } = useSpotlightsForReview(status);
  const act = async (s: SpotlightView, action: SpotlightAction) => {
    try {
      await reviewSpotlight(s.id, action);
      toast({ title: `${LABEL[action]}d`, description: s.title });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not saved', description: failureMessage(err, 'Please try again.') });
    }
  };
  const columns: readonly Column<SpotlightView>[] = [
    { header: 'Title', primary: true, cell: (s) => s.title },
    {
      header: 'Image',
      cell: (s) =>
        s.image ? (
          <Thumb>
            <ResponsiveImage src={s.image} sizes="72px" alt="" />
          </Thumb>
        ) : (
          'None'
        ),
    },
    { header: 'Member', cell: (s) => s.author?.displayName ?? 'Deleted member' },
    { header: 'Community', cell: (s) => s.community?.name ?? '' },
    { header: 'Story', cell: (s) => (s.story.length > 90 ? `${s.story.slice(0, 90)}…` : s.story) },
    {
      header: 'Actions',
      actions: true,
      cell: (s) => (
        <RowActions>
          {s.featured && <Badge $tone="warning">Featured</Badge>}
          <SpotlightImageDialog s={s} />
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
      <SegmentedControl label="Which spotlights" options={STATUS_CHOICES} value={status} onChange={setStatus} />
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
