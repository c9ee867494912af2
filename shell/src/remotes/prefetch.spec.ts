const preloadPage = jest.fn((_path: string) => Promise.resolve());
jest.mock('./federation', () => ({ preloadPage: (path: string) => preloadPage(path) }));

import { prefetchPageOf } from './prefetch';

describe('prefetchPageOf', () => {
  beforeEach(() => preloadPage.mockClear());

  it('starts loading the page of a same-origin link (its slice decides what the path is)', () => {
    prefetchPageOf('/community/entrepreneurs', 'http://site.test');
    prefetchPageOf('http://site.test/ai-evolution?x=1#top', 'http://site.test');
    expect(preloadPage.mock.calls.map((c) => c[0])).toEqual(['/community/entrepreneurs', '/ai-evolution']);
  });

  it('ignores other sites and hrefs that are not URLs', () => {
    prefetchPageOf('https://www.linkedin.com/community', 'http://site.test');
    prefetchPageOf('http://[::1', 'http://site.test');
    prefetchPageOf('mailto:hello@example.com', 'http://site.test');
    expect(preloadPage).not.toHaveBeenCalled();
  });
});
