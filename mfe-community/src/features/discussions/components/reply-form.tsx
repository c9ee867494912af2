import { DRAFT_MESSAGES, replyDraftKey, type ReplyView, type ThreadView } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { createReply } from '@cci/shared-ui/api';
import { DiscardDraftDialog, DraftStatusText, MarkdownEditor, PostAlert, usePostSubmit, useServerDraft } from '@cci/forum-ui';
import { X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { ReplyDraft } from './reply-composer';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  > button[type='submit'] {
    margin-left: auto;
  }
`;
const QuoteNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const DraftLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;
/**
 * The reply form of a member who may reply: Markdown with preview and mentions, quote-reply (the quoted reply's id goes
 * with the post). What they write is a draft on the server (`reply:<thread id>`): found again when the thread opens, on
 * any device, saved as they type, discarded (after asking) or posted. Loaded only for them (ReplyComposer).
 */
export default function ReplyForm({
  thread,
  draft,
  onDraft,
  textareaRef,
  onPosted,
}: {
  thread: ThreadView;
  draft: ReplyDraft;
  onDraft: (draft: ReplyDraft) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onPosted: (reply: ReplyView) => void;
}) {
  const { busy, error, submit } = usePostSubmit();
  const server = useServerDraft(replyDraftKey(thread.id), (stored) => {
    if (draft.body) return false;
    onDraft({ body: stored.body, quoted: null });
    return true;
  });
  const { change } = server;
  // Typing, a quote the thread page adds, and emptying the box all reach the server (the same text is never sent twice).
  useEffect(() => change({ body: draft.body }), [change, draft.body]);
  const [asking, setAsking] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    server.hold();
    const reply = await submit(() => createReply(thread.id, { body: draft.body, quotedReplyId: draft.quoted?.id ?? null }));
    if (reply) {
      server.discard();
      onDraft({ body: '', quoted: null });
      onPosted(reply);
    }
  }

  return (
    <Form onSubmit={onSubmit} onBlur={server.onBlur} noValidate>
      {draft.quoted && (
        <QuoteNote>
          Quoting {draft.quoted.authorName}
          <Button $variant="ghost" $size="sm" aria-label="Stop quoting" onClick={() => onDraft({ ...draft, quoted: null })}>
            <X aria-hidden="true" />
          </Button>
        </QuoteNote>
      )}
      <MarkdownEditor
        label="Reply"
        value={draft.body}
        onChange={(body) => onDraft({ ...draft, body })}
        community={thread.community.slug}
        textareaRef={textareaRef}
        rows={5}
        images
      />
      <PostAlert message={error} />
      <Row>
        <DraftLine>
          {draft.body.trim() && (
            <Button $variant="ghost" $size="sm" onClick={() => setAsking(true)} disabled={busy}>
              {DRAFT_MESSAGES.discardDraft}
            </Button>
          )}
          <DraftStatusText status={server.status} refusal={server.refusal} />
        </DraftLine>
        <Button type="submit" disabled={busy || !draft.body.trim()}>
          {busy ? 'Posting…' : 'Post reply'}
        </Button>
      </Row>
      <DiscardDraftDialog
        open={asking}
        onKeep={() => {
          setAsking(false);
          textareaRef.current?.focus();
        }}
        onDiscard={() => {
          setAsking(false);
          server.discard();
          onDraft({ body: '', quoted: null });
        }}
      />
    </Form>
  );
}
