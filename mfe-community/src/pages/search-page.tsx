import { ApiError, Button, Container, media, Skeleton, StateMessage, usePageTitle } from '@cci/shared-ui';
import { useSearch } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { Link, useLocation, useNavigate } from '@cci/shared-ui/router';
import { SearchX } from 'lucide-react';
import styled from 'styled-components';
import { SearchForm } from '../features/search/components/search-form';
import { SearchHitCard } from '../features/search/components/search-hit';

const Page = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  max-width: 960px;
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(10)};
  }
  > header h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    color: ${(p) => p.theme.color.ink};
  }
`;
const Results = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ol {
    display: grid;
    margin: 0;
    padding: 0;
    gap: ${(p) => p.theme.space(3)};
    list-style: none;
  }
`;
const Suggestion = styled.p`
  color: ${(p) => p.theme.color.text};
  a {
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

export const searchPath = (q: string, community: string) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (community) params.set('community', community);
  const text = params.toString();
  return `/search${text ? `?${text}` : ''}`;
};

/** One page of results; the last page read offers "Load more". */
function ResultPage({
  q,
  community,
  cursor,
  last,
  onMore,
}: {
  q: string;
  community: string;
  cursor: string | null;
  last: boolean;
  onMore: (c: string) => void;
}) {
  const { data, error, isLoading, mutate } = useSearch(q, community || null, cursor);
  if (isLoading && !data)
    return (
      <div aria-busy="true" aria-label="Searching">
        <Skeleton $h="96px" $radius="16px" />
      </div>
    );
  if (error || !data)
    return (
      <div role="alert">
        <StateMessage
          title="Search failed"
          actions={
            <Button $variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The server could not be reached.'}
        </StateMessage>
      </div>
    );
  return (
    <>
      {cursor === null && data.items.length === 0 && (
        <>
          {data.suggestion && (
            <Suggestion data-testid="search-suggestion">
              Did you mean <Link to={searchPath(data.suggestion, community)}>{data.suggestion}</Link>?
            </Suggestion>
          )}
          <StateMessage icon={<SearchX size={36} aria-hidden="true" />} title="No results">
            Nothing matches “{q}”{community ? ' in this community' : ''}. Try other words, or search all communities.
          </StateMessage>
        </>
      )}
      {data.items.length > 0 && (
        <ol aria-label={cursor === null ? 'Search results' : undefined}>
          {data.items.map((hit) => (
            <li key={`${hit.kind}-${hit.replyId ?? hit.threadId}`}>
              <SearchHitCard hit={hit} />
            </li>
          ))}
        </ol>
      )}
      {last && <LoadMore next={data.nextCursor} onMore={onMore} />}
    </>
  );
}

/** Search every community's discussions, or one's (/search?q=&community=). */
export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const q = (params.get('q') ?? '').trim();
  const community = params.get('community') ?? '';
  const pages = useCursorPages(`${q}\n${community}`);
  usePageTitle(q ? `Search: ${q}` : 'Search');

  return (
    <Page>
      <header>
        <h1>Search</h1>
      </header>
      <SearchForm q={q} community={community} onSearch={(nextQ, nextCommunity) => navigate(searchPath(nextQ, nextCommunity))} />
      {q ? (
        <Results aria-label="Results" data-testid="search-results">
          {pages.cursors.map((cursor, i) => (
            <ResultPage key={cursor ?? 'first'} q={q} community={community} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
          ))}
        </Results>
      ) : (
        <StateMessage title="Search the discussions">
          Type a few words: titles count more than bodies. Press / to jump to the search box.
        </StateMessage>
      )}
    </Page>
  );
}
