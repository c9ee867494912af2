/** @jest-environment jsdom */
import { apiError, json, mockApi, pending, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { ModerationCount } from './moderation-count';
import ModerationTab from './moderation-tab';

const QUEUE = 'GET /api/admin/moderation/reports';

/** The admin Moderation tab's states that need no server (the browser's moderation test mocks the queue for them). */
describe('ModerationTab', () => {
  it('shows placeholder rows while the queue loads', async () => {
    mockApi({ [QUEUE]: pending() });
    renderWithProviders(<ModerationTab />, { route: '/admin' });
    expect(await screen.findByRole('status', { name: 'Loading reports' })).toHaveAttribute('aria-busy', 'true');
  });

  it('an empty queue says "No reports to review", and the tab shows no count', async () => {
    mockApi({ [QUEUE]: json([]) });
    renderWithProviders(
      <>
        <span data-testid="tab-label">
          Moderation <ModerationCount />
        </span>
        <ModerationTab />
      </>,
      { route: '/admin' },
    );
    expect(await screen.findByRole('heading', { name: 'No reports to review' })).toBeInTheDocument();
    expect(screen.queryByTestId('moderation-count')).not.toBeInTheDocument();
    expect(screen.getByTestId('tab-label')).toHaveTextContent(/^Moderation$/);
  });

  it('a queue that cannot be read says so with the reason, and Try again reads it again', async () => {
    const api = mockApi({ [QUEUE]: apiError(503, 'The database is busy') });
    const { user } = renderWithProviders(<ModerationTab />, { route: '/admin' });
    const alert = (await screen.findByRole('heading', { name: 'Reports could not be loaded' })).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('503: ');
    expect(alert).toHaveTextContent('The database is busy');

    api.set(QUEUE, json([]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'No reports to review' })).toBeInTheDocument();
    expect(api.count(QUEUE)).toBe(2);
  });
});
