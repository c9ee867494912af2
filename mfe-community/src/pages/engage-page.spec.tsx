/** @jest-environment jsdom */
import type { ChallengeSummary, EngageHub, EventSummary, SuggestedMentor, ThreadSummary } from '@cci/contracts';
import { json, mockApi, pending, renderWithProviders, serverError } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import EngagePage from './engage-page';

const community = { slug: 'students', name: 'Students' };
const HOUR = 3_600_000;
const thread: ThreadSummary = {
  id: 7,
  community,
  title: 'Flashcards made by an LLM',
  kind: 'discussion',
  excerpt: '',
  author: null,
  pinned: false,
  locked: false,
  hidden: false,
  deleted: false,
  acceptedReplyId: null,
  replyCount: 3,
  likeCount: 0,
  createdAt: new Date(Date.now() - 5 * HOUR).toISOString(),
  editedAt: null,
  lastActivityAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  tags: [],
};
const event: EventSummary = {
  id: 11,
  title: 'Study group with AI',
  description: '',
  image: null,
  featured: false,
  timeZone: null,
  date: 'Soon',
  startsAt: new Date(Date.now() + 30 * HOUR).toISOString(),
  endsAt: null,
  location: 'Online',
  community,
  capacity: 10,
  counts: { going: 10, interested: 0, waitlisted: 2 },
  past: false,
  myRsvp: { status: 'waitlisted', waitlistPosition: 1 },
};
const challenge: ChallengeSummary = {
  id: 5,
  community,
  title: 'Exam revision prompt',
  points: 10,
  winnerBonus: 25,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 50 * HOUR).toISOString(),
  phase: 'active',
  entryKind: 'text',
  participantCount: 4,
  submissionCount: 1,
  me: { status: 'active', entryStatus: null },
};
const mentor: SuggestedMentor = {
  id: 3,
  memberId: 42,
  name: 'Bo L.',
  initials: 'BL',
  avatar: null,
  communityId: 'Students',
  communitySlug: 'students',
  availability: 'high',
  experience: '',
  rating: 0,
  totalReviews: 0,
  bio: '',
  expertise: ['study planning'],
  currentMentees: 1,
  maxMentees: 2,
  linkedinUrl: null,
  timeZone: null,
  score: 3,
  shared: ['study planning'],
  hoursApart: null,
  reason: 'Shares: study planning',
};
const MEMBER: EngageHub = {
  communities: [community, { slug: 'educators', name: 'Educators' }],
  discussions: [thread],
  events: [event],
  challenges: [challenge],
  mentors: [mentor],
};
const VISITOR: EngageHub = {
  ...MEMBER,
  communities: null,
  mentors: null,
  events: [{ ...event, myRsvp: null }],
  challenges: [{ ...challenge, me: null }],
};

const section = (name: string) => screen.getByRole('region', { name });

/** /engage: a member's four sections with their links, a visitor's public parts, the no-community and failure states. */
describe('EngagePage', () => {
  it("a member's hub: each item links to its page, with its facts; see-all links go to the real pages", async () => {
    mockApi({ 'GET /api/engage': json(MEMBER) });
    renderWithProviders(<EngagePage />, { route: '/engage' });
    expect(await screen.findByRole('link', { name: thread.title })).toHaveAttribute('href', '/community/students/discussions/7');
    const discussions = section('Active discussions');
    expect(discussions).toHaveTextContent('3 replies');
    expect(within(discussions).getByRole('link', { name: 'Educators' })).toHaveAttribute('href', '/community/educators/discussions');

    const events = section('Upcoming events');
    expect(within(events).getByRole('link', { name: event.title })).toHaveAttribute('href', '/events/11');
    expect(events).toHaveTextContent('Full: waitlist open');
    expect(events).toHaveTextContent('On the waitlist');

    const challenges = section('Open challenges');
    expect(within(challenges).getByRole('link', { name: challenge.title })).toHaveAttribute('href', '/community/students/challenges/5');
    expect(challenges).toHaveTextContent('Ends in 2 days');
    expect(challenges).toHaveTextContent('You joined');
    expect(within(challenges).getByRole('link', { name: 'See all challenges' })).toHaveAttribute('href', '/dashboard/students#challenges');

    const mentors = section('Suggested mentors');
    expect(within(mentors).getByRole('link', { name: 'Bo L.' })).toHaveAttribute('href', '/members/42');
    expect(mentors).toHaveTextContent('Shares: study planning');
    expect(mentors).toHaveTextContent('1 of 2 places free');
    expect(within(mentors).getByRole('link', { name: 'See all mentors' })).toHaveAttribute('href', '/dashboard/students#mentoring');
    expect(screen.getByRole('link', { name: 'See the preview' })).toHaveAttribute('href', '/community-engagement');
  });

  it("a visitor's hub: the public lists, and a call to join instead of mentors", async () => {
    mockApi({ 'GET /api/engage': json(VISITOR) });
    renderWithProviders(<EngagePage />, { route: '/engage' });
    const mentors = await screen.findByRole('region', { name: 'Suggested mentors' });
    expect(within(mentors).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    expect(within(mentors).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(section('Open challenges')).getByRole('link', { name: 'Log in to join a challenge' })).toHaveAttribute('href', '/login');
    expect(within(section('Active discussions')).getByRole('link', { name: /See all communities/ })).toHaveAttribute('href', '/community');
    expect(section('Open challenges')).not.toHaveTextContent('You joined');
  });

  it('a member with no community is pointed to the communities; empty lists say so', async () => {
    const api = mockApi({ 'GET /api/engage': json({ communities: [], discussions: [], events: [], challenges: [], mentors: [] }) });
    const first = renderWithProviders(<EngagePage />, { route: '/engage' });
    expect(await screen.findByRole('link', { name: 'Explore communities' })).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('region', { name: 'Active discussions' })).not.toBeInTheDocument();
    first.unmount();

    api.set('GET /api/engage', json({ ...MEMBER, discussions: [], events: [], challenges: [], mentors: [] }));
    renderWithProviders(<EngagePage />, { route: '/engage' });
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
    expect(screen.getByText('No challenge is open right now.')).toBeInTheDocument();
    expect(within(section('Suggested mentors')).getByRole('link', { name: 'Become a mentor' })).toHaveAttribute(
      'href',
      '/settings#mentoring',
    );
  });

  it('placeholders while loading; a failure says why and Try again reads it again', async () => {
    const api = mockApi({ 'GET /api/engage': pending() });
    const first = renderWithProviders(<EngagePage />, { route: '/engage' });
    expect(screen.getByRole('heading', { level: 1, name: 'Engage' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();

    api.set('GET /api/engage', serverError());
    const { user } = renderWithProviders(<EngagePage />, { route: '/engage' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The hub could not be loaded');
    api.set('GET /api/engage', json(MEMBER));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: thread.title })).toBeInTheDocument();
  });
});
