import { CreateThreadSchema, THREAD_KINDS, threadDraftKey, validateWith, type ThreadKind, type ThreadView } from '@cci/contracts';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createThread } from '@cci/shared-ui/api';
import { Button, ErrorText } from './shared';
import { MarkdownEditor } from './markdown-editor';
import { PostAlert, postedHere, usePostSubmit } from './post-submit';
import { useDialogCloseGuard } from './dialog';
import { DiscardDraftDialog, DraftStatusText } from './draft-status';
import { useServerDraft } from './use-server-draft';
import { SimilarThreads } from './similar-threads';
import { TagPicker } from './tag-picker';
import { TitleField } from './title-field';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;
const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
`;
/** A row of radio buttons under a legend (the composer's kind; settings' theme). */
export const RadioRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
  border: 0;
  padding: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-height: 32px;
    color: ${(p) => p.theme.color.text};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  > [role='status'] {
    margin-right: auto;
  }
`;

const KIND_LABELS: Record<ThreadKind, string> = { discussion: 'Discussion', question: 'Question (answers can be accepted)' };

type Errors = Partial<Record<'title' | 'body', string>>;

/** Field messages from the contract's schema, before anything is sent. */
const validate = (values: { title: string; body: string; kind: ThreadKind }): Errors => validateWith(CreateThreadSchema)(values) ?? {};

/**
 * A new thread: title, kind and a Markdown body with preview and mentions. It posts with createThread;
 * a refusal (not a member, unverified, a posting limit with when it lifts...) shows the API's message in an alert.
 * Its title and body are a draft on the server (`thread:<community>`): found again when it opens, on any device,
 * saved as the member types; Cancel (or closing the dialog around it) with text asks before discarding it.
 */
export function ThreadComposer({
  community,
  onCreated,
  onCancel,
}: {
  community: string;
  onCreated: (thread: ThreadView) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<ThreadKind>('discussion');
  const [tags, setTags] = useState<string[]>([]);
  // Field messages show from the first attempt to post on, and follow the fields as they are corrected.
  const [tried, setTried] = useState(false);
  const errors: Errors = tried ? validate({ title, body, kind }) : {};
  const { busy, error, submit } = usePostSubmit();
  const draft = useServerDraft(threadDraftKey(community), (stored) => {
    if (title || body) return false;
    setTitle(stored.title ?? '');
    setBody(stored.body);
    return true;
  });
  const [asking, setAsking] = useState(false);
  const hasText = !!(title.trim() || body.trim());
  /** Cancel, the dialog's X or Escape: with text, "Discard this draft?" first. */
  const askFirst = () => {
    if (!hasText) return false;
    setAsking(true);
    return true;
  };
  useDialogCloseGuard(askFirst);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = validate({ title, body, kind });
    if (found.title || found.body) return;
    draft.hold();
    const thread = await submit(() =>
      createThread(community, { title: title.trim(), body: body.trim(), kind, ...(tags.length ? { tags } : {}) }),
    );
    if (thread) {
      draft.discard();
      postedHere.add(thread.id);
      onCreated(thread);
    }
  }

  return (
    <Form onSubmit={onSubmit} onBlur={draft.onBlur} noValidate aria-label="New discussion" data-testid="thread-composer">
      <TitleField
        id={`${id}-title`}
        value={title}
        onChange={(next) => {
          setTitle(next);
          draft.change({ title: next, body });
        }}
        error={errors.title}
      >
        <SimilarThreads community={community} title={title} />
      </TitleField>
      <RadioRow>
        <legend>Kind</legend>
        {THREAD_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {KIND_LABELS[k]}
          </label>
        ))}
      </RadioRow>
      <TagPicker community={community} value={tags} onChange={setTags} />
      <Field>
        <MarkdownEditor
          label="Body"
          value={body}
          onChange={(next) => {
            setBody(next);
            draft.change({ title, body: next });
          }}
          community={community}
          rows={8}
          images
          invalid={!!errors.body}
          describedBy={errors.body ? `${id}-body-error` : undefined}
        />
        {errors.body && <ErrorText id={`${id}-body-error`}>{errors.body}</ErrorText>}
      </Field>
      <PostAlert message={error} />
      <Actions>
        <DraftStatusText status={draft.status} refusal={draft.refusal} />
        {onCancel && (
          <Button $variant="ghost" onClick={() => askFirst() || onCancel()} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting…' : 'Post discussion'}
        </Button>
      </Actions>
      <DiscardDraftDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          draft.discard();
          setTitle('');
          setBody('');
          onCancel?.();
        }}
      />
    </Form>
  );
}
