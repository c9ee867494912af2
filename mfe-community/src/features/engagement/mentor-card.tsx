import { MENTORING_LIMITS, type MentorCard as Mentor, type SuggestedMentor } from '@cci/contracts';
import { Button, toast, toastFailure } from '@cci/shared-ui';
import { mentorshipAction, requestMentorship, useMyMentorships } from '@cci/shared-ui/api';
import { MentorCard } from '@cci/shared-ui/mentor-card';
import { DiscussionDialog } from '@cci/forum-ui';
import { useState } from 'react';
import styled from 'styled-components';

const Goal = styled.textarea`
  width: 100%;
  min-height: 140px;
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  font: inherit;
`;
const Form = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * A real mentor's card (the spec's mentor card, shared with the preview), whose "Request Mentorship" asks for a goal and
 * sends the request. A suggested mentor also says why it is suggested. While the member's request waits for the mentor,
 * the button reads "Request sent" and a Withdraw button takes it back (issue 30).
 */
export function RequestableMentorCard({
  mentor,
  slug,
  canRequest,
}: {
  mentor: Mentor | SuggestedMentor;
  slug: string;
  canRequest: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [goal, setGoal] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = useMyMentorships(canRequest);
  const length = goal.trim().length;
  const waiting = mine.data?.find((m) => m.role === 'mentee' && m.status === 'pending' && m.mentor?.profileId === mentor.id);
  const withdraw = async (id: number) => {
    setBusy(true);
    try {
      await mentorshipAction(id, 'withdraw');
      await mine.mutate();
      toast({ title: 'Request withdrawn', description: `Your request to ${mentor.name} is withdrawn.` });
    } catch (err) {
      toastFailure('Request not withdrawn', err);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      await requestMentorship(mentor.id, goal, slug);
      await mine.mutate(); // the button says so at once
      setOpen(false);
      toast({ title: 'Request sent', description: `${mentor.name} will answer within 14 days.` });
    } catch (err) {
      toastFailure('Request not sent', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <MentorCard
      mentor={mentor}
      reason={'reason' in mentor ? mentor.reason : null}
      onRequest={() => setOpen(true)}
      requestDisabled={!canRequest}
      requested={waiting !== undefined}
    >
      {waiting && (
        <Button $block $variant="ghost" disabled={busy} onClick={() => void withdraw(waiting.id)}>
          Withdraw request<span className="visually-hidden"> to {mentor.name}</span>
        </Button>
      )}
      <DiscussionDialog open={open} onClose={() => setOpen(false)} title={`Ask ${mentor.name} for mentoring`}>
        <Form>
          <label htmlFor={`goal-${mentor.id}`}>What do you want to achieve?</label>
          <Goal id={`goal-${mentor.id}`} value={goal} onChange={(e) => setGoal(e.target.value)} maxLength={MENTORING_LIMITS.goal.max} />
          <small aria-live="polite">
            {length} / {MENTORING_LIMITS.goal.max} characters
            {length < MENTORING_LIMITS.goal.min ? ` (at least ${MENTORING_LIMITS.goal.min})` : ''}
          </small>
          <Button onClick={() => void send()} disabled={busy || length < MENTORING_LIMITS.goal.min}>
            {busy ? 'Sending…' : 'Send request'}
          </Button>
        </Form>
      </DiscussionDialog>
    </MentorCard>
  );
}
