/** @jest-environment jsdom */
import { type CommunityTags, TAG_MESSAGES } from '@cci/contracts';
import { json, mockApi, renderWithProviders } from '@cci/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { TagPicker } from './tag-picker';

// The composer's tag picker: the community's curated tags as checkboxes, at most 5, and "Suggest a new tag" only where
// the community takes suggestions.
const KEY = 'GET /api/communities/entrepreneurs/tags';
const tags = (names: string[], allowSuggestions: boolean): CommunityTags => ({
  allowSuggestions,
  tags: names.map((name) => ({ name, description: null, threadCount: 1 })),
});

function Picker({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TagPicker community="entrepreneurs" value={value} onChange={setValue} />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

describe('TagPicker', () => {
  it('checks up to 5 tags; the others are disabled then; no suggestion field while the community takes none', async () => {
    mockApi({ [KEY]: json(tags(['a', 'b', 'c', 'd', 'e', 'f'], false)) });
    const { user } = renderWithProviders(<Picker />);
    const group = await screen.findByRole('group', { name: 'Tags' });
    for (const name of ['b', 'a', 'c', 'd', 'e']) await user.click(within(group).getByRole('checkbox', { name }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('b,a,c,d,e');
    expect(within(group).getByRole('checkbox', { name: 'f' })).toBeDisabled();
    expect(group).toHaveTextContent('5 of 5 chosen');
    await user.click(within(group).getByRole('checkbox', { name: 'a' }));
    expect(within(group).getByRole('checkbox', { name: 'f' })).toBeEnabled();
    expect(within(group).queryByLabelText('Suggest a new tag')).not.toBeInTheDocument();
  });

  it('adds a suggestion (lowercased) where allowed, and refuses a malformed one with the rule', async () => {
    mockApi({ [KEY]: json(tags(['rag'], true)) });
    const { user } = renderWithProviders(<Picker />);
    const field = await screen.findByLabelText('Suggest a new tag');
    await user.type(field, 'Not a tag!{Enter}');
    expect(screen.getByText(TAG_MESSAGES.name)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'Fine-Tuning{Enter}');
    expect(screen.getByRole('checkbox', { name: 'fine-tuning (suggested)' })).toBeChecked();
    expect(screen.getByTestId('chosen')).toHaveTextContent('fine-tuning');
    expect(screen.queryByText(TAG_MESSAGES.name)).not.toBeInTheDocument();
  });

  it('shows nothing for a community without tags that takes no suggestions', async () => {
    const api = mockApi({ [KEY]: json(tags([], false)) });
    renderWithProviders(<Picker />);
    await waitFor(() => expect(api.count(KEY)).toBe(1));
    for (let i = 0; i < 3; i++) await act(async () => undefined); // the answer is read and rendered
    expect(screen.queryByRole('group', { name: 'Tags' })).not.toBeInTheDocument();
  });
});
