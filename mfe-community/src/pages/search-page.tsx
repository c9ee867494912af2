import { SEARCH_TYPES, type SearchGroup, type SearchType, type SiteSearchResults } from '@cci/contracts';
import { ApiError, Button, Container, media, Skeleton, StateMessage, usePageTitle } from '@cci/shared-ui';
import { useSearch, useSiteSearch } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { Link, useLocation, useNavigate } from '@cci/shared-ui/router';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchForm } from '../features/search/components/search-form';
import { SearchHitCard } from '../features/search/components/search-hit';
import { ArticleHitCard, EventHitCard, MemberHitCard } from '../features/search/components/site-hits';

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
const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
  > header h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    color: ${(p) => p.theme.color.ink};
  }
  > header a {
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const Panel = styled(TabsContent)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(2)};
`;
const Suggestion = styled.p`
  color: ${(p) => p.theme.color.text};
  a {
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

/** Each type's section and tab title. */
const TYPE_LABELS: Record<SearchType, string> = { posts: 'Discussions', events: 'Events', articles: 'Articles', members: 'Members' };

export const searchPath = (q: string, community: string, type: SearchType | null = null) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (community) params.set('community', community);
  const text = params.toString();
  return `/search${text ? `?${text}` : ''}`;
};

const isSearchType = (value: string | null): value is SearchType => (SEARCH_TYPES as readonly (string | null)[]).includes(value);

function Searching() {
  return (
    <div aria-busy="true" aria-label="Searching">
      <Skeleton $h="96px" $radius="16px" />
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert">
      <StateMessage
        title="Search failed"
        actions={
          <Button $variant="outline" onClick={retry}>
            Try again
          </Button>
        }
      >
        {error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The server could not be reached.'}
      </StateMessage>
    </div>
  );
}

/** "Did you mean", then the empty state. */
function NoResults({ q, community, suggestion }: { q: string; community: string; suggestion: string | null }) {
  return (
    <>
      {suggestion && (
        <Suggestion data-testid="search-suggestion">
          Did you mean <Link to={searchPath(suggestion, community)}>{suggestion}</Link>?
        </Suggestion>
      )}
      <StateMessage icon={<SearchX size={36} aria-hidden="true" />} title="No results">
        Nothing matches “{q}”{community ? ' in this community' : ''}. Try other words, or search all communities.
      </StateMessage>
    </>
  );
}

/** One hit of any type, as its card. */
function HitCard({ type, hit }: { type: SearchType; hit: unknown }): ReactNode {
  switch (type) {
    case 'posts':
      return <SearchHitCard hit={hit as SiteSearchResults['groups']['posts']['items'][number]} />;
    case 'events':
      return <EventHitCard hit={hit as SiteSearchResults['groups']['events']['items'][number]} />;
    case 'articles':
      return <ArticleHitCard hit={hit as SiteSearchResults['groups']['articles']['items'][number]} />;
    case 'members':
      return <MemberHitCard hit={hit as SiteSearchResults['groups']['members']['items'][number]} />;
  }
}

/** A hit's key within its list. */
const hitKey = (type: SearchType, hit: { id?: number; kind?: string; threadId?: number; replyId?: number | null }) =>
  type === 'posts' ? `${hit.kind}-${hit.replyId ?? hit.threadId}` : String(hit.id);

function HitList({ type, items, label }: { type: SearchType; items: object[]; label?: string }) {
  return (
    <ol aria-label={label}>
      {items.map((hit) => (
        <li key={hitKey(type, hit)}>
          <HitCard type={type} hit={hit} />
        </li>
      ))}
    </ol>
  );
}

/** Without a type: a section per type that found something, its first hits and a link to all of them. */
function AllResults({ q, community }: { q: string; community: string }) {
  const { data, error, isLoading, mutate } = useSiteSearch(q, community || null);
  if (isLoading && !data) return <Searching />;
  if (error || !data) return <Failed error={error} retry={() => void mutate()} />;
  const found = SEARCH_TYPES.filter((type) => data.groups[type].items.length > 0);
  if (!found.length) return <NoResults q={q} community={community} suggestion={data.suggestion} />;
  return (
    <>
      {found.map((type) => {
        const group: SearchGroup<object> = data.groups[type];
        const count = `${group.items.length}${group.more ? '+' : ''}`;
        return (
          <Section key={type} aria-labelledby={`search-${type}`} data-testid={`search-section-${type}`}>
            <header>
              <h2 id={`search-${type}`}>
                {TYPE_LABELS[type]} <span>({count})</span>
              </h2>
              {group.more && <Link to={searchPath(q, community, type)}>All {TYPE_LABELS[type].toLowerCase()}</Link>}
            </header>
            <HitList type={type} items={group.items} />
          </Section>
        );
      })}
    </>
  );
}

/** One page of one type's results; the last page read offers "Load more". */
function ResultPage({
  q,
  type,
  community,
  cursor,
  last,
  onMore,
}: {
  q: string;
  type: SearchType;
  community: string;
  cursor: string | null;
  last: boolean;
  onMore: (c: string) => void;
}) {
  const { data, error, isLoading, mutate } = useSearch(q, type, community || null, cursor);
  if (isLoading && !data) return <Searching />;
  if (error || !data) return <Failed error={error} retry={() => void mutate()} />;
  return (
    <>
      {cursor === null && data.items.length === 0 && (
        <NoResults q={q} community={community} suggestion={'suggestion' in data ? data.suggestion : null} />
      )}
      {data.items.length > 0 && <HitList type={type} items={data.items} label={cursor === null ? 'Search results' : undefined} />}
      {last && <LoadMore next={data.nextCursor} onMore={onMore} />}
    </>
  );
}

/** The tabs: All, then each type; their values as in the address (type=; All has none). */
const TABS: [SearchType | 'all', string][] = [['all', 'All'], ...SEARCH_TYPES.map((t): [SearchType, string] => [t, TYPE_LABELS[t]])];

/** Search everything public (/search?q=&type=&community=): discussions, events, articles and members. */
export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const q = (params.get('q') ?? '').trim();
  const typeParam = params.get('type');
  const type = isSearchType(typeParam) ? typeParam : null;
  const community = params.get('community') ?? '';
  const pages = useCursorPages(`${q}\n${type}\n${community}`);
  usePageTitle(q ? `Search: ${q}` : 'Search');

  return (
    <Page>
      <header>
        <h1>Search</h1>
      </header>
      <SearchForm q={q} community={community} onSearch={(nextQ, nextCommunity) => navigate(searchPath(nextQ, nextCommunity, type))} />
      {q ? (
        <Results aria-label="Results" data-testid="search-results">
          {/* The selected type is in the address (?type=), so a result list can be linked and Back returns to it. */}
          <Tabs value={type ?? 'all'} onValueChange={(tab) => navigate(searchPath(q, community, isSearchType(tab) ? tab : null))}>
            <TabsList aria-label="Result types">
              {TABS.map(([tab, label]) => (
                <TabsTrigger key={tab} value={tab}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map(([tab]) => (
              <Panel key={tab} value={tab} tabIndex={-1}>
                {tab === 'all' ? (
                  <AllResults q={q} community={community} />
                ) : (
                  pages.cursors.map((cursor, i) => (
                    // Keyed by type too: a page kept on screen while the next loads (keepPreviousData) is never another type's.
                    <ResultPage
                      key={`${tab}:${cursor ?? 'first'}`}
                      q={q}
                      type={tab}
                      community={community}
                      cursor={cursor}
                      last={pages.isLast(i)}
                      onMore={pages.more}
                    />
                  ))
                )}
              </Panel>
            ))}
          </Tabs>
        </Results>
      ) : (
        <StateMessage title="Search the site">
          Type a few words to find discussions, events, articles and members: titles count more than bodies. Press / to jump to the search
          box.
        </StateMessage>
      )}
    </Page>
  );
}
