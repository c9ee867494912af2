/** @jest-environment jsdom */
import { ADMIN_FLAG_KEY } from '@cci/contracts';
import { down, findToast, json, mockApi, renderWithProviders, serverError, type Reply } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import AdminPage from './admin-page';

/** /admin when the API fails (the browser's api-faults tests of the admin dashboard and its gate). */
describe('AdminPage', () => {
  beforeEach(() => window.localStorage.clear());

  /** An open admin session: the stored flag, and the server confirming the session. */
  function openSession(failure: Reply) {
    window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    return mockApi({ 'GET /api/admin/session': json({ ok: true }), 'GET /api/auth/user': json(null, 401), 'GET /api/*': failure });
  }

  const errorState = async (title: string) =>
    (await screen.findByRole('heading', { name: title })).closest('[role="alert"]') as HTMLElement;

  it.each([
    ['answering 500', serverError(), '500: '],
    ['failing', down(), 'Failed to fetch'],
  ])(
    'with an open admin session and the admin reads %s: each panel says what could not be loaded, with a retry',
    async (_, failure, reason) => {
      const api = openSession(failure);
      const { user } = renderWithProviders(<AdminPage />, { route: '/admin' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
      const counters = await errorState('The counters could not be loaded');
      expect(counters).toHaveTextContent(reason);

      await user.click(screen.getByRole('tab', { name: /Articles/ }));
      const articles = await errorState('Articles could not be loaded');
      expect(articles).toHaveTextContent(reason);

      api.set('GET /api/admin/content/articles*', json({ items: [], total: 0, page: 1, pageSize: 20 }));
      await user.click(within(articles).getByRole('button', { name: /Try again/ }));
      expect(await screen.findByText('Articles will appear here once you create them.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Articles could not be loaded' })).not.toBeInTheDocument();
    },
  );

  it('with the stored flag and the whole API down: the password gate, and a try says the check failed', async () => {
    window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    mockApi({ 'GET /api/*': down(), 'POST /api/*': down() });
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin' });
    const password = await screen.findByLabelText('Admin password');
    expect(screen.queryByTestId('admin-checking')).not.toBeInTheDocument();
    await user.type(password, 'whatever it is');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await findToast('Verification Failed')).toHaveTextContent('The password could not be checked right now. Please try again.');
    expect(password).toHaveValue('whatever it is');
  });
});
