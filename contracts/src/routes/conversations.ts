import type {
  BlockedMember,
  ConversationSummary,
  MessagePage,
  DirectMessage,
  ReportPost,
  StartConversation,
  SendMessage,
  UnreadMessages,
} from '../index';
import { shape } from './route';

// Direct messages (issue 30 §3) and blocking.

/** Opens the conversation with a member: the existing one between the two, or a new one. */
export const start = {
  method: 'POST',
  path: '/api/conversations',
  body: shape<StartConversation>,
  response: shape<ConversationSummary>,
} as const;
/** The member's conversations, the newest activity first. */
export const list = { method: 'GET', path: '/api/conversations', response: shape<ConversationSummary[]> } as const;
export const messages = {
  method: 'GET',
  path: '/api/conversations/:id/messages',
  query: shape<{ cursor?: string | null }>,
  response: shape<MessagePage>,
} as const;
export const send = {
  method: 'POST',
  path: '/api/conversations/:id/messages',
  body: shape<SendMessage>,
  response: shape<DirectMessage>,
} as const;
/** Marks every message of the conversation read (the page does so as messages arrive while it shows). */
export const markRead = { method: 'PUT', path: '/api/conversations/:id/read', response: shape<UnreadMessages> } as const;
/** The member's unread messages over all conversations (the nav's count). */
export const unread = { method: 'GET', path: '/api/me/unread-messages', response: shape<UnreadMessages> } as const;
export const report = { method: 'POST', path: '/api/messages/:id/report', body: shape<ReportPost> } as const;
export const block = { method: 'PUT', path: '/api/members/:id/block' } as const;
export const unblock = { method: 'DELETE', path: '/api/members/:id/block' } as const;
export const blocks = { method: 'GET', path: '/api/me/blocks', response: shape<BlockedMember[]> } as const;
