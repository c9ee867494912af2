import type { BlockedMember, ConversationSummary, DirectMessage, MessagePage, ReportPost, UnreadMessages } from '@cci/contracts';
import { routes } from '@cci/contracts';
import { mutate } from 'swr';
import { call, href, load, send } from './endpoint';
import { revalidate, revalidatePrefix, useRead } from './read';

// Direct messages and blocking (issue 30 §3). Keys are the URLs.

const k = {
  conversations: () => href(routes.conversations.list, {}),
  newest: (id: number | string) => href(routes.conversations.messages, { id }),
  unread: () => href(routes.conversations.unread, {}),
  blocks: () => href(routes.conversations.blocks, {}),
};

/** The member's conversations, the newest activity first. */
export const useConversations = (enabled = true) => useRead<ConversationSummary[]>(enabled ? k.conversations() : null);
/** A conversation and its newest messages (earlier ones through loadEarlierMessages). */
export const useNewestMessages = (id: number | string) => useRead<MessagePage>(k.newest(id));
/** The page of messages before `cursor` (a MessagePage's nextCursor). */
export const loadEarlierMessages = (id: number, cursor: string) => load(routes.conversations.messages, { id }, { cursor });
/** The member's unread messages (the nav's count); kept current by the stream's `message` events. */
export const useUnreadMessages = (enabled = true) => useRead<UnreadMessages>(enabled ? k.unread() : null);
/** A `message` event's count, as the stream gave it. */
export const setUnreadMessages = (unread: number) => mutate(k.unread(), { unread }, { revalidate: false });
/** The list is read again (a message arrived somewhere). */
export const refreshConversations = () => revalidate(k.conversations());
/** A message arrived or was read in conversation `id`: it and the list are read again. */
export const refreshConversation = (id: number | string) => revalidate(k.newest(id), k.conversations());

/** POST /api/conversations: the conversation with a member (the existing one, or a new one). */
export async function startConversation(memberId: number): Promise<ConversationSummary> {
  const conversation = await call(routes.conversations.start, {}, { memberId });
  await revalidate(k.conversations());
  return conversation;
}

export async function sendDirectMessage(id: number, body: string): Promise<DirectMessage> {
  const message = await call(routes.conversations.send, { id }, { body });
  await refreshConversation(id);
  return message;
}

/** PUT /api/conversations/:id/read: the nav's count follows at once. */
export async function markConversationRead(id: number): Promise<void> {
  const { unread } = await call(routes.conversations.markRead, { id });
  await Promise.all([setUnreadMessages(unread), revalidate(k.conversations())]);
}

export async function reportMessage(id: number, values: ReportPost): Promise<void> {
  await send(routes.conversations.report, { id }, values);
}

/** GET /api/me/blocks: the members the member blocked (settings). */
export const useBlocks = (enabled = true) => useRead<BlockedMember[]>(enabled ? k.blocks() : null);

/** PUT/DELETE /api/members/:id/block; the blocks, conversations and open conversations are read again. */
export async function setMemberBlocked(memberId: number, blocked: boolean): Promise<void> {
  await send(blocked ? routes.conversations.block : routes.conversations.unblock, { id: memberId });
  await Promise.all([revalidate(k.blocks(), k.conversations()), revalidatePrefix('/api/conversations/')]);
}
