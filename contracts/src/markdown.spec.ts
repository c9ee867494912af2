import { countLinks, markdownExcerpt, mentionedMemberIds, renderMarkdown } from './markdown';
import { mentionMarkdown } from './mentions';

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

  it('shows no images (a post cannot make readers fetch another site)', () => {
    expect(renderMarkdown('![cat](https://example.com/cat.png)')).not.toContain('<img');
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
