/** @jest-environment jsdom */
import { aCommunity, down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import CommunityListPage from './community-list-page';

const COMMUNITIES = [aCommunity(), aCommunity({ id: 2, slug: 'educators', name: 'Educators' })];

/** /community: its loading, error, empty-search and loaded states (the browser's api-faults matrix for /community). */
describe('CommunityListPage', () => {
  it('shows placeholders while the communities load', async () => {
    mockApi({ 'GET /api/communities': pending() });
    renderWithProviders(<CommunityListPage />, { route: '/community' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Communities' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['answering 500', serverError(), '500: '],
    ['down', down(), 'Failed to fetch'],
  ])('with the API %s: the heading, an alert with the reason, and Try again loads the communities', async (_, failure, reason) => {
    const api = mockApi({ 'GET /api/communities': failure });
    const { user } = renderWithProviders(<CommunityListPage />, { route: '/community' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Communities could not be loaded');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Communities' })).toBeInTheDocument();

    api.set('GET /api/communities', json(COMMUNITIES));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Entrepreneurs/ })).toHaveAttribute('href', '/community/entrepreneurs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the search matches no community', async () => {
    mockApi({ 'GET /api/communities': json(COMMUNITIES) });
    const { user } = renderWithProviders(<CommunityListPage />, { route: '/community' });
    await screen.findByRole('link', { name: /Educators/ });
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No communities found matching your search');
  });
});
