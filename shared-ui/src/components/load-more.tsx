// The shared singleton's Button, by name: this entry is bundled into the apps whose lists read page by page, so that
// every other page's first visit does not load it with @cci/shared-ui.
import { Button, type ButtonSize } from '@cci/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

/** The pages a "Load more" list shows, by the cursor each was read with. */
export interface CursorPages {
  /** null for the first page, then the next cursor of each page shown before it. */
  cursors: (string | null)[];
  /** Whether the i-th page is the last one shown (the one that offers the next). */
  isLast: (i: number) => boolean;
  /** Shows the page read with `next` under the others (once, however often it is asked for). */
  more: (next: string) => void;
  /** Back to the first page alone. */
  reset: () => void;
}

/**
 * The cursors of a list read page by page with keyset cursors: the first page, then one more page per "Load more".
 * When `resetKey` changes (another query, sort or filter, or a count bumped to read the list again), the list starts
 * over from its first page.
 */
export function useCursorPages(resetKey: unknown = null): CursorPages {
  const [state, setState] = useState<{ key: unknown; cursors: (string | null)[] }>({ key: resetKey, cursors: [null] });
  const cursors = Object.is(state.key, resetKey) ? state.cursors : [null];
  return {
    cursors,
    isLast: (i) => i === cursors.length - 1,
    more: (next) =>
      setState((s) => {
        const shown = Object.is(s.key, resetKey) ? s.cursors : [null];
        return { key: resetKey, cursors: shown.includes(next) ? shown : [...shown, next] };
      }),
    reset: () => setState({ key: resetKey, cursors: [null] }),
  };
}

const Row = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * The button under a page of a list read page by page: it reads the page at `next`, and is not there once the list
 * has no next page. `className` (styled(LoadMore)) spaces it; `listItem` makes it an <li> for inside a list.
 */
export function LoadMore({
  next,
  onMore,
  label = 'Load more',
  size,
  listItem = false,
  className,
}: {
  next: string | null | undefined;
  onMore: (next: string) => void;
  label?: string;
  size?: ButtonSize;
  listItem?: boolean;
  className?: string;
}) {
  if (!next) return null;
  return (
    <Row as={listItem ? 'li' : 'div'} className={className}>
      <Button $variant="outline" $size={size} onClick={() => onMore(next)}>
        {label}
      </Button>
    </Row>
  );
}
