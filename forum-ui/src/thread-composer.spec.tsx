/** @jest-environment jsdom */
import { DRAFT_MESSAGES, type DraftView } from '@cci/contracts';
import { apiError, json, mockApi, openDialogsByAttribute, pending, renderWithProviders } from '@cci/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { ThreadComposer } from './thread-composer';
import { DRAFT_SAVE_DELAY_MS } from './use-server-draft';

// The new-thread composer's server draft (useServerDraft): restored as it opens, saved once typing pauses (one request
// for many keystrokes), discarded after asking. jsdom has no showModal: the prompt's <dialog> opens by its attribute.
beforeAll(openDialogsByAttribute);

const ADA = { id: 7, firstName: 'Ada', lastName: 'L', email: 'ada@example.com', role: 'member', emailVerified: true };
const KEY = '/api/me/drafts/thread%3Aentrepreneurs';
const STORED: DraftView = {
  key: 'thread:entrepreneurs',
  title: 'Which vector store',
  body: 'I am comparing three',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const saved = (body: unknown) => json({ ...STORED, ...(body as object), updatedAt: '2026-11-27T10:01:00.000Z' });

describe('ThreadComposer: its draft on the server', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('restores the stored draft as it opens, and saves the typed text once typing pauses', async () => {
    const api = mockApi({ 'GET /api/auth/user': json(ADA), [`GET ${KEY}`]: json(STORED), [`PUT ${KEY}`]: ({ body }) => saved(body) });
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={() => undefined} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    expect(await within(form).findByDisplayValue('Which vector store')).toBeInTheDocument();
    expect(within(form).getByLabelText('Body')).toHaveValue('I am comparing three');
    expect(within(form).getByRole('status')).toHaveTextContent(DRAFT_MESSAGES.restored);

    await user.type(within(form).getByLabelText('Body'), ' models');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 100));
    expect(api.count(`PUT ${KEY}`)).toBe(0); // still typing, as far as it knows
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: KEY, body: { title: 'Which vector store', body: 'I am comparing three models' } },
    ]);
    expect(within(form).getByRole('status')).toHaveTextContent(DRAFT_MESSAGES.saved);
  });

  it('Cancel with text asks first: Keep editing keeps it; Discard deletes the server draft and closes', async () => {
    const api = mockApi({ 'GET /api/auth/user': json(ADA), [`GET ${KEY}`]: json(STORED), [`DELETE ${KEY}`]: json(undefined, 204) });
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={() => undefined} onCancel={onCancel} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    await within(form).findByDisplayValue('Which vector store');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const prompt = screen.getByRole('dialog', { name: DRAFT_MESSAGES.discardTitle });
    await user.click(within(prompt).getByRole('button', { name: DRAFT_MESSAGES.keepEditing }));
    expect(screen.queryByRole('dialog', { name: DRAFT_MESSAGES.discardTitle })).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    expect(api.count(`DELETE ${KEY}`)).toBe(0);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('dialog', { name: DRAFT_MESSAGES.discardTitle })).getByRole('button', { name: DRAFT_MESSAGES.discard }),
    );
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(api.count(`DELETE ${KEY}`)).toBe(1);
  });

  it('with nothing typed, Cancel closes at once; emptied text discards the draft instead of saving it', async () => {
    const api = mockApi({
      'GET /api/auth/user': json(ADA),
      [`GET ${KEY}`]: apiError(404, DRAFT_MESSAGES.notFound),
      [`PUT ${KEY}`]: ({ body }) => saved(body),
      [`DELETE ${KEY}`]: json(undefined, 204),
    });
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={() => undefined} onCancel={onCancel} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.count(`GET ${KEY}`)).toBe(1);
    await user.type(within(form).getByLabelText('Title'), 'Hi');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(api.count(`PUT ${KEY}`)).toBe(1);
    await user.clear(within(form).getByLabelText('Title'));
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(api.count(`PUT ${KEY}`)).toBe(1);
    expect(api.count(`DELETE ${KEY}`)).toBe(1);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posting sends no save while it posts, and its discard waits for a save sent before it (a later save would bring the draft back)', async () => {
    const THREAD = { id: 41, title: 'Which vector store', community: { slug: 'entrepreneurs', name: 'Entrepreneurs' } };
    const api = mockApi({
      'GET /api/auth/user': json(ADA),
      [`GET ${KEY}`]: apiError(404, DRAFT_MESSAGES.notFound),
      [`PUT ${KEY}`]: pending(), // a save still on its way when the post is made
      [`DELETE ${KEY}`]: json(undefined, 204),
      'POST /api/communities/entrepreneurs/threads': json(THREAD, 201),
    });
    const onCreated = jest.fn();
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={onCreated} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await user.type(within(form).getByLabelText('Title'), 'Which vector store');
    await user.type(within(form).getByLabelText('Body'), 'I am comparing three of them');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(api.count(`PUT ${KEY}`)).toBe(1);
    await user.type(within(form).getByLabelText('Body'), ' for search');
    await user.click(within(form).getByRole('button', { name: 'Post discussion' }));
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2));
    expect(onCreated).toHaveBeenCalledTimes(1);
    // The text typed just before posting was never saved (the post holds it), and the discard waits behind the save.
    expect(api.count(`PUT ${KEY}`)).toBe(1);
    expect(api.count(`DELETE ${KEY}`)).toBe(0);
  });

  it('a draft the API refuses (the member keeps 50 already) says why; the next change tries again', async () => {
    const api = mockApi({
      'GET /api/auth/user': json(ADA),
      [`GET ${KEY}`]: apiError(404, DRAFT_MESSAGES.notFound),
      [`PUT ${KEY}`]: apiError(409, DRAFT_MESSAGES.tooMany),
    });
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={() => undefined} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    await user.type(within(form).getByLabelText('Title'), 'One too many');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(within(form).getByRole('status')).toHaveTextContent(DRAFT_MESSAGES.tooMany);
    api.set(`PUT ${KEY}`, ({ body }) => saved(body));
    await user.type(within(form).getByLabelText('Title'), '!');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(api.count(`PUT ${KEY}`)).toBe(2);
    expect(within(form).getByRole('status')).toHaveTextContent(DRAFT_MESSAGES.saved);
  });

  it('a visitor has no draft: nothing is read or sent', async () => {
    const api = mockApi({ 'GET /api/auth/user': json(null, 401) });
    const { user } = renderWithProviders(<ThreadComposer community="entrepreneurs" onCreated={() => undefined} />);
    const form = screen.getByRole('form', { name: 'New discussion' });
    await user.type(within(form).getByLabelText('Title'), 'Hello there');
    await act(() => jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2));
    expect(api.calls.filter((c) => c.path.startsWith('/api/me/drafts'))).toEqual([]);
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });
});
