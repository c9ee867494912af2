import MarkdownIt from 'markdown-it';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { POST_IMAGE_SIZES, postImageOf } from './uploads';

// Posts are Markdown: one renderer, markdown-it with highlight.js, used by the API when a post is stored
// (its HTML is kept next to the source) and by the composer's preview in the browser, so both show the same thing.
//
// - Raw HTML is off: a stored `<script>` is text. markdown-it escapes it and refuses javascript:/vbscript:/data: links.
// - Every link gets rel="nofollow ugc noopener" and opens in the same tab.
// - Fenced code is highlighted for the languages members paste most (prompts are plain text); other languages stay
//   escaped text. Highlighting is by the fence's language only: guessing is slow on long posts and often wrong.
// - Images only from this site's uploads (contracts/src/uploads.ts: postImageOf), with their srcset, size and alt text,
//   lazily loaded: a post cannot make every reader's browser fetch another site's URL. Any other image is a link.

const LANGUAGES = { bash, css, javascript, json, markdown, python, sql, typescript, xml, yaml } as const;
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  html: 'xml',
  yml: 'yaml',
  md: 'markdown',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const md = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: false,
  breaks: true,
  highlight(code, lang) {
    const name = lang ? (ALIASES[lang.toLowerCase()] ?? lang.toLowerCase()) : '';
    if (name && hljs.getLanguage(name)) {
      return `<pre class="hljs"><code class="language-${name}">${hljs.highlight(code, { language: name, ignoreIllegals: true }).value}</code></pre>`;
    }
    return `<pre class="hljs"><code>${escapeHtml(code)}</code></pre>`;
  },
});

/**
 * An image of this site's uploads as a <picture> (AVIF where the browser reads it, else WebP, at the widths it has),
 * lazy, with its width and height; any other image is a link to its URL named by its alt text (or the text alone).
 */
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const url = String(token.attrGet('src') ?? '');
  const alt = escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  const image = postImageOf(url);
  if (!image) {
    // A link for a web address (markdown-it lets data:image/… URLs through, which are no link to follow): text otherwise.
    const web = /^(https?:)?\/\//i.test(url) || url.startsWith('/');
    return web ? `<a href="${escapeHtml(url)}" rel="nofollow ugc noopener">${alt || escapeHtml(url)}</a>` : alt || escapeHtml(url);
  }
  const sizes = `sizes="${POST_IMAGE_SIZES}"`;
  return (
    `<picture><source type="image/avif" srcset="${image.avif}" ${sizes}>` +
    `<img src="${image.src}" srcset="${image.webp}" ${sizes} width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async">` +
    `</picture>`
  );
};

// A post sits under the page's h1 and the thread's h2: its own headings start at h3 (an article's, under its title's h1,
// at h2: env.headingShift).
md.core.ruler.push('shift_headings', (state) => {
  const shift = (state.env as { headingShift?: number } | undefined)?.headingShift ?? 2;
  state.tokens.forEach((token) => {
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
  });
});

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (MENTION_HREF.test(href) && tokens[idx + 1]?.content.startsWith('@')) tokens[idx].attrSet('class', 'mention');
  else tokens[idx].attrSet('rel', 'nofollow ugc noopener');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/**
 * A mention is a link to a member's profile whose text starts with "@": `[@Ada L.](/members/12)`. The composer's
 * autocomplete writes it; it reads well as Markdown, renders as a link to the profile, and names the member by id
 * (names are not unique).
 */
const MENTION_HREF = /^\/members\/([1-9][0-9]{0,9})$/;

/** The links a post's Markdown makes: its links, and the images that are not this site's uploads (rendered as links). */
function linkTokens(source: string): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = [];
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    tokens.forEach((token, i) => {
      if (token.type === 'link_open') links.push({ href: String(token.attrGet('href') ?? ''), text: tokens[i + 1]?.content ?? '' });
      const src = token.type === 'image' ? String(token.attrGet('src') ?? '') : '';
      if (src && !postImageOf(src)) links.push({ href: src, text: '' });
      if (token.children) walk(token.children);
    });
  };
  walk(md.parse(source, {}));
  return links;
}

/** The member ids a post mentions, each once, in order. */
export function mentionedMemberIds(source: string): number[] {
  const ids = linkTokens(source)
    .filter((l) => l.text.startsWith('@'))
    .map((l) => MENTION_HREF.exec(l.href)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  return [...new Set(ids)];
}

/**
 * The HTML of a post's Markdown: safe to insert as is (no raw HTML, safe links, highlighted code). `headingShift`: how
 * many levels its headings go down (2 for a post: `#` is an h3; 1 for an article, under its page's h1).
 */
export function renderMarkdown(source: string, { headingShift = 2 }: { headingShift?: number } = {}): string {
  return md.render(source, { headingShift });
}

/** The links to other sites a post's Markdown makes (new members may post at most a few). */
export function countLinks(source: string): number {
  // "//host/path" is another site too (a protocol-relative URL).
  return linkTokens(source).filter((l) => !l.href.startsWith('/') || l.href.startsWith('//')).length;
}

/** Plain text of a post's Markdown, for excerpts and e-mails: the words as a reader sees them, code blocks left out. */
export function markdownExcerpt(source: string, max = 200): string {
  const words: string[] = [];
  for (const token of md.parse(source, {})) {
    if (token.type !== 'inline' || !token.children) continue;
    for (const child of token.children) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    words.push(' ');
  }
  const text = words.join('').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
