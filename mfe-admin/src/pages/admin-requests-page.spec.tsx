/** @jest-environment jsdom */
import { ADMIN_FLAG_KEY } from '@cci/contracts';
import { json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import AdminRequestsPage from './admin-requests-page';

/** /admin/requests behind an open admin session (the browser's api-faults test of the inbox). */
describe('AdminRequestsPage', () => {
  beforeEach(() => window.localStorage.setItem(ADMIN_FLAG_KEY, 'true'));
  afterEach(() => window.localStorage.clear());

  const session = { 'GET /api/admin/session': json({ ok: true }), 'GET /api/auth/user': json(null, 401) };

  it('shows placeholder rows while the requests load', async () => {
    mockApi({ ...session, 'GET /api/*': pending() });
    renderWithProviders(<AdminRequestsPage />, { route: '/admin/requests' });
    expect(await screen.findByRole('status', { name: 'Loading requests' })).toHaveAttribute('aria-busy', 'true');
  });

  it('with its read answering 500: the inbox says the requests could not be loaded, and Try again shows them', async () => {
    const api = mockApi({ ...session, 'GET /api/*': serverError() });
    const { user } = renderWithProviders(<AdminRequestsPage />, { route: '/admin/requests' });
    const alert = (await screen.findByRole('heading', { name: 'Requests could not be loaded' })).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('500: ');

    api.set('GET /api/admin/requests', json({ eventRequests: [], demoRequests: [], waitlist: [] }));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requests could not be loaded' })).not.toBeInTheDocument();
  });
});
