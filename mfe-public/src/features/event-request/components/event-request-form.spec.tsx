/** @jest-environment jsdom */
import { down, findToast, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { MIN_SUBMIT_MS } from '@cci/contracts';
import { act, screen, within } from '@testing-library/react';
import { EventRequestForm } from './event-request-form';

/** The "Request an Event" form of /events: validation on submit, the spec's toasts, and a failed send keeping the form. */
describe('EventRequestForm', () => {
  // A submission takes at least MIN_SUBMIT_MS (1 s): the clock is jest's, so no test waits for it.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
    const form = screen.getByRole('form', { name: 'Request an Event' });
    await user.selectOptions(within(form).getByLabelText('Event type'), 'workshop');
    await user.type(within(form).getByLabelText('Event title'), 'Prompting for charities');
    await user.type(
      within(form).getByLabelText('Description', { exact: true }),
      'A hands-on evening where beginners write their first useful prompts together.',
    );
    await user.type(within(form).getByLabelText('Preferred location'), 'Leeds');
    await user.type(within(form).getByLabelText('Contact email'), 'organiser@example.com');
    return form;
  }

  /** Submits, and lets the minimum submit time pass on jest's clock. */
  async function submit(user: ReturnType<typeof renderWithProviders>['user'], form: HTMLElement) {
    await user.click(within(form).getByRole('button', { name: 'Submit Request' }));
    await act(() => jest.advanceTimersByTimeAsync(MIN_SUBMIT_MS.eventRequest));
  }

  it('submitted empty: each required field says what it needs, and nothing is sent', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<EventRequestForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByLabelText('Event type')).toHaveAccessibleDescription('Please select an event type');
    expect(screen.getByLabelText('Event title')).toHaveAccessibleDescription('Event title must be at least 3 characters');
    expect(screen.getByLabelText('Description', { exact: true })).toHaveAccessibleDescription(
      'Please provide a detailed description (at least 10 characters)',
    );
    expect(screen.getByLabelText('Preferred location')).toHaveAccessibleDescription('Please specify a preferred location');
    expect(screen.getByLabelText('Contact email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls).toEqual([]);
  });

  it('too short, then long enough: the messages follow what is typed', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<EventRequestForm />);
    await user.type(screen.getByLabelText('Event title'), 'ab');
    await user.type(screen.getByLabelText('Description', { exact: true }), 'too short');
    await user.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Event title must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Please provide a detailed description (at least 10 characters)')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();

    await user.clear(screen.getByLabelText('Event title'));
    await user.type(screen.getByLabelText('Event title'), 'abc');
    await user.clear(screen.getByLabelText('Description', { exact: true }));
    await user.type(screen.getByLabelText('Description', { exact: true }), 'long enough');
    expect(screen.queryByText('Event title must be at least 3 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Please provide a detailed description (at least 10 characters)')).not.toBeInTheDocument();
    expect(screen.queryByTestId('event-request-thanks')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("with the API down: the spec's failure toast, and the form keeps what was typed", async () => {
    mockApi({ 'POST /api/event-requests': down() });
    const { user } = renderWithProviders(<EventRequestForm />);
    const form = await fillIn(user);
    await submit(user, form);
    const toast = await findToast('Submission Failed');
    expect(toast).toHaveTextContent('There was an error submitting your request. Please try again.');
    expect(within(form).getByLabelText('Event title')).toHaveValue('Prompting for charities');
    expect(within(form).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('sent: the request as typed, the success toast and the thank-you box', async () => {
    const api = mockApi({ 'POST /api/event-requests': json({ id: 7 }, 201) });
    const { user } = renderWithProviders(<EventRequestForm />);
    const form = await fillIn(user);
    await submit(user, form);
    expect(await screen.findByTestId('event-request-thanks')).toBeInTheDocument();
    expect(await findToast('Request Submitted!')).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/event-requests',
        body: expect.objectContaining({ eventType: 'workshop', title: 'Prompting for charities', contactEmail: 'organiser@example.com' }),
      }),
    ]);
  });
});
