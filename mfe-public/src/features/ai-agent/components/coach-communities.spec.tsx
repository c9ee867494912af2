/** @jest-environment jsdom */
import { aCommunity, down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import { CoachCommunities } from './coach-communities';

/** The AI Coach page's communities (the browser's api-faults matrix for /ai-agent). */
describe('CoachCommunities', () => {
  it('shows placeholder tiles while the communities load', async () => {
    mockApi({ 'GET /api/communities': pending() });
    renderWithProviders(<CoachCommunities />, { route: '/ai-agent' });
    expect(await screen.findByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('coach-community-skeleton')).toHaveLength(8);
  });

  it.each([
    ['answering 500', serverError(), '500: '],
    ['down', down(), 'Failed to fetch'],
  ])('with the API %s: an alert with the reason, and Try again shows a tile per community', async (_, failure, reason) => {
    const api = mockApi({ 'GET /api/communities': failure });
    const { user } = renderWithProviders(<CoachCommunities />, { route: '/ai-agent' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Communities could not be loaded');
    expect(alert).toHaveTextContent(reason);

    api.set('GET /api/communities', json([aCommunity()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Entrepreneurs.*156 members/ })).toHaveAttribute('href', '/community/entrepreneurs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
