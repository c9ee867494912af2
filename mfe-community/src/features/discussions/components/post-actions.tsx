import { DISCUSSION_MESSAGES, type PostKind, type PostView, type ThreadView } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { acceptReply, deleteReply, deleteThread, setLike } from '@cci/shared-ui/api';
import { DiscussionDialog, postErrorMessage } from '@cci/forum-ui';
import { CheckCircle2, Flag, Heart, Pencil, Quote, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

/**
 * The report form and what it needs (its schema: valibot; the shared form fields with final-form), loaded when the
 * reader points at, focuses or presses Report: a thread page's first visit does not download them (about 17 KB brotli).
 */
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
`;
const LikeButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${(p) => p.theme.color.dangerSoft};
    border-color: ${(p) => p.theme.color.dangerLine};
    color: ${(p) => p.theme.color.danger};
    svg {
      fill: currentColor;
    }
  }
`;
const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Confirm = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  p {
    color: ${(p) => p.theme.color.muted};
  }
  > div {
    display: flex;
    justify-content: flex-end;
    gap: ${(p) => p.theme.space(2)};
  }
`;

const likes = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'like' : 'likes'}`;

export interface PostActionsProps {
  kind: PostKind;
  id: number;
  post: PostView;
  thread: ThreadView;
  signedIn: boolean;
  /** For a reply: whether it is the accepted answer. */
  accepted?: boolean;
  onQuote?: () => void;
  onEdit: () => void;
  refresh: () => Promise<unknown>;
  onDeleted?: () => void;
}

/**
 * What a reader may do with a post: like it (members who may take part, not one's own; others see the count), quote it, accept it (the
 * question's author), edit and delete it (its author; delete asks first), report it (the community's members but its author).
 */
export function PostActions({ kind, id, post, thread, signedIn, accepted, onQuote, onEdit, refresh, onDeleted }: PostActionsProps) {
  const [liking, setLiking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Mounted from the first Report on, so that closing it returns focus to the button (the <dialog> closes, not goes).
  const [reportOpened, setReportOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  if (post.deleted) return null;

  const act = async (what: string, run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
      await refresh();
      return true;
    } catch (err) {
      toast({ variant: 'destructive', title: what, description: postErrorMessage(err) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const like = async () => {
    setLiking(true);
    await act('Could not change your like', () => setLike(kind, id, !post.likedByMe));
    setLiking(false);
  };
  const remove = async () => {
    const done = await act('Could not delete the post', () => (kind === 'thread' ? deleteThread(id) : deleteReply(id)));
    if (done) {
      setConfirming(false);
      toast({ title: 'Post deleted' });
      onDeleted?.();
    }
  };
  const canAccept = kind === 'reply' && thread.kind === 'question' && thread.mine && !thread.deleted;
  // The rule book: likes and reports are for the approved, confirmed members who may post here (a locked
  // thread takes no replies, but its posts may still be liked and reported). Others see the count only.
  const takesPart = signedIn && !post.mine && (thread.canReply || thread.replyBlockedReason === DISCUSSION_MESSAGES.locked);

  return (
    <Bar data-testid="post-actions">
      {takesPart ? (
        <LikeButton
          $variant="outline"
          $size="sm"
          aria-pressed={post.likedByMe}
          aria-label={`Like (${likes(post.likeCount)})`}
          disabled={liking}
          onClick={() => void like()}
        >
          <Heart aria-hidden="true" /> {post.likeCount}
        </LikeButton>
      ) : (
        <Count>
          <Heart aria-hidden="true" /> {likes(post.likeCount)}
        </Count>
      )}
      {onQuote && !post.hidden && (
        <Button $variant="ghost" $size="sm" onClick={onQuote}>
          <Quote aria-hidden="true" /> Quote
        </Button>
      )}
      {canAccept && (
        <Button
          $variant={accepted ? 'secondary' : 'outline'}
          $size="sm"
          disabled={busy}
          onClick={() => void act('Could not change the accepted answer', () => acceptReply(thread.id, { replyId: accepted ? null : id }))}
        >
          <CheckCircle2 aria-hidden="true" /> {accepted ? 'Unaccept answer' : 'Accept answer'}
        </Button>
      )}
      {post.mine && (
        <>
          <Button $variant="ghost" $size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button $variant="ghost" $size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
          <DiscussionDialog open={confirming} onClose={() => setConfirming(false)} title="Delete this post?">
            <Confirm>
              <p>It will show as “This post was deleted” in the thread. This cannot be undone.</p>
              <div>
                <Button $variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button onClick={() => void remove()} disabled={busy}>
                  Delete post
                </Button>
              </div>
            </Confirm>
          </DiscussionDialog>
        </>
      )}
      {takesPart && (
        <>
          <Button
            $variant="ghost"
            $size="sm"
            onPointerEnter={() => void loadReportDialog()}
            onFocus={() => void loadReportDialog()}
            onClick={() => {
              setReportOpened(true);
              setReporting(true);
            }}
          >
            <Flag aria-hidden="true" /> Report
          </Button>
          {reportOpened && (
            <Suspense fallback={null}>
              <ReportDialog kind={kind} id={id} open={reporting} onClose={() => setReporting(false)} />
            </Suspense>
          )}
        </>
      )}
    </Bar>
  );
}
