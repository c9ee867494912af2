import { Link, useLocation, useNavigate } from '@cci/shared-ui/router';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { iconButtonStyles } from './icon-button';

/** The search page (the community slice's) and the id of its query field. */
export const SEARCH_PATH = '/search';
export const SEARCH_FIELD_SELECTOR = '#site-search, #search-q';
const FIELD_WAIT_MS = 5000;

const SearchLink = styled(Link)`
  ${iconButtonStyles}
`;

/** Whether a key press belongs to a field the member is typing in (where "/" is just a character). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Focuses the search page's field as soon as it is on screen (the page may still be loading). */
function focusSearchField(deadline = Date.now() + FIELD_WAIT_MS) {
  const field = document.querySelector<HTMLInputElement>(SEARCH_FIELD_SELECTOR);
  if (field) field.focus();
  else if (Date.now() < deadline) requestAnimationFrame(() => focusSearchField(deadline));
}

/**
 * "/" anywhere outside a text field goes to /search and puts the cursor in its box (as on GitHub or
 * Discourse). On /search itself the page's own handler focuses the box, so this one stands aside.
 */
export function useSlashToSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === SEARCH_PATH) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      navigate(SEARCH_PATH);
      focusSearchField();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, pathname]);
}

/** The nav's search entry: an icon link named "Search". */
export function SearchButton() {
  return (
    <SearchLink to={SEARCH_PATH} aria-label="Search" title="Search (press /)" data-testid="nav-search">
      <Search aria-hidden="true" />
    </SearchLink>
  );
}
