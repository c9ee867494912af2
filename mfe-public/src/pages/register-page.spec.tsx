/** @jest-environment jsdom */
import { aCommunity, apiError, findToast, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import RegisterPage from './register-page';

/** /register's failures that need no server: the throttle's reason and wait, a taken address, anything else. */
describe('RegisterPage', () => {
  async function register(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'cobol-1959!');
    await user.type(screen.getByLabelText('Confirm password'), 'cobol-1959!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Primary community'), 'Creatives');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }
  const communities = json([aCommunity({ slug: 'creatives', name: 'Creatives' })]);

  it("throttled (10 a minute from one network): the toast gives the server's reason and when to try again", async () => {
    const message = 'Too many registrations from your network. Try again in 42 seconds.';
    mockApi({ 'GET /api/communities': communities, 'POST /api/register': apiError(429, message) });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await register(user);
    expect(await findToast('Registration Failed')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("a failure with no reason to give keeps the spec's sentence", async () => {
    mockApi({ 'GET /api/communities': communities, 'POST /api/register': apiError(500, 'Internal server error') });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await register(user);
    expect(await findToast('Registration Failed')).toHaveTextContent('There was an error creating your account. Please try again.');
  });
});
