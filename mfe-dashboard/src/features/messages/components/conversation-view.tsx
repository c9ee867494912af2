import { CONVERSATION_MESSAGES, type DirectMessage, type ReportPost } from '@cci/contracts';
import { Avatar } from '@cci/shared-ui/avatar';
import { ApiError, Button, Card, media, StateMessage, toast } from '@cci/shared-ui';
import {
  loadEarlierMessages,
  markConversationRead,
  refreshConversation,
  reportMessage,
  sendDirectMessage,
  setMemberBlocked,
  useNewestMessages,
} from '@cci/shared-ui/api';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuPortal, DropdownMenuTrigger } from '@cci/shared-ui/dropdown-menu';
import { useLiveEvents } from '@cci/shared-ui/live';
import { authorName, MarkdownEditor, PostAlert, PostBody, RelativeTime, ReportDialog, usePostSubmit } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { ArrowLeft, Ban, Flag, MoreHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

const Box = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  ${media.sm} {
    padding: ${(p) => p.theme.space(6)};
  }
`;
const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  h1 {
    flex: 1;
    min-width: 0;
    font-size: ${(p) => p.theme.fontSize.xl};
    overflow-wrap: anywhere;
  }
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Messages = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Message = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  > div {
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    border-radius: ${(p) => p.theme.radius.lg};
    background: ${(p) => (p.$mine ? p.theme.color.primarySoft : p.theme.color.backgroundAlt)};
    min-width: 0;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  header strong {
    color: ${(p) => p.theme.color.ink};
  }
`;
const Hidden = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-style: italic;
`;
const Composer = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  > div:last-child {
    display: flex;
    justify-content: flex-end;
  }
`;
const Notice = styled.p`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.backgroundAlt};
  color: ${(p) => p.theme.color.text};
`;
const ReportButton = styled.button.attrs({ type: 'button' })`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 32px;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.xs};
  cursor: pointer;
  svg {
    width: 14px;
    height: 14px;
  }
  &:hover {
    color: ${(p) => p.theme.color.ink};
  }
`;

/** Every message loaded so far, once each, oldest first (the newest page is read again as messages arrive). */
export function mergeMessages(...pages: DirectMessage[][]): DirectMessage[] {
  const byId = new Map<number, DirectMessage>();
  for (const page of pages) for (const m of page) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A conversation (issue 30 §3): its messages (the newest page, earlier pages on request), new ones arriving live, the
 * composer, and a menu to block the other member; each of their messages can be reported. Reading marks it read.
 */
export function ConversationView({ id }: { id: number }) {
  const { data, error } = useNewestMessages(id);
  const [earlier, setEarlier] = useState<DirectMessage[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [body, setBody] = useState('');
  const [reporting, setReporting] = useState<number | null>(null);
  const { busy, error: sendError, setError, submit } = usePostSubmit();

  useLiveEvents((event) => {
    if (event.type === 'message' && event.conversationId === id) void refreshConversation(id);
  });
  const newestId = data?.items.at(-1)?.id ?? 0;
  const unread = data?.conversation.unread ?? 0;
  useEffect(() => {
    if (newestId && unread > 0) void markConversationRead(id).catch(() => undefined);
  }, [id, newestId, unread]);

  const messages = useMemo(() => mergeMessages(earlier, data?.items ?? []), [earlier, data]);
  if (error)
    return (
      <StateMessage
        title={error instanceof ApiError && error.status === 404 ? CONVERSATION_MESSAGES.notFound : 'Could not load the conversation'}
      >
        <Link to="/messages">Back to your messages</Link>
      </StateMessage>
    );
  if (!data) return <Box aria-busy="true" aria-label="Loading the conversation" />;

  const { conversation } = data;
  const other = conversation.other;
  const nextCursor = cursor === undefined ? data.nextCursor : cursor;
  const showEarlier = async () => {
    if (!nextCursor) return;
    setLoadingEarlier(true);
    try {
      const page = await loadEarlierMessages(id, nextCursor);
      setEarlier((e) => mergeMessages(page.items, e));
      setCursor(page.nextCursor);
    } catch {
      toast({ title: 'Earlier messages could not be loaded', variant: 'destructive' });
    } finally {
      setLoadingEarlier(false);
    }
  };
  const sendMessage = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(CONVERSATION_MESSAGES.body);
      return;
    }
    const sent = await submit(() => sendDirectMessage(id, body));
    if (sent) setBody('');
  };
  const block = async (on: boolean) => {
    if (!other) return;
    try {
      await setMemberBlocked(other.id, on);
      toast({ title: on ? `You blocked ${other.displayName}` : `You unblocked ${other.displayName}` });
    } catch (err) {
      toast({ title: 'Not done', description: (err as Error).message, variant: 'destructive' });
    }
  };
  const report = (values: ReportPost) => reportMessage(reporting!, values);

  return (
    <Box aria-labelledby="conversation-title" data-testid="conversation-view">
      <Back to="/messages">
        <ArrowLeft size={16} aria-hidden="true" /> All messages
      </Back>
      <Head>
        <Avatar member={other} size={44} />
        <h1 id="conversation-title">{other ? <Link to={`/members/${other.id}`}>{other.displayName}</Link> : authorName(other)}</h1>
        {other && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button $variant="ghost" $size="sm" aria-label="Conversation options" data-testid="conversation-menu">
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuPortal>
              <DropdownMenuContent align="end" sideOffset={8}>
                <DropdownMenuItem onSelect={() => void block(!conversation.blocked)}>
                  <Ban aria-hidden="true" /> {conversation.blocked ? `Unblock ${other.displayName}` : `Block ${other.displayName}`}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenuPortal>
          </DropdownMenu>
        )}
      </Head>
      <p>Only the two of you can read this conversation.</p>
      {nextCursor && (
        <Button $variant="outline" $size="sm" onClick={() => void showEarlier()} disabled={loadingEarlier}>
          {loadingEarlier ? 'Loading…' : 'Load earlier messages'}
        </Button>
      )}
      <Messages aria-label="Messages" aria-live="polite" aria-relevant="additions" data-testid="messages">
        {messages.map((m) => {
          const mine = m.author !== null && m.author.id !== other?.id && !(other === null && m.author === null);
          return (
            <Message key={m.id} $mine={mine} data-testid="message">
              <Avatar member={m.author} size={32} />
              <div>
                <header>
                  <strong>{mine ? 'You' : authorName(m.author)}</strong>
                  <RelativeTime iso={m.createdAt} />
                  {!mine && !m.hidden && other && (
                    <ReportButton onClick={() => setReporting(m.id)} aria-label={`Report this message from ${authorName(m.author)}`}>
                      <Flag aria-hidden="true" /> Report
                    </ReportButton>
                  )}
                </header>
                {m.hidden ? <Hidden>A moderator hid this message.</Hidden> : <PostBody html={m.html} />}
              </div>
            </Message>
          );
        })}
      </Messages>
      {!messages.length && <Notice>No messages yet: say hello.</Notice>}
      {!other ? (
        <Notice>{CONVERSATION_MESSAGES.otherGone}.</Notice>
      ) : conversation.blocked ? (
        <Notice>
          You blocked {other.displayName}: neither of you can write here.{' '}
          <Button $variant="outline" $size="sm" onClick={() => void block(false)}>
            Unblock
          </Button>
        </Notice>
      ) : (
        <Composer onSubmit={(e) => void sendMessage(e)} aria-label="Write a message">
          <MarkdownEditor label="Your message" value={body} onChange={setBody} rows={3} />
          <PostAlert message={sendError} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send'}
            </Button>
          </div>
        </Composer>
      )}
      {reporting !== null && <ReportDialog what="message" open onClose={() => setReporting(null)} onReport={report} />}
    </Box>
  );
}
