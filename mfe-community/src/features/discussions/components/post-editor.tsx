import { type PostKind, UpdateThreadSchema, validateWith } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { updateReply, updateThread } from '@cci/shared-ui/api';
import { MarkdownEditor, PostAlert, TagPicker, TitleField, usePostSubmit } from '@cci/forum-ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
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
  initialTags,
  onDone,
}: {
  kind: PostKind;
  id: number;
  community: string;
  initial: string;
  /** A thread's title (threads only). */
  initialTitle?: string;
  /** A thread's tags (threads only). */
  initialTags?: readonly string[];
  onDone: (saved: boolean) => void;
}) {
  const fieldId = useId();
  const [body, setBody] = useState(initial);
  const [title, setTitle] = useState(initialTitle ?? '');
  const [tags, setTags] = useState<string[]>([...(initialTags ?? [])]);
  const [titleMessage, setTitleMessage] = useState<string | undefined>();
  const { busy, error, submit } = usePostSubmit();
  const editsTitle = kind === 'thread' && initialTitle !== undefined;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = editsTitle ? titleError(title) : undefined;
    setTitleMessage(message);
    if (message) return;
    const retagged = initialTags !== undefined && tags.join() !== initialTags.join();
    const saved = await submit<unknown>(() =>
      kind === 'thread'
        ? updateThread(id, {
            ...(editsTitle && title !== initialTitle ? { title } : {}),
            ...(body !== initial || !retagged ? { body } : {}),
            ...(retagged ? { tags } : {}),
          })
        : updateReply(id, { body }),
    );
    if (saved) onDone(true);
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Edit post">
      {editsTitle && <TitleField id={`${fieldId}-title`} value={title} onChange={setTitle} error={titleMessage} />}
      <MarkdownEditor label="Edit your post" value={body} onChange={setBody} community={community} rows={6} images />
      {initialTags !== undefined && <TagPicker community={community} value={tags} onChange={setTags} />}
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
