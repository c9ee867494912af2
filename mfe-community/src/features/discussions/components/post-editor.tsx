import { DISCUSSION_LIMITS, type PostKind, UpdateThreadSchema, validateWith } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { ErrorText, Input, Label } from '@cci/shared-ui/field-styles';
import { updateReply, updateThread } from '@cci/shared-ui/api';
import { MarkdownEditor, PostAlert, usePostSubmit } from '@cci/forum-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
`;
const Field = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const titleError = (title: string) => validateWith(UpdateThreadSchema)({ title })?.title;

/**
 * The author edits a post in place: a thread's title and body, a reply's body. The API marks it "edited" and keeps
 * what changed in its edit history.
 */
export function PostEditor({
  kind,
  id,
  community,
  initial,
  initialTitle,
  onDone,
}: {
  kind: PostKind;
  id: number;
  community: string;
  initial: string;
  /** A thread's title (threads only). */
  initialTitle?: string;
  onDone: (saved: boolean) => void;
}) {
  const fieldId = useId();
  const [body, setBody] = useState(initial);
  const [title, setTitle] = useState(initialTitle ?? '');
  const [titleMessage, setTitleMessage] = useState<string | undefined>();
  const { busy, error, submit } = usePostSubmit();
  const editsTitle = kind === 'thread' && initialTitle !== undefined;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = editsTitle ? titleError(title) : undefined;
    setTitleMessage(message);
    if (message) return;
    const saved = await submit<unknown>(() =>
      kind === 'thread' ? updateThread(id, editsTitle && title !== initialTitle ? { title, body } : { body }) : updateReply(id, { body }),
    );
    if (saved) onDone(true);
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Edit post">
      {editsTitle && (
        <Field>
          <Label htmlFor={`${fieldId}-title`}>Title</Label>
          <Input
            id={`${fieldId}-title`}
            value={title}
            maxLength={DISCUSSION_LIMITS.title.max}
            onChange={(event) => setTitle(event.target.value)}
            $invalid={!!titleMessage}
            aria-invalid={!!titleMessage || undefined}
            aria-describedby={titleMessage ? `${fieldId}-title-error` : undefined}
            autoComplete="off"
          />
          {titleMessage && <ErrorText id={`${fieldId}-title-error`}>{titleMessage}</ErrorText>}
        </Field>
      )}
      <MarkdownEditor label="Edit your post" value={body} onChange={setBody} community={community} rows={6} images />
      <PostAlert message={error} />
      <Actions>
        <Button $variant="ghost" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </Actions>
    </Form>
  );
}
