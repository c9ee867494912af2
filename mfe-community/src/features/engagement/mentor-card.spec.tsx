/** @jest-environment jsdom */
import type { MentorCard } from '@cci/contracts';
import { json, mockApi, openDialogsByAttribute, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { RequestableMentorCard } from './mentor-card';

// Issue 30: "Request Mentorship" kept its label after the request was sent.
const mentor: MentorCard = {
  id: 7,
  memberId: 70,
  initials: 'GH',
  name: 'Grace H.',
  communityId: 'Entrepreneurs',
  communitySlug: 'entrepreneurs',
  expertise: ['agents'],
  experience: '10 years',
  availability: 'high',
  maxMentees: 3,
  currentMentees: 0,
  bio: 'Builds agents.',
  linkedinUrl: null,
  rating: 0,
  totalReviews: 0,
  timeZone: null,
} as MentorCard;
const pendingWith = (profileId: number) => [
  { id: 5, status: 'pending', role: 'mentee', mentor: { id: 70, displayName: 'Grace H.', initials: 'GH', profileId }, mentee: null },
];

beforeAll(openDialogsByAttribute);

describe('a mentor card once the member asked', () => {
  it('reads "Request sent" (disabled) after the request goes, and offers Withdraw', async () => {
    let mine: unknown[] = [];
    const api = mockApi({
      'GET /api/me/mentorships': () => json(mine),
      'POST /api/mentors/7/requests': () => {
        mine = pendingWith(7);
        return json(mine[0], 201);
      },
      'GET /api/communities/entrepreneurs/mentors': json([mentor]),
      'GET /api/communities/entrepreneurs/mentors/suggested': json([]),
      'POST /api/mentorships/5/withdraw': () => {
        mine = [];
        return json({ ...pendingWith(7)[0], status: 'withdrawn' });
      },
    });
    const { user } = renderWithProviders(<RequestableMentorCard mentor={mentor} slug="entrepreneurs" canRequest />);
    await waitFor(() => expect(api.count('GET /api/me/mentorships')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Request Mentorship' }));
    await user.type(screen.getByLabelText('What do you want to achieve?'), 'Ship my first agent to customers.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request Mentorship' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request to Grace H.' }));
    expect(await screen.findByRole('button', { name: 'Request Mentorship' })).toBeEnabled();
  });

  it('a request another mentor waits on leaves this card as it was', async () => {
    mockApi({ 'GET /api/me/mentorships': json(pendingWith(99)) });
    renderWithProviders(<RequestableMentorCard mentor={mentor} slug="entrepreneurs" canRequest />);
    await screen.findByRole('button', { name: 'Request Mentorship' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Request Mentorship' })).toBeEnabled();
  });
});
