import { MENTORING_LIMITS, type MentorCard as Mentor, type SuggestedMentor } from '@cci/contracts';
import { Badge, Button, Card, toast, toastFailure } from '@cci/shared-ui';
import { requestMentorship } from '@cci/shared-ui/api';
import { DiscussionDialog, MemberAvatar } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  > button {
    margin-top: auto;
  }
  padding: ${(p) => p.theme.space(5)};
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.text};
    overflow-wrap: anywhere;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  > div {
    display: grid;
    gap: 2px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
`;
const Why = styled.p`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover} !important;
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;
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
 * The spec's mentor card (§2 Mentor Matching) for a real mentor: initials, name, community badge, availability,
 * experience, rating, bio, expertise, current/max mentees, "View LinkedIn" when there is one, and "Request Mentorship"
 * (disabled, "Fully Booked" at capacity). A suggested mentor also says why it is suggested.
 */
export function MentorCard({ mentor, slug, canRequest }: { mentor: Mentor | SuggestedMentor; slug: string; canRequest: boolean }) {
  const [open, setOpen] = useState(false);
  const [goal, setGoal] = useState('');
  const [busy, setBusy] = useState(false);
  const full = mentor.currentMentees >= mentor.maxMentees;
  const reason = 'reason' in mentor ? mentor.reason : null;
  const length = goal.trim().length;
  const send = async () => {
    setBusy(true);
    try {
      await requestMentorship(mentor.id, goal, slug);
      setOpen(false);
      toast({ title: 'Request sent', description: `${mentor.name} will answer within 14 days.` });
    } catch (err) {
      toastFailure('Request not sent', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="article" data-testid="mentor-card">
      <Head>
        <MemberAvatar author={{ id: mentor.memberId, initials: mentor.initials }} size={48} />
        <div>
          <h3>
            <Link to={`/members/${mentor.memberId}`}>{mentor.name}</Link>
          </h3>
          <Row>
            <Badge $tone="primary">{mentor.communityId}</Badge>
            <Badge $tone={mentor.availability === 'high' ? 'success' : mentor.availability === 'medium' ? 'warning' : 'neutral'}>
              {mentor.availability} availability
            </Badge>
          </Row>
        </div>
      </Head>
      {reason && (
        <Why data-testid="match-reason">
          <Sparkles aria-hidden="true" /> {reason}
        </Why>
      )}
      {mentor.experience && <p>{mentor.experience}</p>}
      <Row>
        <Star size={14} aria-hidden="true" /> {mentor.totalReviews ? mentor.rating.toFixed(1) : 'New mentor'}
        {mentor.totalReviews > 0 && ` (${mentor.totalReviews})`}
      </Row>
      {mentor.bio && <p>{mentor.bio}</p>}
      <Row>
        {mentor.expertise.map((e) => (
          <Badge key={e}>{e}</Badge>
        ))}
      </Row>
      <Row>
        {mentor.currentMentees}/{mentor.maxMentees} mentees
      </Row>
      {mentor.linkedinUrl && (
        <a href={mentor.linkedinUrl} rel="noopener noreferrer" target="_blank">
          View LinkedIn
        </a>
      )}
      <Button $block disabled={full || !canRequest} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {full ? 'Fully Booked' : 'Request Mentorship'}
      </Button>
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
    </Box>
  );
}
