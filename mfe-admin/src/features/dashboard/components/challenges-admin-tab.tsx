import { CreateChallengeSchema, ENTRY_KINDS, ENTRY_KIND_LABELS, validateWith, type ContentItem } from '@cci/contracts';
import { Badge, Button, toast } from '@cci/shared-ui';
import { createChallenge, reviewEntry, useChallengeEntries, useCommunities } from '@cci/shared-ui/api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ContentActions, ContentList, titleColumn } from '../../../components/content/content-list';
import { failureMessage } from '../../../lib/admin-errors';
import { AdminDialog } from '../../../components/admin-dialog';
import { RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { TabSection } from '../../../components/tab-section';
import { FieldPair } from './create-dialog';

interface ChallengeValues {
  community?: string;
  title?: string;
  brief?: string;
  points?: string;
  winnerBonus?: string;
  startsAt?: string;
  endsAt?: string;
  entryKind?: string;
  entriesPublic?: boolean;
}
const toInput = (v: ChallengeValues) => ({
  community: v.community ?? '',
  title: v.title ?? '',
  brief: v.brief ?? '',
  points: v.points === undefined || v.points === '' ? 10 : Number(v.points),
  winnerBonus: v.winnerBonus === undefined || v.winnerBonus === '' ? 25 : Number(v.winnerBonus),
  startsAt: v.startsAt ? new Date(v.startsAt).toISOString() : '',
  endsAt: v.endsAt ? new Date(v.endsAt).toISOString() : '',
  entryKind: (v.entryKind || 'text') as (typeof ENTRY_KINDS)[number],
  entriesPublic: v.entriesPublic ?? false,
});
const validate = validateWith(CreateChallengeSchema);

/** The entries of one challenge, for review. */
function Entries({ c }: { c: { id: number; title: string; submissionCount: number } }) {
  const [open, setOpen] = useState(false);
  const { data } = useChallengeEntries(open ? c.id : null);
  const review = async (entryId: number, status: 'completed' | 'winner' | 'rejected') => {
    try {
      await reviewEntry(c.id, entryId, status);
      toast({ title: status === 'winner' ? 'Marked as winner' : status === 'completed' ? 'Marked completed' : 'Entry rejected' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not saved', description: failureMessage(err, 'Please try again.') });
    }
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={`Entries: ${c.title}`}
      description="Completed pays the challenge's points; a winner also gets the bonus and the Challenger badge. Points are paid once."
      trigger={
        <Button $variant="outline" $size="sm">
          Entries ({c.submissionCount})<span className="visually-hidden"> of {c.title}</span>
        </Button>
      }
    >
      {!data ? (
        <p>Loading…</p>
      ) : data.length === 0 ? (
        <p>No entries yet.</p>
      ) : (
        <ol data-testid="challenge-entries">
          {data.map((e) => (
            <li key={e.id} style={{ display: 'grid', gap: '0.5rem', marginBottom: '1rem' }}>
              <strong>{e.author?.displayName ?? 'Deleted member'}</strong> <Badge>{e.status}</Badge>
              {e.html && <div dangerouslySetInnerHTML={{ __html: e.html }} />}
              {e.url && <a href={e.url}>{e.url}</a>}
              {e.thread && <a href={`/community/${e.thread.community}/discussions/${e.thread.id}`}>{e.thread.title}</a>}
              <RowActions>
                <Button $size="sm" onClick={() => void review(e.id, 'completed')}>
                  Completed<span className="visually-hidden"> ({e.author?.displayName})</span>
                </Button>
                <Button $size="sm" $variant="outline" onClick={() => void review(e.id, 'winner')}>
                  Winner<span className="visually-hidden"> ({e.author?.displayName})</span>
                </Button>
                <Button $size="sm" $variant="ghost" onClick={() => void review(e.id, 'rejected')}>
                  Reject<span className="visually-hidden"> ({e.author?.displayName})</span>
                </Button>
              </RowActions>
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  );
}

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** Where a challenge's window stands at `now`. */
const phaseOf = (c: ContentItem, now: number) => {
  if (Date.parse(String(c.fields.startsAt)) > now) return 'upcoming';
  return Date.parse(String(c.fields.endsAt)) > now ? 'running' : 'ended';
};

function Phase({ c }: { c: ContentItem }) {
  const [now] = useState(Date.now); // when the row was first drawn
  const phase = phaseOf(c, now);
  if (phase === 'upcoming') return <Badge $tone="primary">Upcoming</Badge>;
  return phase === 'running' ? <Badge $tone="success">Running</Badge> : <Badge>Ended</Badge>;
}

const columns: readonly Column<ContentItem>[] = [
  titleColumn,
  { header: 'Status', cell: (c) => <Phase c={c} /> },
  {
    header: 'Points',
    cell: (c) => (
      <Nowrap>
        {Number(c.fields.points ?? 0)} XP · winner +{Number(c.fields.winnerBonus ?? 0)}
      </Nowrap>
    ),
  },
  { header: 'Participants', cell: (c) => String(c.fields.participantCount ?? 0) },
  {
    header: 'Actions',
    actions: true,
    cell: (c) => (
      <ContentActions
        item={c}
        more={<Entries c={{ id: c.id, title: c.title, submissionCount: Number(c.fields.submissionCount ?? 0) }} />}
      />
    ),
  },
];

/**
 * Set challenges in a community and review their entries: the list of every community's
 * challenges with search, the status filter and pages, and each one's Edit, Feature / Unfeature and Delete (restored
 * from Archived).
 */
export function ChallengesAdminTab() {
  const { data: communities } = useCommunities();
  const options = (communities ?? []).map((c) => ({ value: c.slug, label: c.name }));
  return (
    <TabSection
      id="challenges-title"
      title="Challenges"
      intro="Set a challenge with a brief, points and a window; review the entries."
      action={
        <FormDialog<ChallengeValues>
          trigger={
            <Button>
              <Trophy aria-hidden="true" /> Create Challenge
            </Button>
          }
          title="Create Challenge"
          description="Members of the community join and send one entry before the end."
          submitLabel="Create"
          submittingLabel="Creating..."
          initialValues={{ community: 'entrepreneurs', points: '10', winnerBonus: '25', entryKind: 'text', entriesPublic: false }}
          validate={(v) => validate(toInput(v))}
          onSubmit={async (v) => {
            await createChallenge(toInput(v));
          }}
          done={(v) => ({ title: 'Challenge created', description: v.title })}
          failed={() => ({ variant: 'destructive', title: 'Challenge not created', description: 'See the reason in the form.' })}
        >
          <SelectField name="community" label="Community" placeholder="Choose" options={options} />
          <TextField name="title" label="Title" />
          <TextAreaField name="brief" label="Brief (Markdown)" rows={5} />
          <FieldPair>
            <TextField name="points" label="Points" type="number" />
            <TextField name="winnerBonus" label="Winner bonus" type="number" />
          </FieldPair>
          <FieldPair>
            <TextField name="startsAt" label="Starts" type={'datetime-local' as 'text'} />
            <TextField name="endsAt" label="Ends" type={'datetime-local' as 'text'} />
          </FieldPair>
          <SelectField
            name="entryKind"
            label="Entry"
            placeholder="Choose"
            options={ENTRY_KINDS.map((k) => ({ value: k, label: ENTRY_KIND_LABELS[k] }))}
          />
          <CheckboxField name="entriesPublic" label="Show entries before the end" />
        </FormDialog>
      }
    >
      <ContentList
        kind="challenges"
        label="Challenges"
        columns={columns}
        empty={
          <TableEmpty>
            <Trophy size={28} aria-hidden="true" />
            Challenges will appear here once you create them.
          </TableEmpty>
        }
      />
    </TabSection>
  );
}
