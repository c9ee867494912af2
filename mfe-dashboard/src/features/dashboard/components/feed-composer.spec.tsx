/** @jest-environment jsdom */
import { json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import { FeedComposer } from './feed-composer';

// Issue 30: Share failed on a Title field that showed only once the member typed, with "Title must be 3 to 150 characters".
const thread = (title: string) => ({ id: 41, title, body: 'x', kind: 'discussion' });

describe("the Feed's composer", () => {
  it('shares a post without a title: its first line is the title', async () => {
    const api = mockApi({
      'POST /api/communities/entrepreneurs/threads': (call) => json(thread((call.body as { title: string }).title), 201),
    });
    const { user } = renderWithProviders(<FeedComposer slug="entrepreneurs" firstName="Ada" onStartDiscussion={() => undefined} />);
    await user.type(screen.getByLabelText('Write a post'), 'Prompt chaining saved me hours{Enter}Split the task, then check each step.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Optional: left empty, your first line is the title.');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('composer-posted')).toHaveTextContent('Posted: Prompt chaining saved me hours');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Prompt chaining saved me hours',
      body: 'Prompt chaining saved me hours\nSplit the task, then check each step.',
      kind: 'discussion',
    });
    expect(screen.queryByText('Title must be 3 to 150 characters')).not.toBeInTheDocument();
  });

  it('keeps a title the member gave', async () => {
    const api = mockApi({
      'POST /api/communities/entrepreneurs/threads': (call) => json(thread((call.body as { title: string }).title), 201),
    });
    const { user } = renderWithProviders(<FeedComposer slug="entrepreneurs" firstName="Ada" onStartDiscussion={() => undefined} />);
    await user.type(screen.getByLabelText('Write a post'), 'A longer thought about agents.');
    await user.type(screen.getByLabelText('Title'), 'Agents in practice');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByTestId('composer-posted');
    expect((api.calls.find((c) => c.method === 'POST')?.body as { title: string }).title).toBe('Agents in practice');
  });
});
