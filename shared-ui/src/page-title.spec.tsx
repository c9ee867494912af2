/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { clipText, headTags, type PageHead, SITE_DESCRIPTION } from './page-head';
import { usePageTitle } from './page-title';

const contentOf = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('headTags: what a page tells people outside the site', () => {
  it('an article: its title, clipped description, absolute canonical and image, a large card', () => {
    const tags = headTags(
      'Prompt tips',
      { description: 'word '.repeat(60), type: 'article', image: '/images/a.webp' },
      'https://x.example',
      '/ai-evolution/a-1',
    );
    const byKey = Object.fromEntries(tags.map((t) => (t.tag === 'meta' ? [t.key, t.content] : [t.rel, t.href])));
    expect(byKey).toMatchObject({
      'og:title': 'Prompt tips',
      'og:type': 'article',
      'og:url': 'https://x.example/ai-evolution/a-1',
      canonical: 'https://x.example/ai-evolution/a-1',
      'og:image': 'https://x.example/images/a.webp',
      'og:site_name': 'The AI Network',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Prompt tips',
    });
    expect(byKey.description.length).toBeLessThanOrEqual(155);
    expect(byKey.description).toMatch(/^word word .*word…$/);
    expect(byKey['og:description']).toBe(byKey.description);
  });
  it("a page with nothing to say: the site's name and description, a website, a small card; absolute images stay", () => {
    const tags = headTags(undefined, {}, 'https://x.example', '/');
    expect(tags).toContainEqual({ tag: 'meta', attr: 'property', key: 'og:title', content: 'The AI Network' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'name', key: 'description', content: SITE_DESCRIPTION });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'property', key: 'og:type', content: 'website' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'name', key: 'twitter:card', content: 'summary' });
    expect(tags.some((t) => t.tag === 'meta' && t.key === 'og:image')).toBe(false);
    const image = headTags('E', { image: 'https://cdn.example/e.png' }, 'https://x.example', '/events/1');
    expect(image).toContainEqual({ tag: 'meta', attr: 'property', key: 'og:image', content: 'https://cdn.example/e.png' });
  });
  it('clipText: one line, short text as it is', () => {
    expect(clipText('  a\n\n b  ')).toBe('a b');
    expect(clipText('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('usePageTitle in the browser: the head follows the page', () => {
  function Page({ title, head }: { title?: string; head?: PageHead }) {
    usePageTitle(title, head);
    return null;
  }
  it('leaves the head the server wrote; after a navigation sets the tags, replaces them and drops those not set again', async () => {
    // The document as the server sent it (for this path: jsdom's /).
    document.head.innerHTML = '<link rel="canonical" href="https://x.example/"><meta name="description" content="Written by the server">';
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Page title="Home" head={{ description: 'Not this' }} />));
    expect(document.title).toBe('Home · The AI Network');
    expect(contentOf('meta[name="description"]')).toBe('Written by the server');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();

    window.history.pushState(null, '', '/community/creatives');
    const creatives = { description: 'Makers', feed: '/community/creatives/feed.xml' };
    await act(async () => root.render(<Page title="Creatives Community" head={creatives} />));
    expect(document.title).toBe('Creatives Community · The AI Network');
    expect(contentOf('meta[name="description"]')).toBe('Makers');
    expect(contentOf('meta[property="og:title"]')).toBe('Creatives Community');
    // The origin is the one the server wrote (PUBLIC_URL), not this window's.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.example/community/creatives');
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(
      'https://x.example/community/creatives/feed.xml',
    );

    window.history.pushState(null, '', '/about');
    await act(async () => root.render(<Page title="About Us" />));
    expect(contentOf('meta[name="description"]')).toBe(SITE_DESCRIPTION);
    expect(contentOf('meta[property="og:title"]')).toBe('About Us');
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    // Back on the first page: its head is set again (the server's is gone).
    window.history.pushState(null, '', '/');
    await act(async () => root.render(<Page title="Home" head={{ description: 'Now this' }} />));
    expect(contentOf('meta[name="description"]')).toBe('Now this');
    act(() => root.unmount());
  });
});
