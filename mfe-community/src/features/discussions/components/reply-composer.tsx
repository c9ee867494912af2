import { DISCUSSION_MESSAGES, type ReplyView, type ThreadView } from '@cci/contracts';
import { ButtonLink } from '@cci/shared-ui';
import { useId, type RefObject } from 'react';
import styled from 'styled-components';
// Not lazy: a member's page is server-rendered with the form, and what they type before it is live is handed to it
// at hydration (shell/src/early-input); a lazy boundary would hydrate after that hand-over and lose the text.
import ReplyForm from './reply-form';

const Box = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  scroll-margin-top: calc(${(p) => p.theme.layout.navHeight} + 16px);
  h2 {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.ink};
  }
`;
const Blocked = styled.p`
  color: ${(p) => p.theme.color.muted};
`;

export interface ReplyDraft {
  body: string;
  quoted: { id: number; authorName: string } | null;
}

/** The blocked reply box: the API's reason, and what to do about it. */
function BlockedReply({ thread }: { thread: ThreadView }) {
  const reason = thread.replyBlockedReason ?? DISCUSSION_MESSAGES.signIn;
  const action =
    reason === DISCUSSION_MESSAGES.signIn ? (
      <ButtonLink to="/login" $variant="outline">
        Log in
      </ButtonLink>
    ) : reason === DISCUSSION_MESSAGES.notMember ? (
      <ButtonLink to={`/community/${encodeURIComponent(thread.community.slug)}`} $variant="outline">
        Join {thread.community.name}
      </ButtonLink>
    ) : reason === DISCUSSION_MESSAGES.unverified ? (
      <ButtonLink to="/settings" $variant="outline">
        Check your e-mail settings
      </ButtonLink>
    ) : null;
  return (
    <>
      <Blocked data-testid="reply-blocked">{reason}.</Blocked>
      {action && <div>{action}</div>}
    </>
  );
}

/**
 * The reply box under a thread: the reply form (reply-form.tsx) for a member who may reply; otherwise why not, in one
 * sentence, with what to do about it.
 */
export function ReplyComposer(props: {
  thread: ThreadView;
  draft: ReplyDraft;
  onDraft: (draft: ReplyDraft) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onPosted: (reply: ReplyView) => void;
}) {
  const id = useId();
  return (
    <Box id="reply" aria-labelledby={`${id}-heading`} data-testid="reply-composer">
      <h2 id={`${id}-heading`}>Your reply</h2>
      {props.thread.canReply ? <ReplyForm {...props} /> : <BlockedReply thread={props.thread} />}
    </Box>
  );
}
