/** @jest-environment jsdom */
import { down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import AiEvolutionPage from './ai-evolution-page';

/** /ai-evolution: its two reads' loading, error and empty states (the browser's api-faults matrix for /ai-evolution). */
describe('AiEvolutionPage', () => {
  it('shows 6 trend skeletons while the trends load', async () => {
    mockApi({ 'GET /api/*': pending() });
    renderWithProviders(<AiEvolutionPage />, { route: '/ai-evolution' });
    expect(await screen.findByLabelText('Loading trends')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('trend-card-skeleton')).toHaveLength(6);
  });

  it('says the featured article and the trends are on their way when there are none', async () => {
    mockApi({ 'GET /api/*': json([]) });
    renderWithProviders(<AiEvolutionPage />, { route: '/ai-evolution' });
    expect(await screen.findByText('Our next featured article is on its way. Check back soon.')).toBeInTheDocument();
    expect(await screen.findByText('No trends this week yet. Check back soon.')).toBeInTheDocument();
  });

  it.each([
    ['answering 500', serverError(), '500: '],
    ['down', down(), 'Failed to fetch'],
  ])('with the API %s: the heading, one alert per read with its reason, and each Try again reads again', async (_, failure, reason) => {
    const api = mockApi({ 'GET /api/*': failure });
    const { user } = renderWithProviders(<AiEvolutionPage />, { route: '/ai-evolution' });
    expect(screen.getByRole('heading', { level: 1, name: 'The AI Evolution' })).toBeInTheDocument();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'The featured article could not be loaded',
      'Trends could not be loaded',
    ]);
    for (const alert of alerts) expect(alert).toHaveTextContent(reason);

    api.set('GET /api/*', json([]));
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await screen.findByText('No trends this week yet. Check back soon.')).toBeInTheDocument();
    expect(await screen.findByText('Our next featured article is on its way. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
