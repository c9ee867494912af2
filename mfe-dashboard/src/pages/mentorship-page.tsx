import { MENTORING_MESSAGES, mentorshipStatusLabel, type MentorshipSummary, otherPartyOf } from '@cci/contracts';
import { ApiError, Badge, Button, Card, PageTitle, StateMessage, toast, useSession, usePageTitle } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import {
  mentorshipAction,
  rateMentorship,
  refreshMentorship,
  sendMentorshipMessage,
  useMentorship,
  useMentorshipMessages,
} from '@cci/shared-ui/api';
import { useCursorPages } from '@cci/shared-ui/load-more';
import { useLiveEvents } from '@cci/shared-ui/live';
import { authorName, MarkdownEditor, PostBody, RelativeTime } from '@cci/forum-ui';
import { Link, Navigate, useParams } from '@cci/shared-ui/router';
import { Lock, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MemberPage as Page } from '../components/member-page';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { ConfirmDialog } from '../features/settings/components/confirm-dialog';

const Box = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.xl};
  }
`;
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;
const Messages = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${(p) => p.theme.space(3)};
  }
  header {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Stars = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.pill};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
  }
  label:focus-within {
    outline: 3px solid ${(p) => p.theme.color.focus ?? p.theme.color.primary};
    outline-offset: 2px;
  }
`;
const Note = styled.textarea`
  width: 100%;
  min-height: 80px;
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  font: inherit;
`;

/**
 * One page of the pair's thread, as list items. The thread reads as a conversation, so the last page goes on to the
 * next by itself: every message shows, the newest at the bottom.
 */
function MessagePage({ id, cursor, last, onMore }: { id: number; cursor: string | null; last: boolean; onMore: (next: string) => void }) {
  const { data } = useMentorshipMessages(id, cursor);
  const next = data?.nextCursor ?? null;
  useEffect(() => {
    if (last && next) onMore(next);
  }, [last, next, onMore]);
  return (
    <>
      {(data?.items ?? []).map((x) => (
        <li key={x.id}>
          <Avatar member={x.author} size={36} />
          <div>
            <header>
              <strong>{authorName(x.author)}</strong>
              <RelativeTime iso={x.createdAt} />
            </header>
            <PostBody html={x.html} />
          </div>
        </li>
      ))}
    </>
  );
}

function Thread({ m }: { m: MentorshipSummary }) {
  const open = m.status === 'accepted' || m.status === 'completed';
  const pages = useCursorPages(m.id);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open) return null;
  const send = async () => {
    if (!body.trim()) return;
    setBusy(true);
    try {
      await sendMentorshipMessage(m.id, body);
      setBody('');
    } catch (err) {
      toast({ title: 'Message not sent', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="pair-thread">
      <h2 id="pair-thread">
        <Lock size={18} aria-hidden="true" /> Your private thread
      </h2>
      <p>Only the two of you can read this thread.</p>
      <Messages data-testid="mentorship-messages" aria-live="polite" aria-relevant="additions">
        {pages.cursors.map((cursor, i) => (
          <MessagePage key={cursor ?? 'first'} id={m.id} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
        ))}
      </Messages>
      {m.status === 'accepted' && otherPartyOf(m) !== null && (
        <>
          <MarkdownEditor label="Write a message" value={body} onChange={setBody} rows={4} />
          <Actions>
            <Button onClick={() => void send()} disabled={busy || !body.trim()}>
              {busy ? 'Sending…' : 'Send message'}
            </Button>
          </Actions>
        </>
      )}
    </Box>
  );
}

function Rating({ m }: { m: MentorshipSummary }) {
  const [rating, setRating] = useState(0);
  const [note, setNote] = useState('');
  if (m.role !== 'mentee' || m.status !== 'completed') return null;
  const gone = otherPartyOf(m) === null;
  if (m.rating !== null)
    return (
      <Box as="section" aria-label="Your rating">
        <p>
          You rated this mentorship {m.rating} out of 5. <Star size={14} aria-hidden="true" />
        </p>
      </Box>
    );
  if (gone) return null;
  const submit = async () => {
    try {
      await rateMentorship(m.id, rating, note);
      toast({ title: 'Thank you for your rating' });
    } catch (err) {
      toast({ title: 'Rating not saved', description: (err as Error).message, variant: 'destructive' });
    }
  };
  return (
    <Box as="section" aria-labelledby="rate">
      <h2 id="rate">How did it go?</h2>
      <Stars>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} /> {n}{' '}
            <Star size={14} aria-hidden="true" />
          </label>
        ))}
      </Stars>
      <label htmlFor="rating-note">A note for your mentor (optional)</label>
      <Note id="rating-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      <Actions>
        <Button onClick={() => void submit()} disabled={rating === 0}>
          Send rating
        </Button>
      </Actions>
    </Box>
  );
}

/**
 * A mentorship, for its two members only: the goal, the mentor's Accept / Decline while it waits, the
 * pair's private thread once accepted, Complete, and the mentee's rating after completion. When the other member deleted
 * their account, the mentorship and its thread stay readable, the other shown as "Deleted member", and nothing more can
 * be done in it.
 */
export default function MentorshipPage() {
  const { id = '' } = useParams();
  const { status } = useSession();
  const { data, error } = useMentorship(id);
  const [confirming, setConfirming] = useState(false);
  usePageTitle('Mentorship');
  // The other member's message, accept, decline or completion shows at once, in any tab (the stream names the member).
  useLiveEvents((event) => {
    if (event.type === 'mentorship' && String(event.mentorshipId) === id) void refreshMentorship(id);
  });
  if (status === 'loading') return <LoadingState text="Loading your mentorship..." testId="mentorship-loading" />;
  if (status !== 'authenticated') return <Navigate to="/login" replace />;
  if (error)
    return (
      <Page>
        <StateMessage title={error instanceof ApiError && error.status === 404 ? 'Mentorship not found' : 'Could not load the mentorship'}>
          <Link to="/dashboard">Back to your dashboard</Link>
        </StateMessage>
      </Page>
    );
  if (!data) return <LoadingState text="Loading your mentorship..." testId="mentorship-loading" />;
  const m = data;
  const other = otherPartyOf(m);
  const open = other !== null;
  const act = async (action: 'accept' | 'decline' | 'withdraw' | 'complete') => {
    try {
      await mentorshipAction(m.id, action);
      toast({
        title: { accept: 'Request accepted', decline: 'Request declined', withdraw: 'Request withdrawn', complete: 'Mentorship completed' }[
          action
        ],
      });
    } catch (err) {
      toast({ title: 'Not done', description: (err as Error).message, variant: 'destructive' });
    }
  };
  return (
    <Page>
      <header>
        <PageTitle>{m.role === 'mentee' ? `Mentorship with ${authorName(other)}` : `Mentoring ${authorName(other)}`}</PageTitle>
      </header>
      <Box as="section" aria-label="Mentorship">
        <Pair>
          <Avatar member={other} size={48} />
          <div>
            {other ? <Link to={`/members/${other.id}`}>{other.displayName}</Link> : <span>{authorName(other)}</span>}
            {m.community && <p>{m.community.name}</p>}
          </div>
          <Badge
            data-testid="mentorship-status"
            $tone={!open ? 'neutral' : m.status === 'accepted' ? 'success' : m.status === 'pending' ? 'warning' : 'neutral'}
          >
            {mentorshipStatusLabel(m)}
          </Badge>
        </Pair>
        {!open && <p data-testid="mentorship-other-gone">{MENTORING_MESSAGES.otherGone}.</p>}
        <div>
          <strong>Goal</strong>
          <p>{m.goal}</p>
        </div>
        {open && (
          <Actions>
            {m.status === 'pending' && m.role === 'mentor' && (
              <>
                <Button onClick={() => void act('accept')}>Accept</Button>
                <Button $variant="outline" onClick={() => void act('decline')}>
                  Decline
                </Button>
              </>
            )}
            {m.status === 'pending' && m.role === 'mentee' && (
              <Button $variant="outline" onClick={() => void act('withdraw')}>
                Withdraw request
              </Button>
            )}
            {m.status === 'accepted' && (
              <Button $variant="outline" onClick={() => setConfirming(true)} aria-haspopup="dialog">
                Mark as complete
              </Button>
            )}
          </Actions>
        )}
      </Box>
      {/* Completing ends the mentorship for good: asked first (issue 30). */}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Complete this mentorship?"
        description={`It ends your mentorship with ${authorName(other)}. Its messages stay readable and the mentee can rate it. It cannot be undone.`}
      >
        <Actions>
          <Button $variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              void act('complete');
            }}
          >
            Complete mentorship
          </Button>
        </Actions>
      </ConfirmDialog>
      <Thread m={m} />
      <Rating m={m} />
    </Page>
  );
}
