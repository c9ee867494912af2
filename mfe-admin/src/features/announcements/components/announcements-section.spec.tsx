/** @jest-environment jsdom */
import { ANNOUNCEMENT_MESSAGES, type AdminAnnouncement } from '@cci/contracts';
import { aCommunity, findToast, json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { AnnouncementsSection, progressText } from './announcements-section';

const made: AdminAnnouncement = {
  id: 3,
  title: 'Gym hours change',
  body: 'From Monday at **7:00**.',
  community: { slug: 'entrepreneurs', name: 'Entrepreneurs' },
  author: 'Ada L.',
  createdAt: new Date().toISOString(),
  recipients: 40,
  delivered: 12,
  emailed: 3,
  state: 'sending',
};

describe('AnnouncementsSection', () => {
  it('shows each announcement with its progress, and none as an empty state', async () => {
    mockApi({ 'GET /api/communities': json([aCommunity()]), 'GET /api/admin/announcements': json([]) });
    const { unmount } = renderWithProviders(<AnnouncementsSection />);
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/communities': json([aCommunity()]), 'GET /api/admin/announcements': json([{ ...made, state: 'sent' }]) });
    renderWithProviders(<AnnouncementsSection />);
    const row = await screen.findByTestId('announcement-row');
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(row).toHaveTextContent('To Entrepreneurs');
    expect(row).toHaveTextContent('Delivered to 12 of 40 members · 3 e-mailed');
    expect(progressText({ delivered: 1, recipients: 1, emailed: 0 })).toBe('Delivered to 1 of 1 member · 0 e-mailed');
  });

  it('checks the fields before sending, then sends to the audience chosen (Everyone: null) and clears the form', async () => {
    const api = mockApi({
      'GET /api/communities': json([aCommunity()]),
      'GET /api/admin/announcements': json([]),
      'POST /api/admin/announcements': json({ ...made, community: null }, 201),
    });
    const { user } = renderWithProviders(<AnnouncementsSection />);
    await user.type(await screen.findByLabelText('Title'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(ANNOUNCEMENT_MESSAGES.body)).toBeInTheDocument();
    expect(api.count('POST /api/admin/announcements')).toBe(0);

    await user.type(screen.getByLabelText('Title'), 'gh news');
    await user.type(screen.getByLabelText('Message'), 'Something new for everyone.');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await findToast('Announcement sent')).toHaveTextContent('is on its way to everyone');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'High news',
      body: 'Something new for everyone.',
      community: null,
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });
});
