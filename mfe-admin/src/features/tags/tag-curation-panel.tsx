import { type AdminTag, CreateTagSchema, TAG_LIMITS, validateWith } from '@cci/contracts';
import { Badge, Button, media, toast, toastFailure } from '@cci/shared-ui';
import { createTag, deleteTag, setTagSettings, updateTag, useAdminTags, useCommunities } from '@cci/shared-ui/api';
import { ErrorText, Input, Label } from '@cci/shared-ui/field-styles';
import { Tags } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DataTable, TableEmpty, type Column } from '../../components/data-table';
import { TabSection } from '../../components/tab-section';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(6)};
`;
const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  min-width: 0;
  select {
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
    font: inherit;
  }
`;
const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 40px;
  font-size: ${(p) => p.theme.fontSize.sm};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;
const AddForm = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  ${media.md} {
    grid-template-columns: minmax(0, 14rem) minmax(0, 1fr) auto;
    align-items: start;
    > button {
      margin-top: 1.6rem;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  ${media.md} {
    flex-wrap: nowrap;
    justify-content: flex-end;
  }
`;
const Muted = styled.span`
  color: ${(p) => p.theme.color.muted};
`;

type Errors = Partial<Record<'name' | 'description', string>>;

/** Add a curated tag: its name (checked as the API checks it) and an optional description. */
function AddTagForm({ community }: { community: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = (validateWith(CreateTagSchema)({ name, description: description || null }) ?? {}) as Errors;
    setErrors(found);
    if (found.name || found.description) return;
    setBusy(true);
    try {
      const tag = await createTag(community, { name, description: description.trim() || null });
      toast({ title: `Tag ${tag.name} added` });
      setName('');
      setDescription('');
    } catch (err) {
      toastFailure('The tag could not be added', err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AddForm onSubmit={onSubmit} noValidate aria-label="Add a tag">
      <Field>
        <Label htmlFor={`${id}-name`}>New tag</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TAG_LIMITS.name}
          placeholder="fine-tuning"
          onChange={(e) => setName(e.target.value)}
          $invalid={!!errors.name}
          aria-invalid={!!errors.name || undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          autoComplete="off"
        />
        {errors.name && <ErrorText id={`${id}-name-error`}>{errors.name}</ErrorText>}
      </Field>
      <Field>
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Input
          id={`${id}-description`}
          value={description}
          maxLength={TAG_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
          $invalid={!!errors.description}
          aria-invalid={!!errors.description || undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
        />
        {errors.description && <ErrorText id={`${id}-description-error`}>{errors.description}</ErrorText>}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add tag'}
      </Button>
    </AddForm>
  );
}

/** A staff action on one tag, said in a toast either way. */
async function act(work: () => Promise<unknown>, done: string, failed: string) {
  try {
    await work();
    toast({ title: done });
  } catch (err) {
    toastFailure(failed, err);
  }
}

const columns = (community: string): readonly Column<AdminTag>[] => [
  { header: 'Tag', primary: true, cell: (t) => <strong>{t.name}</strong> },
  { header: 'Description', cell: (t) => t.description ?? <Muted>None</Muted> },
  {
    header: 'Status',
    cell: (t) =>
      t.approved ? (
        <Badge $tone="success">Curated</Badge>
      ) : (
        <span>
          <Badge $tone="warning">Suggested</Badge> {t.createdBy && <Muted>by {t.createdBy.name}</Muted>}
        </span>
      ),
  },
  { header: 'Threads', cell: (t) => t.threadCount.toLocaleString('en-US') },
  {
    header: 'Actions',
    actions: true,
    cell: (t) => (
      <Actions>
        {!t.approved && (
          <Button
            $size="sm"
            aria-label={`Approve the tag ${t.name}`}
            onClick={() => void act(() => updateTag(community, t.name, { approved: true }), `Tag ${t.name} approved`, 'Not approved')}
          >
            Approve
          </Button>
        )}
        <Button
          $size="sm"
          $variant="outline"
          aria-label={`Delete the tag ${t.name}`}
          onClick={() => void act(() => deleteTag(community, t.name), `Tag ${t.name} deleted`, 'Not deleted')}
        >
          Delete
        </Button>
      </Actions>
    ),
  },
];

/** Whether members may suggest tags: the box follows the click at once, and goes back if the change is refused. */
function SuggestionsToggle({ community, allowed }: { community: string; allowed: boolean }) {
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = async (allow: boolean) => {
    setAsked(allow);
    await act(
      () => setTagSettings(community, { allowSuggestions: allow }),
      allow ? 'Members may suggest tags' : 'Members can no longer suggest tags',
      'The setting was not saved',
    );
    setAsked(null);
  };
  return (
    <Toggle>
      <input type="checkbox" checked={asked ?? allowed} disabled={asked !== null} onChange={(e) => void change(e.target.checked)} />
      Members may suggest new tags
    </Toggle>
  );
}

/**
 * Staff curate each community's tags (issue 29 §4): the list with the members' suggestions first (approve or delete
 * them), a form to add a tag, and whether members may suggest new ones. Every change is in the audit log.
 */
export function TagCurationPanel() {
  const id = useId();
  const { data: communities } = useCommunities();
  const [chosen, setChosen] = useState<string | null>(null);
  const community = chosen ?? communities?.[0]?.slug ?? null;
  const { data, error } = useAdminTags(community ?? undefined);
  return (
    <TabSection id="tags-title" title="Tags" intro="Each community's tags: members pick up to 5 for a discussion; staff curate the list.">
      <Controls>
        <Field>
          <Label htmlFor={`${id}-community`}>Community</Label>
          <select id={`${id}-community`} value={community ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {communities?.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        {data && community && <SuggestionsToggle key={community} community={community} allowed={data.allowSuggestions} />}
      </Controls>
      {community && <AddTagForm key={community} community={community} />}
      {error && <p role="alert">The tags could not be loaded. {error.message}</p>}
      {data && community && (
        <DataTable
          label="Tags"
          columns={columns(community)}
          rows={data.tags}
          rowKey={(t) => t.name}
          testId="admin-tags"
          empty={
            <TableEmpty>
              <Tags size={28} aria-hidden="true" />
              This community has no tags yet: add the first one above.
            </TableEmpty>
          }
        />
      )}
    </TabSection>
  );
}
