/** @jest-environment jsdom */
import { MIN_SUBMIT_MS } from '@cci/contracts';
import { findToast, mockApi, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { WaitlistForm } from './waitlist-form';

/** The AI Coach waitlist form: its validation messages, and a failed sign-up (the browser's events-demo-coach tests). */
describe('WaitlistForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submitted empty: every validation message, and nothing is sent', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<WaitlistForm />);
    const form = screen.getByRole('form', { name: 'AI Coach waitlist' });
    await user.click(within(form).getByRole('button', { name: 'Join the Waitlist' }));
    for (const message of [
      'Please enter a valid email address',
      'Please select your primary community',
      'Please tell us your main use case',
    ]) {
      expect(within(form).getByText(message, { exact: true })).toBeVisible();
    }
    expect(api.calls).toEqual([]);
    expect(screen.queryByTestId('waitlist-success')).not.toBeInTheDocument();
  });

  it("with the API answering 500: the spec's failure toast, and the form keeps its values", async () => {
    mockApi({ 'POST /api/waitlist': serverError() });
    const { user } = renderWithProviders(<WaitlistForm />);
    const form = screen.getByRole('form', { name: 'AI Coach waitlist' });
    await user.type(within(form).getByLabelText('Email'), 'parent@example.com');
    await user.selectOptions(within(form).getByLabelText('Your community'), 'Parents');
    await user.type(within(form).getByLabelText('Your main use case'), 'Planning homework help that my children actually enjoy.');
    await user.click(within(form).getByRole('button', { name: 'Join the Waitlist' }));
    await act(() => jest.advanceTimersByTimeAsync(MIN_SUBMIT_MS.waitlist));

    expect(await findToast('Submission Failed')).toHaveTextContent('Please try again or contact support.');
    expect(within(form).getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
    expect(within(form).getByLabelText('Email')).toHaveValue('parent@example.com');
    expect(screen.queryByTestId('waitlist-success')).not.toBeInTheDocument();
  });
});
