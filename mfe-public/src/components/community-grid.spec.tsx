/** @jest-environment jsdom */
import { aCommunity, down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import { CommunityGrid } from './community-grid';

const ENTREPRENEURS = aCommunity();

/** The communities of the Home and AI Coach pages (the browser's api-faults matrix for /). */
describe('CommunityGrid', () => {
  it('shows exactly 8 community skeletons while the communities load (spec §9)', async () => {
    mockApi({ 'GET /api/communities': pending() });
    renderWithProviders(<CommunityGrid />);
    expect(await screen.findByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('community-card-skeleton')).toHaveLength(8);
  });

  it('lists the communities the API answers', async () => {
    mockApi({ 'GET /api/communities': json([ENTREPRENEURS]) });
    renderWithProviders(<CommunityGrid />);
    const list = await screen.findByRole('list', { name: 'Communities' });
    expect(list).toHaveTextContent('Entrepreneurs');
  });

  it('says the communities are opening soon when there are none', async () => {
    mockApi({ 'GET /api/communities': json([]) });
    renderWithProviders(<CommunityGrid />);
    expect(await screen.findByRole('status')).toHaveTextContent('Our first communities are opening soon.');
  });

  it.each([
    ['answering 500', serverError(), '500: '],
    ['down', down(), 'Failed to fetch'],
  ])('with the API %s: an alert with the reason, and Try again loads the communities once the API is back', async (_, failure, reason) => {
    const api = mockApi({ 'GET /api/communities': failure });
    const { user } = renderWithProviders(<CommunityGrid />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Communities could not be loaded');
    expect(alert).toHaveTextContent(reason);

    api.set('GET /api/communities', json([ENTREPRENEURS]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Communities' })).toHaveTextContent('Entrepreneurs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.count('GET /api/communities')).toBe(2);
  });
});
