import { countLinks, markdownExcerpt, mentionedMemberIds, renderMarkdown } from './markdown';
import { mentionMarkdown } from './mentions';
import { uploadMarkdown } from './uploads';

describe('renderMarkdown', () => {
  it('shows raw HTML as text: a <script> never becomes an element', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
    expect(html).toBe('<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>\n');
    expect(renderMarkdown('<script>\nalert(1)\n</script>')).not.toMatch(/<script/i);
  });

  it('gives every link rel="nofollow ugc noopener", autolinked ones too', () => {
    expect(renderMarkdown('[docs](https://example.com/a)')).toBe(
      '<p><a href="https://example.com/a" rel="nofollow ugc noopener">docs</a></p>\n',
    );
    expect(renderMarkdown('see https://example.org')).toBe(
      '<p>see <a href="https://example.org" rel="nofollow ugc noopener">https://example.org</a></p>\n',
    );
  });

  it('refuses javascript:, vbscript: and data: links (they stay text)', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const html = renderMarkdown(`[click](${href})`);
      expect({ href, html }).toEqual({ href, html: expect.not.stringContaining('<a ') });
    }
  });

  const HASH = '9f'.repeat(32);
  const UPLOADED = { src: `/uploads/${HASH}.480-960/960.webp`, width: 1200, height: 800 };

  it("shows an upload of this site's as a lazy <picture> with its srcset, sizes, width, height and alt text", () => {
    const markdown = uploadMarkdown(UPLOADED, 'A chart of [latency]\nby model');
    expect(markdown).toBe(`![A chart of \\[latency\\] by model](/uploads/${HASH}.480-960/960.webp#960x640)`);
    const dir = `/uploads/${HASH}.480-960`;
    expect(renderMarkdown(`Look:\n\n${markdown}`)).toBe(
      '<p>Look:</p>\n<p><picture>' +
        `<source type="image/avif" srcset="${dir}/480.avif 480w, ${dir}/960.avif 960w" sizes="(min-width: 900px) 800px, 100vw">` +
        `<img src="${dir}/960.webp" srcset="${dir}/480.webp 480w, ${dir}/960.webp 960w" sizes="(min-width: 900px) 800px, 100vw" ` +
        'width="960" height="640" alt="A chart of [latency] by model" loading="lazy" decoding="async"></picture></p>\n',
    );
    // A narrow image keeps its own width; the alt text is escaped.
    const small = renderMarkdown(uploadMarkdown({ src: `/uploads/${HASH}.64/64.webp`, width: 64, height: 32 }, '"><script>x</script>'));
    expect(small).toContain('width="64" height="32" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(small).not.toContain('<script');
  });

  it('shows no other image: another site, javascript:, a size that does not match the path, or no size at all', () => {
    expect(renderMarkdown('![cat](https://example.com/cat.png)')).toBe(
      '<p><a href="https://example.com/cat.png" rel="nofollow ugc noopener">cat</a></p>\n',
    );
    expect(countLinks('![cat](https://example.com/cat.png) ![ok](/uploads/' + HASH + '.480/480.webp#480x10)')).toBe(1);
    for (const source of [
      '![x](javascript:alert(1))',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '![x](//evil.example/uploads/' + HASH + '.480/480.webp#480x10)',
      '![x](https://evil.example/uploads/' + HASH + '.480/480.webp#480x10)',
      `![x](/uploads/${HASH}.480-960/960.webp)`,
      `![x](/uploads/${HASH}.480-960/960.webp#1600x900)`,
      `![x](/uploads/${HASH}.480-960/480.webp#480x270)`,
      `![x](/uploads/${HASH}.480-960/960.avif#960x540)`,
      `![x](/uploads/${HASH}.480-960/960.webp#960x0)`,
      `![x](/uploads/${HASH}.480-960/960.webp#960x99999999)`,
      `![x](/uploads/${HASH}.480-960/960.webp?a=1#960x540)`,
      '![x](/uploads/../../etc/passwd#960x540)',
    ]) {
      const html = renderMarkdown(source);
      expect({ source, html }).toEqual({ source, html: expect.not.stringMatching(/<img|<picture|<source|src=|href="(javascript|data):/) });
    }
  });

  it('highlights fenced code by the fence language (and aliases); other code stays escaped text', () => {
    const py = renderMarkdown('```py\ndef f():\n    return "<b>"\n```');
    expect(py).toContain('<pre class="hljs"><code class="language-python">');
    expect(py).toContain('<span class="hljs-keyword">def</span>');
    expect(py).toContain('&lt;b&gt;');
    const ts = renderMarkdown('```ts\nconst a: number = 1;\n```');
    expect(ts).toContain('class="language-typescript"');
    expect(ts).toContain('<span class="hljs-keyword">const</span>');
    const unknown = renderMarkdown('```brainfuck\n<script>+++</script>\n```');
    expect(unknown).toBe('<pre class="hljs"><code>&lt;script&gt;+++&lt;/script&gt;\n</code></pre>\n');
    expect(renderMarkdown('inline `<tag>`')).toBe('<p>inline <code>&lt;tag&gt;</code></p>\n');
  });

  it('renders a mention as a link to the profile with class "mention" (no nofollow: it stays on the site)', () => {
    expect(renderMarkdown('Thanks [@Ada L.](/members/12)!')).toBe('<p>Thanks <a href="/members/12" class="mention">@Ada L.</a>!</p>\n');
    // a link to a profile whose text is not a mention is an ordinary link
    expect(renderMarkdown('[profile](/members/12)')).toBe('<p><a href="/members/12" rel="nofollow ugc noopener">profile</a></p>\n');
  });

  it('starts headings at h3 (the page has its h1 and the thread its h2)', () => {
    expect(renderMarkdown('# Title\n## Sub')).toBe('<h3>Title</h3>\n<h4>Sub</h4>\n');
  });
});

describe('mentions', () => {
  it('mentionedMemberIds: each member once, in order; only /members/<id> links whose text starts with @', () => {
    const body =
      '[@Ada L.](/members/12) and [@Bo K.](/members/7), [@Ada L.](/members/12) again, [Cy](/members/9), [@x](/members/0), [@y](https://e.com/members/3)';
    expect(mentionedMemberIds(body)).toEqual([12, 7]);
    expect(mentionedMemberIds('```\n[@Ada L.](/members/12)\n```')).toEqual([]);
    expect(mentionedMemberIds('no mentions')).toEqual([]);
  });

  it('mentionMarkdown writes what mentionedMemberIds reads back, without brackets that would break the link', () => {
    const md = mentionMarkdown({ id: 42, displayName: 'Ada [the] L.' });
    expect(md).toBe('[@Ada the L.](/members/42)');
    expect(mentionedMemberIds(md)).toEqual([42]);
  });
});

describe('countLinks', () => {
  it('counts links to other sites (written or autolinked), not links within the site', () => {
    expect(countLinks('[a](https://a.example) https://b.example <https://c.example> [@Ada L.](/members/1) [home](/community)')).toBe(3);
    expect(countLinks('[x](//evil.example/path)')).toBe(1);
    expect(countLinks('no links here, example dot com')).toBe(0);
    expect(countLinks('```\nhttps://in-code.example\n```')).toBe(0);
  });
});

describe('markdownExcerpt', () => {
  it('plain text: code, markup and link targets removed, whitespace collapsed, cut with an ellipsis', () => {
    expect(markdownExcerpt('## Title\n\n**Bold** and [a link](https://x.example)\n\n```js\ncode()\n```\n- item')).toBe(
      'Title Bold and a link item',
    );
    // Any fence (tildes too) and indented code stay out; a stored <script> is its text.
    expect(markdownExcerpt('Intro\n\n~~~\nsecret()\n~~~\n\n    indented()\n\nEnd <script>x</script>')).toBe('Intro End <script>x</script>');
    const long = markdownExcerpt('word '.repeat(100), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
