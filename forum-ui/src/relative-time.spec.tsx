/** @jest-environment jsdom */
import { renderWithProviders } from '@cci/shared-ui/testing';
import { screen } from '@testing-library/react';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  it('renders a time with its full date and zone as the title, past or future', () => {
    const future = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
    renderWithProviders(<RelativeTime iso={future} />);
    const time = screen.getByText('in 3 d');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/\d{4}.*\d{2}:\d{2}/);
  });
});
