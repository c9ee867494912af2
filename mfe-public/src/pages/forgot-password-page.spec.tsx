/** @jest-environment jsdom */
import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { apiError, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import ForgotPasswordPage from './forgot-password-page';

const FORGOT = 'POST /api/auth/forgot-password';

/** /forgot-password's states: a bad address, the same answer for any address, and the API's 429 said plainly. */
describe('ForgotPasswordPage', () => {
  it('a bad address is refused under the field, and nothing is sent', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('an accepted request shows the same answer whatever the address', async () => {
    mockApi({ [FORGOT]: json({ message: ACCOUNT_MESSAGES.forgotAccepted }) });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotAccepted)).toBeVisible();
  });

  it("the API's 429: the page says too many requests with its message, and the form keeps the address", async () => {
    mockApi({ [FORGOT]: apiError(429, 'Too many password reset requests for this address.') });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent('Too many password reset requests for this address. Please wait a while before trying again.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
