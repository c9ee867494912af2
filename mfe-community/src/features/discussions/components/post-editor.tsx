import type { PostKind } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { updateReply, updateThread } from '@cci/shared-ui/api';
import { MarkdownEditor, PostAlert, usePostSubmit } from '@cci/forum-ui';
import { useState, type FormEvent } from 'react';
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

/** The author edits a post in place; the API marks it "edited". */
export function PostEditor({
  kind,
  id,
  community,
  initial,
  onDone,
}: {
  kind: PostKind;
  id: number;
  community: string;
  initial: string;
  onDone: (saved: boolean) => void;
}) {
  const [body, setBody] = useState(initial);
  const { busy, error, submit } = usePostSubmit();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await submit<unknown>(() => (kind === 'thread' ? updateThread(id, { body }) : updateReply(id, { body })));
    if (saved) onDone(true);
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Edit post">
      <MarkdownEditor label="Edit your post" value={body} onChange={setBody} community={community} rows={6} />
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
