/** @jest-environment jsdom */
import { aCommunity, apiError, down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import CommunityDetailPage from './community-detail-page';

const AT = { route: '/community/entrepreneurs', path: '/community/:slug' };

/** /community/:slug: loading, not found, failed with a retry (the browser's api-faults matrix for /community/entrepreneurs). */
describe('CommunityDetailPage', () => {
  it('shows the loading skeleton while the community loads', async () => {
    mockApi({ 'GET /api/*': pending() });
    renderWithProviders(<CommunityDetailPage />, AT);
    expect(await screen.findByLabelText('Loading community')).toHaveAttribute('aria-busy', 'true');
  });

  it('says the community does not exist when the API answers 404', async () => {
    mockApi({ 'GET /api/communities/nowhere': apiError(404, 'Community not found'), 'GET /api/*': json(null) });
    renderWithProviders(<CommunityDetailPage />, { ...AT, route: '/community/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all communities' })).toHaveAttribute('href', '/community');
  });

  it.each([
    ['answering 500', serverError(), '500: '],
    ['down', down(), 'Failed to fetch'],
  ])('with the API %s: an alert with the reason, and Try again shows the community', async (_, failure, reason) => {
    const api = mockApi({ 'GET /api/*': failure });
    const { user } = renderWithProviders(<CommunityDetailPage />, AT);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This community could not be loaded');
    expect(alert).toHaveTextContent(reason);

    api.set('GET /api/communities/entrepreneurs', json(aCommunity()));
    api.set('GET /api/*', json(null));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeInTheDocument();
    expect(screen.queryByText('This community could not be loaded')).not.toBeInTheDocument();
  });
});
