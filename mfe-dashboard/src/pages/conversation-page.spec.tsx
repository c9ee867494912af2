/** @jest-environment jsdom */
import { CONVERSATION_MESSAGES, type ConversationSummary, type MessagePage, type PublicUser } from '@cci/contracts';
import { apiError, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { mergeMessages } from '../features/messages/components/conversation-view';
import ConversationPage from './conversation-page';

const ME: PublicUser = {
  id: 7,
  email: 'faye@example.com',
  firstName: 'Faye',
  lastName: 'Member',
  profileImageUrl: null,
  role: 'member',
  createdAt: '2026-01-02T03:04:05.000Z',
  emailVerified: true,
  primaryCommunity: 'entrepreneurs',
  timeZone: null,
};
const ANN = { id: 9, displayName: 'Ann L.', initials: 'AL', avatar: null };
const AT = { route: '/messages/3', path: '/messages/:id' };
const conversation = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 3,
  other: ANN,
  last: { authorId: 9, excerpt: 'Hello Faye', createdAt: '2026-11-28T06:00:00.000Z' },
  unread: 0,
  blocked: false,
  createdAt: '2026-11-28T05:00:00.000Z',
  ...over,
});
const message = (id: number, author = ANN, html = `<p>Message ${id}</p>`) => ({
  id,
  conversationId: 3,
  author,
  html,
  hidden: false,
  createdAt: '2026-11-28T06:00:00.000Z',
});
const page = (over: Partial<MessagePage> = {}): MessagePage => ({
  conversation: conversation(),
  items: [message(1), message(2, { id: 7, displayName: 'Faye M.', initials: 'FM', avatar: null })],
  nextCursor: null,
  ...over,
});

describe('ConversationPage', () => {
  it('shows the messages oldest first, the member’s own as "You", and a refused send as an alert with the API’s reason', async () => {
    const api = mockApi({
      'GET /api/auth/user': json(ME),
      'GET /api/conversations': json([conversation()]),
      'GET /api/conversations/3/messages': json(page()),
      'POST /api/conversations/3/messages': apiError(403, CONVERSATION_MESSAGES.blocked),
    });
    const { user } = renderWithProviders(<ConversationPage />, AT);
    const view = await screen.findByTestId('conversation-view');
    const items = await within(view).findAllByTestId('message');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('Message 1'), expect.stringContaining('Message 2')]);
    expect(within(items[1]).getByText('You')).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Report this message from Ann L.' })).toBeTruthy();
    expect(within(items[1]).queryByRole('button', { name: /Report/ })).toBeNull();
    await user.type(within(view).getByRole('textbox', { name: 'Your message' }), 'Still there?');
    await user.click(within(view).getByRole('button', { name: 'Send' }));
    expect((await within(view).findByRole('alert')).textContent).toBe(CONVERSATION_MESSAGES.blocked);
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/conversations/3/messages')).toBe(true);
  });

  it('a blocked conversation offers Unblock instead of the composer; a deleted member reads "Deleted member"', async () => {
    mockApi({
      'GET /api/auth/user': json(ME),
      'GET /api/conversations': json([]),
      'GET /api/conversations/3/messages': json(page({ conversation: conversation({ blocked: true }) })),
    });
    const { unmount } = renderWithProviders(<ConversationPage />, AT);
    expect(await screen.findByText('You blocked Ann L.: neither of you can write here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    unmount();

    mockApi({
      'GET /api/auth/user': json(ME),
      'GET /api/conversations': json([]),
      'GET /api/conversations/4/messages': json(
        page({ conversation: conversation({ id: 4, other: null }), items: [message(5, null as never)] }),
      ),
    });
    renderWithProviders(<ConversationPage />, { route: '/messages/4', path: '/messages/:id' });
    expect(await screen.findByRole('heading', { name: 'Deleted member' })).toBeTruthy();
    expect(screen.getByText(`${CONVERSATION_MESSAGES.otherGone}.`)).toBeTruthy();
  });

  it('someone else’s conversation (404) says it is not found', async () => {
    mockApi({
      'GET /api/auth/user': json(ME),
      'GET /api/conversations': json([]),
      'GET /api/conversations/3/messages': apiError(404, CONVERSATION_MESSAGES.notFound),
    });
    renderWithProviders(<ConversationPage />, AT);
    expect(await screen.findByText(CONVERSATION_MESSAGES.notFound)).toBeTruthy();
  });

  it('mergeMessages keeps each message once, oldest first, the later copy winning', () => {
    const merged = mergeMessages([message(2), message(1)], [message(2, ANN, '<p>edited</p>'), message(3)]);
    expect(merged.map((m) => [m.id, m.html])).toEqual([
      [1, '<p>Message 1</p>'],
      [2, '<p>edited</p>'],
      [3, '<p>Message 3</p>'],
    ]);
  });
});
