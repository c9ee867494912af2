/** @jest-environment jsdom */
import { json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import { ThreadList } from './thread-list';

// Issue 30: the empty Unanswered filter said "No discussions yet", as if the community had none.
const empty = { items: [], nextCursor: null };

describe('ThreadList empty states', () => {
  it('an empty Unanswered filter says there are no unanswered discussions and leads back to all of them', async () => {
    mockApi({
      'GET /api/auth/user': json({}, 401),
      'GET /api/communities/entrepreneurs/threads?sort=unanswered': json(empty),
      'GET /api/communities/entrepreneurs/threads': json(empty),
      'GET /api/communities/entrepreneurs/tags': json({ allowSuggestions: false, tags: [] }),
    });
    const { user } = renderWithProviders(<ThreadList community="entrepreneurs" />);
    await user.click(await screen.findByRole('tab', { name: 'Unanswered' }));
    expect(await screen.findByRole('heading', { name: 'No unanswered discussions' })).toBeInTheDocument();
    expect(screen.getByText('Every question here has an answer.')).toBeInTheDocument();
    expect(screen.queryByText('No discussions yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all discussions' }));
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No discussions yet' })).toBeInTheDocument();
  });
});
