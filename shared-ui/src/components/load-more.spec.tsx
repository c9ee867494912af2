/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { LoadMore, useCursorPages } from './load-more';

/** A list of pages: each page says its cursor, and page "c<n>" offers "c<n+1>" until c3. */
function Pages({ resetKey }: { resetKey?: string }) {
  const pages = useCursorPages(resetKey);
  return (
    <>
      <ol aria-label="Pages">
        {pages.cursors.map((cursor, i) => (
          <li key={cursor ?? 'first'}>
            {cursor ?? 'first'}
            {pages.isLast(i) && <LoadMore next={cursor === 'c3' ? null : `c${Number(cursor?.slice(1) ?? 0) + 1}`} onMore={pages.more} />}
          </li>
        ))}
      </ol>
      <button onClick={pages.reset}>Reset</button>
    </>
  );
}

function WithKey() {
  const [key, setKey] = useState('a');
  return (
    <>
      <Pages resetKey={key} />
      <button onClick={() => setKey('b')}>Other query</button>
    </>
  );
}

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useCursorPages and LoadMore', () => {
  it('shows the first page, then one more per "Load more", until there is no next page', async () => {
    const user = userEvent.setup();
    renderThemed(<Pages />);
    expect(shown()).toEqual(['firstLoad more']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shown()).toEqual(['first', 'c1', 'c2', 'c3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toEqual(['firstLoad more']);
  });

  it('starts over from the first page when its reset key changes', async () => {
    const user = userEvent.setup();
    renderThemed(<WithKey />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shown()).toEqual(['first', 'c1Load more']);
    await user.click(screen.getByRole('button', { name: 'Other query' }));
    expect(shown()).toEqual(['firstLoad more']);
  });

  it('takes a label and a size, and renders as a list item when asked', () => {
    renderThemed(
      <ul>
        <LoadMore next="x" onMore={() => undefined} label="Load more replies" size="sm" listItem />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('button', { name: 'Load more replies' }));
  });
});
