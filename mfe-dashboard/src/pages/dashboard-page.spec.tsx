/** @jest-environment jsdom */
import type { PublicUser } from '@cci/contracts';
import { aCommunity, down, json, mockApi, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import DashboardPage from './dashboard-page';

const FAYE: PublicUser = {
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
const AT = { route: '/dashboard/entrepreneurs', path: '/dashboard/:slug' };

/** /dashboard/:slug when the API fails under a signed-in member (the browser's api-faults tests of the dashboard). */
describe('DashboardPage', () => {
  it.each([
    ['answering 500', serverError(), '500: '],
    ['failing', down(), 'Failed to fetch'],
  ])(
    'every read but the session %s: the dashboard with the fallbacks, and an alert whose Try again loads the community',
    async (_, failure, reason) => {
      const api = mockApi({ 'GET /api/auth/user': json(FAYE), 'GET /api/*': failure });
      const { user } = renderWithProviders(<DashboardPage />, AT);
      // Spec §2 fallbacks (name "Community"), said to be such rather than passed off as the community.
      expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
      expect(screen.getByText('Welcome back, Faye!')).toBeInTheDocument();
      const details = screen
        .getByRole('heading', { name: 'Community details could not be loaded' })
        .closest('[role="alert"]') as HTMLElement;
      expect(details).toHaveTextContent(reason);

      api.set('GET /api/communities/entrepreneurs', json(aCommunity()));
      await user.click(within(details).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeInTheDocument();
      expect(screen.queryByText('Community details could not be loaded')).not.toBeInTheDocument();
    },
  );

  it('with the whole API down: "We could not check your sign-in" with Try again (no redirect to /login), then the dashboard once the session reads', async () => {
    const api = mockApi({ 'GET /api/*': down() });
    const { user } = renderWithProviders(<DashboardPage />, AT);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your sign-in');
    expect(screen.getByTestId('dashboard-session-error')).toBeInTheDocument();

    api.set('GET /api/auth/user', json(FAYE));
    api.set('GET /api/communities/entrepreneurs', json(aCommunity()));
    api.set(
      'GET /api/me/memberships',
      json([{ communityId: 1, slug: 'entrepreneurs', name: 'Entrepreneurs', status: 'approved', isPrimary: true }]),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeInTheDocument();
  });
});
