/** @jest-environment jsdom */
import { MIN_SUBMIT_MS } from '@cci/contracts';
import { findToast, mockApi, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { DemoRequestForm } from './demo-request-form';

/** The /demo form: its validation messages, and a failed send (the browser's events-demo-coach tests of the form). */
describe('DemoRequestForm', () => {
  // A submission takes at least MIN_SUBMIT_MS: the clock is jest's, so no test waits for it.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submitted empty, then with a bad address: every validation message, and nothing is sent', async () => {
    const api = mockApi();
    const onSent = jest.fn();
    const { user } = renderWithProviders(<DemoRequestForm onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Request a Demo' });
    await user.click(within(form).getByRole('button', { name: 'Request Demo' }));
    for (const message of [
      'Name is required',
      'Please enter a valid email address',
      'Please select a community',
      'Please select a preferred time',
      'You must agree to be contacted',
    ]) {
      expect(within(form).getByText(message, { exact: true })).toBeVisible();
    }
    await user.type(within(form).getByLabelText('Email'), 'grace@');
    await user.click(within(form).getByRole('button', { name: 'Request Demo' }));
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("with the API answering 500: the spec's failure toast, and the form keeps its values", async () => {
    mockApi({ 'POST /api/demo-requests': serverError() });
    const onSent = jest.fn();
    const { user } = renderWithProviders(<DemoRequestForm onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Request a Demo' });
    await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(within(form).getByLabelText('Community of interest'), 'Legal');
    await user.selectOptions(within(form).getByLabelText('Preferred time'), 'Flexible');
    await user.click(within(form).getByLabelText(/I agree to be contacted/));
    await user.click(within(form).getByRole('button', { name: 'Request Demo' }));
    await act(() => jest.advanceTimersByTimeAsync(MIN_SUBMIT_MS.demoRequest));

    expect(await findToast('Submission Failed')).toHaveTextContent('There was an error submitting your demo request. Please try again.');
    expect(within(form).getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText(/I agree to be contacted/)).toBeChecked();
    expect(onSent).not.toHaveBeenCalled();
  });
});
