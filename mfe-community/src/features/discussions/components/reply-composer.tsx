import { DISCUSSION_MESSAGES, type ReplyView, type ThreadView } from '@cci/contracts';
import { ButtonLink, Skeleton } from '@cci/shared-ui';
import { lazy, Suspense, useId, type RefObject } from 'react';
import styled from 'styled-components';

// The form and its draft machinery are a member's who may reply: a reader's first visit loads neither.
const ReplyForm = lazy(() => import('./reply-form'));

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
      {props.thread.canReply ? (
        <Suspense fallback={<Skeleton $h="12rem" $radius="10px" />}>
          <ReplyForm {...props} />
        </Suspense>
      ) : (
        <BlockedReply thread={props.thread} />
      )}
    </Box>
  );
}
