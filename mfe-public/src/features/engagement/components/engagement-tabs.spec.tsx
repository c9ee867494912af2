/** @jest-environment jsdom */
import { down, json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { EngagementTabs } from './engagement-tabs';

/** /community-engagement's four tabs, one API read each (the browser's api-faults matrix for /community-engagement). */
describe('EngagementTabs', () => {
  it('shows skeleton cards while a tab loads', async () => {
    mockApi({ 'GET /api/*': pending() });
    renderWithProviders(<EngagementTabs />);
    expect(await screen.findByLabelText('Loading Member Spotlights')).toHaveAttribute('aria-busy', 'true');
  });

  it('says each tab has nothing yet when its list is empty', async () => {
    mockApi({ 'GET /api/*': json([]) });
    const { user } = renderWithProviders(<EngagementTabs />);
    expect(await screen.findByRole('status')).toHaveTextContent('No member spotlights yet.');
    await user.click(screen.getByRole('tab', { name: 'Mentor Matching' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('status')).toHaveTextContent('No mentors yet.');
  });

  it("with the API answering 500: each tab's alert gives the server's message, and Try again reads that tab again", async () => {
    const api = mockApi({ 'GET /api/*': serverError() });
    const { user } = renderWithProviders(<EngagementTabs />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Member spotlights could not be loaded');
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('tab', { name: 'AI Challenges' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Challenges could not be loaded');

    api.set('GET /api/*', json([]));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('status')).toHaveTextContent('No challenges yet.');
    expect(api.count('GET /api/challenges')).toBe(2);
  });

  it('with the API down: the alert says the request failed, and Try again loads the spotlights', async () => {
    const api = mockApi({ 'GET /api/*': down() });
    const { user } = renderWithProviders(<EngagementTabs />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Member spotlights could not be loaded');
    expect(alert).toHaveTextContent('Failed to fetch');
    api.set('GET /api/*', json([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No member spotlights yet.');
  });
});
