/** @jest-environment jsdom */
import { json, mockApi, pending, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { NavBar } from './nav-bar';

/**
 * The nav bar's sign-in states from GET /api/auth/user (the browser's shell tests mock that read for them). jsdom applies
 * no media query, so the desktop buttons (shown from the nav breakpoint up) count as hidden: `hidden: true` finds them.
 */
describe('NavBar', () => {
  it('shows the sign-in skeleton while the session is read', async () => {
    mockApi({ 'GET /api/auth/user': pending() });
    renderWithProviders(<NavBar />, { route: '/community' });
    expect(await screen.findByTestId('auth-loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('signed in: My Dashboard to the primary community, the greeting and Logout instead of Login', async () => {
    mockApi({
      'GET /api/auth/user': json({ id: 7, firstName: 'Ada', email: 'ada@example.com', primaryCommunity: 'entrepreneurs' }),
      'GET /api/*': json([]),
    });
    renderWithProviders(<NavBar />, { route: '/community' });
    const header = screen.getByRole('banner', { hidden: true });
    expect(await within(header).findByTestId('nav-user-name')).toHaveTextContent('Ada');
    expect(within(header).getByRole('link', { name: 'My Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard/entrepreneurs');
    expect(within(header).getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login', hidden: true })).not.toBeInTheDocument();
  });

  it('a member without a first name is greeted as Member', async () => {
    mockApi({ 'GET /api/auth/user': json({ id: 8, firstName: null }), 'GET /api/*': json([]) });
    renderWithProviders(<NavBar />, { route: '/community' });
    expect(await screen.findByTestId('nav-user-name')).toHaveTextContent('Member');
  });

  it('signed out (401): the Login link', async () => {
    mockApi({ 'GET /api/auth/user': json({ statusCode: 401, message: 'Unauthorized' }, 401) });
    renderWithProviders(<NavBar />, { route: '/community' });
    expect(
      await within(screen.getByRole('banner', { hidden: true })).findByRole('link', { name: 'Login', hidden: true }),
    ).toBeInTheDocument();
  });
});
