/** @jest-environment jsdom */
import { json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { TAB_PLACEHOLDERS } from '../../../content/tab-placeholders';
import ChallengesTab from './challenges-tab';
import SpotlightsTab from './spotlights-tab';

// Issue 30: "View Challenges" did nothing and "View Spotlights" opened "Share your story". Each leads where it says.
const placeholder = (value: string) => TAB_PLACEHOLDERS.find((t) => t.value === value)!;

describe("the dashboard tabs' empty states", () => {
  it('"View Challenges" is a link to the open challenges', async () => {
    mockApi({ 'GET /api/communities/entrepreneurs/challenges': json([]) });
    renderWithProviders(<ChallengesTab slug="entrepreneurs" communityName="Entrepreneurs" placeholder={placeholder('challenges')} />);
    const panel = await screen.findByTestId('placeholder-challenges');
    expect(within(panel).getByRole('link', { name: 'View Challenges' })).toHaveAttribute('href', '/engage#challenges');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('"View Spotlights" is a link to the members\' stories; "Share your story" stays its own button', async () => {
    mockApi({ 'GET /api/communities/entrepreneurs/spotlights': json([]), 'GET /api/me/spotlights': json([]) });
    const { user } = renderWithProviders(
      <SpotlightsTab slug="entrepreneurs" communityName="Entrepreneurs" placeholder={placeholder('spotlights')} />,
    );
    const panel = await screen.findByTestId('placeholder-spotlights');
    const view = within(panel).getByRole('link', { name: 'View Spotlights' });
    expect(view).toHaveAttribute('href', '/community-engagement');
    await user.click(view);
    expect(screen.queryByRole('dialog', { name: 'Share your story' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share your story' })).toBeInTheDocument();
  });
});
