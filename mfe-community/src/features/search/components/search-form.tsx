import { DISCUSSION_LIMITS } from '@cci/contracts';
import { Button } from '@cci/shared-ui';
import { useCommunities } from '@cci/shared-ui/api';
import { Input, Label, Select } from '@cci/shared-ui/forms';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) 220px auto;
  }
  > div {
    display: grid;
    gap: ${(p) => p.theme.space(1.5)};
  }
  button {
    min-height: 46px;
  }
`;

/** Typing "/" anywhere but in a field focuses the search box (as on GitHub, Discourse). */
function useSlashFocus(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}

/** The query and the discussions' community filter; submitting puts them in the address (?q=&community=) so results can be linked. */
export function SearchForm({ q, community, onSearch }: { q: string; community: string; onSearch: (q: string, community: string) => void }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(q);
  const [scope, setScope] = useState(community);
  const [shown, setShown] = useState({ q, community });
  const { data: communities } = useCommunities();
  // The address changed (back/forward, a "did you mean" link): the form follows it.
  if (shown.q !== q || shown.community !== community) {
    setShown({ q, community });
    setText(q);
    setScope(community);
  }
  useSlashFocus(input);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), scope);
  };
  return (
    <Form role="search" onSubmit={onSubmit} aria-label="Search the site">
      <div>
        <Label htmlFor="site-search">Search</Label>
        <Input
          ref={input}
          id="site-search"
          type="search"
          name="q"
          value={text}
          maxLength={DISCUSSION_LIMITS.searchQuery}
          placeholder="Discussions, events, articles, members…  (press / to focus)"
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div>
        <Label htmlFor="search-community">Community</Label>
        <Select id="search-community" name="community" value={scope} onChange={(event) => setScope(event.target.value)}>
          <option value="">All communities</option>
          {communities?.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
          {scope && !communities?.some((c) => c.slug === scope) && <option value={scope}>{scope}</option>}
        </Select>
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}
