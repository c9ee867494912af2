import { CreateThreadSchema, DISCUSSION_LIMITS, validateWith, type ThreadView } from '@cci/contracts';
import { Button, media, toast } from '@cci/shared-ui';
import { createThread } from '@cci/shared-ui/api';
import { PostAlert, threadPath, usePostSubmit } from '@cci/forum-ui';
import { ErrorText, Hint, Input, Label } from '@cci/shared-ui/forms';
import { Link } from '@cci/shared-ui/router';
import { MessageSquare, Send, Trophy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MyAvatar } from './my-avatar';
import { titleFromBody } from '../title-from-body';
import { FeedCard } from './feed-card-parts';
import { useShowTab } from '../tab-context';

const ComposerRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  > span {
    display: none;
    ${media.md} {
      display: inline-grid;
    }
  }
  > div {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: ${(p) => p.theme.space(1.5)};
  }
`;
const TextArea = styled.textarea<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 84px;
  resize: vertical;
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
  line-height: ${(p) => p.theme.lineHeight.normal};
  &::placeholder {
    color: ${(p) => p.theme.color.subtle};
  }
  &:hover {
    border-color: ${(p) => p.theme.color.borderStrong};
  }
  &:focus {
    background: ${(p) => p.theme.color.surface};
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  > button:last-child {
    margin-left: auto;
  }
`;
const Posted = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.success};
  font-weight: ${(p) => p.theme.fontWeight.medium};
`;

type Errors = Partial<Record<'title' | 'body', string>>;
const validate = validateWith(CreateThreadSchema);

/**
 * The Feed's composer (spec §2: "Share your AI insights with the community...", buttons Discussion, Challenge, Share),
 * made real. Share posts the text as a discussion: once the member writes, a Title field appears; left empty, the
 * post's first line is the thread's title (issue 30: a title the member had not been asked for failed the share). Discussion opens the full thread composer (kind, Markdown preview, mentions). Challenge opens the
 * Challenges tab. A refusal (a posting limit with when it lifts, an unverified address...) shows the API's message.
 */
export function FeedComposer({ slug, firstName, onStartDiscussion }: { slug: string; firstName: string; onStartDiscussion: () => void }) {
  const showTab = useShowTab();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [posted, setPosted] = useState<ThreadView | null>(null);
  const { busy, error, submit } = usePostSubmit();
  const writing = body !== '' || title !== '';

  async function share(event: FormEvent) {
    event.preventDefault();
    setPosted(null);
    const chosen = title.trim() || titleFromBody(body);
    const found: Errors = validate({ title: chosen, body, kind: 'discussion' }) ?? {};
    setErrors(found);
    if (found.title || found.body) return;
    const thread = await submit(() => createThread(slug, { title: chosen, body: body.trim(), kind: 'discussion' }));
    if (!thread) return;
    setTitle('');
    setBody('');
    setPosted(thread);
    toast({ title: 'Discussion posted', description: thread.title });
  }

  return (
    <FeedCard as="form" aria-label="Create a post" data-testid="post-composer" onSubmit={share} noValidate>
      <ComposerRow>
        <MyAvatar firstName={firstName} size={40} />
        <div>
          <label htmlFor="dashboard-composer" className="visually-hidden">
            Write a post
          </label>
          <TextArea
            id="dashboard-composer"
            rows={3}
            placeholder="Share your AI insights with the community..."
            value={body}
            maxLength={DISCUSSION_LIMITS.threadBody.max}
            onChange={(e) => setBody(e.target.value)}
            $invalid={!!errors.body}
            aria-invalid={!!errors.body || undefined}
            aria-describedby={errors.body ? 'dashboard-composer-error' : undefined}
          />
          {errors.body && <ErrorText id="dashboard-composer-error">{errors.body}</ErrorText>}
          {writing && (
            <>
              <Label htmlFor="dashboard-composer-title">Title</Label>
              <Input
                id="dashboard-composer-title"
                value={title}
                maxLength={DISCUSSION_LIMITS.title.max}
                onChange={(e) => setTitle(e.target.value)}
                autoComplete="off"
                $invalid={!!errors.title}
                aria-invalid={!!errors.title || undefined}
                aria-describedby={errors.title ? 'dashboard-composer-title-error' : 'dashboard-composer-title-hint'}
              />
              {errors.title ? (
                <ErrorText id="dashboard-composer-title-error">{errors.title}</ErrorText>
              ) : (
                <Hint id="dashboard-composer-title-hint">Optional: left empty, your first line is the title.</Hint>
              )}
            </>
          )}
        </div>
      </ComposerRow>
      <PostAlert message={error} />
      {posted && (
        <Posted role="status" data-testid="composer-posted">
          Posted: <Link to={threadPath(slug, posted.id)}>{posted.title}</Link>
        </Posted>
      )}
      <Toolbar>
        <Button $variant="ghost" $size="sm" onClick={onStartDiscussion} aria-haspopup="dialog">
          <MessageSquare aria-hidden="true" /> Discussion
        </Button>
        <Button $variant="ghost" $size="sm" onClick={() => showTab('challenges')}>
          <Trophy aria-hidden="true" /> Challenge
        </Button>
        <Button type="submit" $size="sm" disabled={busy}>
          <Send aria-hidden="true" /> {busy ? 'Sharing…' : 'Share'}
        </Button>
      </Toolbar>
    </FeedCard>
  );
}
