/** @jest-environment jsdom */
import { apiError, findToast, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import LoginPage from './login-page';

/** /login's answers that need no server: the missing-fields toast, the API's field messages and its failure message. */
describe('LoginPage', () => {
  async function signIn(user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) {
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('with both fields empty: the "Missing information" toast, and nothing is sent', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn(user, '', '');
    expect(await findToast('Missing information')).toHaveTextContent('Please enter both email and password');
    expect(api.calls).toEqual([]);
  });

  it('a 400 with field messages from the server goes under the fields, not into a toast', async () => {
    const api = mockApi({
      'POST /api/login': json(
        { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { email: 'Please enter a valid email address' } },
        400,
      ),
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn(user, 'someone@example.com', 'some-password');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('POST /api/login')).toBe(1);
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('a refused sign-in: the "Login failed" toast with the API\'s message, and the member stays on the form', async () => {
    mockApi({ 'POST /api/login': apiError(401, 'Invalid email or password') });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn(user, 'someone@example.com', 'wrong-password');
    expect(await findToast('Login failed')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
