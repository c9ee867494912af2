import { ENTRY_KIND_LABELS, type ChallengeView } from '@cci/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  Skeleton,
  StateMessage,
  media,
  toast,
  toastFailure,
  useIsBrowser,
  useSession,
} from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { enterChallenge, joinChallenge, useChallenge } from '@cci/shared-ui/api';
import { MarkdownEditor, PostBody, RelativeTime } from '@cci/forum-ui';
import { Link, useParams } from '@cci/shared-ui/router';
import { Clock, Trophy, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CommunityPageFrame } from '../components/community-page-frame';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
    align-items: start;
  }
`;
const Box = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(6)};
  min-width: 0;
  align-content: start;
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
  }
  > span {
    justify-self: start;
  }
`;
const Facts = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  svg {
    width: 18px;
    height: 18px;
    color: ${(p) => p.theme.color.primary};
  }
`;
const Countdown = styled.p`
  font-size: ${(p) => p.theme.fontSize['2xl']};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
const Avatars = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Entries = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    padding-bottom: ${(p) => p.theme.space(4)};
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
`;
const Input = styled.input`
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  font: inherit;
`;

/** "2d 04h 13m" until `iso`, ticking each minute in the browser. */
function useCountdown(iso: string): string {
  const browser = useIsBrowser();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const ms = Math.max(0, Date.parse(iso) - (browser ? now : Date.parse(iso)));
  const d = Math.floor(ms / 86_400_000);
  const h = Math.floor((ms % 86_400_000) / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return `${d}d ${String(h).padStart(2, '0')}h ${String(m).padStart(2, '0')}m`;
}

const STATUS_TONE = { pending: 'warning', completed: 'success', winner: 'accent', rejected: 'danger' } as const;
const STATUS_TEXT = { pending: 'Waiting for review', completed: 'Completed', winner: 'Winner', rejected: 'Not accepted' } as const;

function EntryForm({ c, slug }: { c: ChallengeView; slug: string }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const body = c.entryKind === 'link' ? { url: text.trim() } : c.entryKind === 'thread' ? { threadId: Number(text) } : { text };
      await enterChallenge(c.id, slug, body);
      toast({ title: 'Entry sent', description: 'An admin will review it.' });
    } catch (err) {
      toastFailure('Entry not sent', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="entry-title">
      <h2 id="entry-title">Your entry</h2>
      {c.entryKind === 'text' ? (
        <MarkdownEditor label="Your entry" value={text} onChange={setText} rows={6} community={slug} />
      ) : (
        <label>
          {c.entryKind === 'link' ? 'Link to your work' : 'The id of your discussion thread in this community'}
          <Input value={text} onChange={(e) => setText(e.target.value)} inputMode={c.entryKind === 'thread' ? 'numeric' : 'url'} />
        </label>
      )}
      <Button onClick={() => void submit()} disabled={busy || !text.trim()}>
        {busy ? 'Sending…' : 'Send entry'}
      </Button>
    </Box>
  );
}

/**
 * A challenge, pre-rendered: its brief, a countdown, points and bonus, who takes part; members join and
 * send their one entry of its kind; entries show after the end (or when the admin made them public).
 */
export default function ChallengePage() {
  const { slug = '', id = '' } = useParams<{ slug: string; id: string }>();
  const { data, error } = useChallenge(id);
  const { status } = useSession();
  const countdown = useCountdown(data ? (data.phase === 'upcoming' ? data.startsAt : data.endsAt) : new Date().toISOString());
  const [busy, setBusy] = useState(false);
  return (
    <CommunityPageFrame slug={slug} title={() => data?.title ?? 'Challenge'}>
      {() => {
        if (error)
          return (
            <StateMessage
              role="alert"
              title={error instanceof ApiError && error.status === 404 ? 'Challenge not found' : 'The challenge could not be loaded'}
            >
              <Link to={`/dashboard/${slug}`}>Back to the dashboard</Link>
            </StateMessage>
          );
        if (!data) return <Skeleton $h="300px" $radius="16px" />;
        const c = data;
        const join = async () => {
          setBusy(true);
          try {
            await joinChallenge(c.id, slug);
            toast({ title: 'You joined the challenge', description: c.title });
          } catch (err) {
            toastFailure('Could not join', err);
          } finally {
            setBusy(false);
          }
        };
        const more = c.participantCount - c.participants.length;
        return (
          <Layout>
            <div style={{ display: 'grid', gap: '1.5rem', minWidth: 0 }}>
              <Box as="section" aria-labelledby="brief-title">
                <h2 id="brief-title">The brief</h2>
                <PostBody html={c.briefHtml} />
              </Box>
              {status === 'authenticated' && c.phase === 'active' && !c.myEntry && <EntryForm c={c} slug={slug} />}
              {c.myEntry && (
                <Box as="section" aria-labelledby="my-entry-title" data-testid="my-entry">
                  <h2 id="my-entry-title">Your entry</h2>
                  <Badge $tone={STATUS_TONE[c.myEntry.status]}>{STATUS_TEXT[c.myEntry.status]}</Badge>
                  {c.myEntry.html && <PostBody html={c.myEntry.html} />}
                  {c.myEntry.url && (
                    <a href={c.myEntry.url} rel="nofollow ugc noopener noreferrer">
                      {c.myEntry.url}
                    </a>
                  )}
                  {c.myEntry.feedback && <p>Feedback: {c.myEntry.feedback}</p>}
                </Box>
              )}
              {c.entries && (
                <Box as="section" aria-labelledby="entries-title">
                  <h2 id="entries-title">Entries</h2>
                  {c.entries.length === 0 ? (
                    <p>No entries yet.</p>
                  ) : (
                    <Entries>
                      {c.entries.map((e) => (
                        <li key={e.id}>
                          <header>
                            <Avatar member={e.author} size={28} />
                            <strong>{e.author?.displayName ?? 'Deleted member'}</strong>
                            <RelativeTime iso={e.submittedAt} />
                            {e.status !== 'pending' && <Badge $tone={STATUS_TONE[e.status]}>{STATUS_TEXT[e.status]}</Badge>}
                          </header>
                          {e.html && <PostBody html={e.html} />}
                          {e.url && (
                            <a href={e.url} rel="nofollow ugc noopener noreferrer">
                              {e.url}
                            </a>
                          )}
                          {e.thread && <Link to={`/community/${e.thread.community}/discussions/${e.thread.id}`}>{e.thread.title}</Link>}
                        </li>
                      ))}
                    </Entries>
                  )}
                </Box>
              )}
            </div>
            <Box as="aside" aria-label="About this challenge">
              <Badge $tone={c.phase === 'active' ? 'success' : c.phase === 'upcoming' ? 'primary' : 'neutral'}>
                {c.phase === 'active' ? 'Running' : c.phase === 'upcoming' ? 'Upcoming' : 'Ended'}
              </Badge>
              {c.phase !== 'ended' && (
                <div>
                  <p>{c.phase === 'upcoming' ? 'Starts in' : 'Time left'}</p>
                  <Countdown data-testid="countdown" suppressHydrationWarning>
                    {countdown}
                  </Countdown>
                </div>
              )}
              <Facts>
                <li>
                  <Trophy aria-hidden="true" /> {c.points} XP for completing · winner +{c.winnerBonus} XP
                </li>
                <li>
                  <Clock aria-hidden="true" /> Ends <RelativeTime iso={c.endsAt} />
                </li>
                <li>
                  <Users aria-hidden="true" /> {c.participantCount} taking part · {ENTRY_KIND_LABELS[c.entryKind]}
                </li>
              </Facts>
              {c.participants.length > 0 && (
                <Avatars aria-label="Participants">
                  {c.participants.map((p) => (
                    <li key={p.id}>
                      <Link to={`/members/${p.id}`} aria-label={p.displayName}>
                        <Avatar member={p} size={32} />
                      </Link>
                    </li>
                  ))}
                  {more > 0 && <li>+{more}</li>}
                </Avatars>
              )}
              {status === 'authenticated' && !c.me && c.phase !== 'ended' && (
                <Button onClick={() => void join()} disabled={busy}>
                  Join challenge
                </Button>
              )}
              {c.me && (
                <Badge $tone="accent">{c.me.status === 'active' ? 'You joined' : c.me.status === 'winner' ? 'You won' : 'Completed'}</Badge>
              )}
              {status !== 'authenticated' && <Link to="/login">Log in to join</Link>}
            </Box>
          </Layout>
        );
      }}
    </CommunityPageFrame>
  );
}
