import { type Account, replyDraftKey } from '@cci/contracts';
import { ApiError, Button, ButtonLink } from '@cci/shared-ui';
import { createReply, discardDraft, loadDraft, saveDraft } from '@cci/shared-ui/api';
import { threadPath } from '@cci/forum-ui';
import { ErrorText, FieldWrap, Hint, Label, TextArea } from '@cci/shared-ui/forms';
import { Link } from '@cci/shared-ui/router';
import { useEffect, useState } from 'react';
import { introductionDraft } from '../welcome-steps';
import { StepActions } from './step-actions';

type Thread = NonNullable<Account['welcome']['thread']>;

const messageOf = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Your introduction could not be posted: please try again.';

/**
 * Step 4: an introduction in the community's welcome thread. Its text is the member's draft of a reply there (PUT
 * /api/me/drafts/reply:<thread>): prefilled from what the welcome learnt the first time, kept as they edit it (on
 * leaving the field), so it is there again on any device; "Post introduction" replies and ends the welcome.
 */
export function IntroduceStep({
  account,
  thread,
  onPosted,
  onBack,
  onSkip,
}: {
  account: Account;
  thread: Thread;
  onPosted: (path: string) => void;
  onBack: () => void;
  onSkip: () => void;
}) {
  const key = replyDraftKey(thread.id);
  const [body, setBody] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const draft = await loadDraft(key).catch(() => null);
      const text = draft?.body || introductionDraft(account);
      if (!draft) await saveDraft(key, { body: text }).catch(() => undefined);
      if (live) setBody((current) => current ?? text);
    })();
    return () => {
      live = false;
    };
    // The draft is read once, as the step opens (as a composer reads its draft).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  async function post() {
    if (!body?.trim()) {
      setError('Write a few words to introduce yourself');
      return;
    }
    setPosting(true);
    setError(null);
    try {
      const reply = await createReply(thread.id, { body });
      await discardDraft(key).catch(() => undefined);
      onPosted(threadPath(thread.community, thread.id, reply.id));
    } catch (err) {
      setError(messageOf(err));
      setPosting(false);
    }
  }

  return (
    <>
      <p>
        Your introduction goes to <Link to={threadPath(thread.community, thread.id)}>the welcome thread of {thread.communityName}</Link>.
      </p>
      <FieldWrap>
        <Label htmlFor="welcome-introduction">Your introduction</Label>
        <TextArea
          id="welcome-introduction"
          rows={7}
          value={body ?? ''}
          disabled={body === null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'welcome-introduction-error' : 'welcome-introduction-hint'}
          onChange={(e) => setBody(e.target.value)}
          onBlur={() => body !== null && void saveDraft(key, { body }).catch(() => undefined)}
        />
        <Hint id="welcome-introduction-hint">Kept as a draft: edit it now or come back to it later.</Hint>
        {error && (
          <ErrorText id="welcome-introduction-error" role="alert">
            {error}
          </ErrorText>
        )}
      </FieldWrap>
      <StepActions onBack={onBack} onSkip={onSkip}>
        <Button onClick={() => void post()} disabled={posting || body === null}>
          {posting ? 'Posting...' : 'Post introduction'}
        </Button>
      </StepActions>
    </>
  );
}

/** Step 4 for a member of no community yet: where to join one. */
export function NoCommunityYet({ onSkip }: { onSkip: () => void }) {
  return (
    <>
      <p>Join a community to introduce yourself in its welcome thread.</p>
      <StepActions onSkip={onSkip}>
        <ButtonLink to="/community">Browse communities</ButtonLink>
      </StepActions>
    </>
  );
}
