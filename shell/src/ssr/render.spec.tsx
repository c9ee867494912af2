import { useCommunities, useCommunity } from '@cci/shared-ui/api';
import type { SliceRoute } from '@cci/shared-ui/router';
import { useParams } from '@cci/shared-ui/router';
import { usePageTitle } from '@cci/shared-ui';
import { matchRoute } from '../routes';
import { paramReadsOf, prerender, type PageToRender } from './render';

/** Reads its community the way the community slice's detail page does (the typed client's hooks). */
function DetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data } = useCommunity(slug);
  const { data: list } = useCommunities(); // a read that does not depend on the path
  return (
    <h1>
      {data?.name ?? 'loading'} of {list?.length ?? '?'}
    </h1>
  );
}
const Plain = () => <p>plain page</p>;
/** Names itself after what it read, as the community and profile pages do. */
function TitledPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data } = useCommunity(slug);
  usePageTitle(data ? `${data.name} Community` : undefined);
  return <h1>{data?.name ?? 'loading'}</h1>;
}

const ROUTES: SliceRoute[] = [
  { path: '/community/:slug', title: 'Community', prerender: true, page: async () => ({ default: DetailPage }) },
  { path: '/community', title: 'Communities', prerender: true, page: async () => ({ default: Plain }) },
];
const pageAt = (pathname: string, Page = DetailPage): PageToRender => ({
  remote: 'mfe_community',
  match: matchRoute(ROUTES, pathname)!,
  Page,
});

describe('paramReadsOf: the API reads named by the path parameters (learnt from the page)', () => {
  it('are filled in for this path, each parameter encoded once', () => {
    expect(paramReadsOf(pageAt('/community/entrepreneurs'))).toEqual(['/api/communities/entrepreneurs']);
    expect(paramReadsOf(pageAt('/community/a%20b'))).toEqual(['/api/communities/a%20b']);
    expect(paramReadsOf(pageAt('/community/%3Fx%3D1%2F..'))).toEqual(['/api/communities/%3Fx%3D1%2F..']); // stays one segment
  });
  it('a page without parameters reads nothing first', () => {
    expect(paramReadsOf(pageAt('/community', Plain))).toEqual([]);
  });
});

describe('prerender: the frame around the slice page the API loaded', () => {
  it('fetches what the page asks for, then renders with it, in the frame (nav, footer) with its styles', async () => {
    const asked: string[] = [];
    const page = await prerender(pageAt('/community/entrepreneurs'), async (key) => {
      asked.push(key);
      return key === '/api/communities' ? [1, 2, 3] : { name: 'Entrepreneurs' };
    });
    expect(asked.sort()).toEqual(['/api/communities', '/api/communities/entrepreneurs']);
    expect(page.html).toContain('<h1>Entrepreneurs<!-- --> of <!-- -->3</h1>');
    expect(page.html).toContain('<footer');
    expect(page.html).toContain('aria-label="Main"');
    expect(page.styles).toMatch(/^<style[^>]*data-styled/);
    expect(page.data).toEqual({ '/api/communities': [1, 2, 3], '/api/communities/entrepreneurs': { name: 'Entrepreneurs' } });
  });
});

describe('prerender: the title the page asks for', () => {
  it('is the one it set with the data it read, and none for a page that sets none', async () => {
    const titled = await prerender(pageAt('/community/creatives', TitledPage), async () => ({ name: 'Creatives' }));
    expect(titled.title).toBe('Creatives Community');
    const plain = await prerender(pageAt('/community', Plain), async () => undefined);
    expect(plain.title).toBeUndefined();
  });
});
