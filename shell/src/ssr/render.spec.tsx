import { useParams } from '@cci/shared-ui/router';
import useSWR from 'swr';
import { lookup, setPages } from './render';

/** Reads its community the way the community slice's detail page does (useCommunity). */
function DetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data } = useSWR<{ name: string }>(slug ? `/api/communities/${encodeURIComponent(slug)}` : null);
  useSWR('/api/communities'); // a read that does not depend on the path
  return <h1>{data?.name ?? 'loading'}</h1>;
}
const Page = () => <p>page</p>;

describe('lookup: what the server knows of a path before rendering it', () => {
  beforeAll(() => {
    setPages({ 'mfe_community/CommunityDetailPage': DetailPage, 'mfe_community/CommunityListPage': Page, 'mfe_public/AboutPage': Page, 'mfe_dashboard/DashboardPage': Page });
  });

  it('finds the API reads named by the path parameters (learnt from the page), filled in for this path', () => {
    expect(lookup('/community/entrepreneurs')).toEqual({ path: '/community/entrepreneurs', prerendered: true, paramReads: ['/api/communities/entrepreneurs'] });
    expect(lookup('/community/a%20b')?.paramReads).toEqual(['/api/communities/a%20b']);
    expect(lookup('/community/%3Fx%3D1%2F..')?.paramReads).toEqual(['/api/communities/%3Fx%3D1%2F..']); // stays one path segment
    expect(lookup('/community')).toEqual({ path: '/community', prerendered: true, paramReads: [] });
  });

  it('one spelling per page: fixed segments in any case, parameters decoded then encoded once, no empty segments', () => {
    for (const url of ['/community/entrepreneurs/', '//community//entrepreneurs', '/Community/entrepreneurs', '/community/%65ntrepreneurs']) {
      expect([url, lookup(url)?.path]).toEqual([url, '/community/entrepreneurs']);
    }
    expect(lookup('/ABOUT/')?.path).toBe('/about');
    expect(lookup('/community/Entrepreneurs')?.path).toBe('/community/Entrepreneurs'); // a parameter keeps its case
  });

  it('undefined for a path that shows the shell 404 page', () => {
    for (const url of ['/no/such/page', '/community/a/b', '/admin/unknown', '/aboutx']) expect([url, lookup(url)]).toEqual([url, undefined]);
  });

  it('personal pages and pages not compiled in are not pre-rendered, and read nothing first', () => {
    expect(lookup('/dashboard/entrepreneurs')).toEqual({ path: '/dashboard/entrepreneurs', prerendered: false, paramReads: [] });
    expect(lookup('/events')).toEqual({ path: '/events', prerendered: false, paramReads: [] });
  });
});
