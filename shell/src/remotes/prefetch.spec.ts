const loadPageModule = jest.fn((_id: string) => ({ promise: Promise.reject(new Error('offline')) }));
jest.mock('./federation', () => ({ loadPageModule: (id: string) => loadPageModule(id) }));

import { prefetchPageOf } from './prefetch';

describe('prefetchPageOf', () => {
  beforeEach(() => loadPageModule.mockClear());

  it('starts loading the page module of a same-origin link into a slice', () => {
    prefetchPageOf('/community/entrepreneurs', 'http://site.test');
    prefetchPageOf('http://site.test/ai-evolution?x=1#top', 'http://site.test');
    expect(loadPageModule.mock.calls.map((c) => c[0])).toEqual(['mfe_community/CommunityDetailPage', 'mfe_public/AiEvolutionPage']);
  });

  it('ignores other sites, unknown paths and hrefs that are not URLs', () => {
    prefetchPageOf('https://www.linkedin.com/community', 'http://site.test');
    prefetchPageOf('/no-such-page', 'http://site.test');
    prefetchPageOf('http://[::1', 'http://site.test');
    prefetchPageOf('mailto:hello@example.com', 'http://site.test');
    expect(loadPageModule).not.toHaveBeenCalled();
  });
});
