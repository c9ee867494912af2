/** @jest-environment jsdom */
import type { SignedInDevice } from '@cci/contracts';
import { findToast, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DevicesList } from './devices-list';

const at = new Date().toISOString();
const device = (over: Partial<SignedInDevice>): SignedInDevice => ({
  id: 1,
  browser: 'Firefox',
  os: 'Windows',
  place: 'London',
  createdAt: at,
  lastSeenAt: at,
  current: false,
  ...over,
});

describe('DevicesList', () => {
  it('lists each device; this one has Log out, another "Sign out this one", which signs it out', async () => {
    const api = mockApi({
      'GET /api/me/sessions': json([device({ id: 1, current: true }), device({ id: 2, browser: 'Safari', os: 'iOS', place: null })]),
      'DELETE /api/me/sessions/2': json(undefined, 204),
    });
    const { user } = renderWithProviders(<DevicesList />);
    const [mine, other] = await screen.findAllByTestId('signed-in-device');
    expect(mine).toHaveTextContent('Firefox on WindowsThis device');
    expect(mine).toHaveTextContent('London · Last seen');
    expect(within(mine).getByRole('button', { name: /^Log out\s+— Firefox on Windows$/ })).toBeInTheDocument();
    expect(other).toHaveTextContent('Place unknown');
    api.set('GET /api/me/sessions', json([device({ id: 1, current: true })]));
    await user.click(within(other).getByRole('button', { name: /^Sign out this one\s+— Safari on iOS$/ }));
    expect(await findToast('Device signed out')).toHaveTextContent('Safari on iOS is signed out.');
    expect(api.count('DELETE /api/me/sessions/2')).toBe(1);
    await waitFor(() => expect(screen.getAllByTestId('signed-in-device')).toHaveLength(1));
  });

  it('says so when the list cannot be read', async () => {
    mockApi({ 'GET /api/me/sessions': json({ statusCode: 500, message: 'Internal server error' }, 500) });
    renderWithProviders(<DevicesList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
  });
});
