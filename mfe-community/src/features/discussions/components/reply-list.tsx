import type { ReplyView, ThreadView } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { useThread } from '@cci/shared-ui/api';
import { LoadMore } from '@cci/shared-ui/load-more';
import { authorName } from '@cci/forum-ui';
import styled from 'styled-components';
import { PostCard } from './post-card';

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  gap: ${(p) => p.theme.space(3)};
  list-style: none;
`;

export interface ReplyListProps {
  thread: ThreadView;
  signedIn: boolean;
  /** A reply shown elsewhere (the accepted answer, under the question): not repeated here. */
  skip: number | null;
  onQuote: ((reply: ReplyView) => void) | undefined;
  refresh: () => Promise<unknown>;
}

/** A reply as a card, with its anchor (#reply-<id>) and quote. */
export function ReplyCard({ reply, ...props }: Omit<ReplyListProps, 'skip'> & { reply: ReplyView }) {
  return (
    <PostCard
      kind="reply"
      id={reply.id}
      post={reply}
      thread={props.thread}
      signedIn={props.signedIn}
      anchor={`reply-${reply.id}`}
      accepted={reply.accepted}
      quoted={reply.quoted && { id: reply.quoted.id, authorName: authorName(reply.quoted.author), excerpt: reply.quoted.excerpt }}
      onQuote={props.onQuote && (() => props.onQuote!(reply))}
      refresh={props.refresh}
    />
  );
}

/** One page of replies; the first comes with the thread (pre-rendered), the next ones with "Load more". */
export function ReplyPage({
  cursor,
  last,
  onMore,
  replies,
  ...props
}: ReplyListProps & {
  cursor: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
  replies?: { items: ReplyView[]; nextCursor: string | null };
}) {
  const { data, error, mutate } = useThread(cursor ? props.thread.id : undefined, cursor);
  const page = replies ?? data?.replies;
  if (!page) {
    return error ? (
      <div role="alert">
        <p>These replies could not be loaded. {error.message}</p>
        <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    ) : (
      <p aria-busy="true">Loading replies…</p>
    );
  }
  return (
    <>
      <List>
        {page.items
          .filter((reply) => reply.id !== props.skip)
          .map((reply) => (
            <li key={reply.id}>
              <ReplyCard reply={reply} {...props} />
            </li>
          ))}
      </List>
      {last && <LoadMore next={page.nextCursor} onMore={onMore} label="Load more replies" />}
    </>
  );
}
