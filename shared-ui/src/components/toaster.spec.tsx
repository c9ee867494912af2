/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { findToast, renderWithProviders } from '../testing';
import { toast } from '../stores/toast-store';

/** The site's toaster (rendered once by the shell): what a toast() shows, one at a time, and its Close button. */
describe('Toaster', () => {
  it('shows nothing until the first toast, then its title and description', async () => {
    renderWithProviders(<p>page</p>);
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument();
    act(() => void toast({ title: 'Copied!', description: 'The link is on your clipboard.' }));
    expect(await findToast('Copied!')).toHaveTextContent('The link is on your clipboard.');
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    renderWithProviders(<p>page</p>);
    act(() => void toast({ title: 'First' }));
    await findToast('First');
    act(() => void toast({ variant: 'destructive', title: 'Second', description: 'Something failed.' }));
    await findToast('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('Close dismisses the toast', async () => {
    const { user } = renderWithProviders(<p>page</p>);
    act(() => void toast({ title: 'Saved' }));
    const item = await findToast('Saved');
    await user.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
