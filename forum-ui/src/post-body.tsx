import styled from 'styled-components';
import { syntax } from '@cci/shared-ui/syntax-theme';

/**
 * A post's stored HTML (renderMarkdown on the server; the composer's preview renders the same). It is safe to insert:
 * markdown-it renders with raw HTML off and safe links only (contracts/src/markdown.ts), so a `<script>` in a post
 * arrives here as text. Images are only this site's uploads, with their size.
 *
 * Code uses a highlight.js colour theme written with the site's tokens: every colour is at least 4.5:1 on the code
 * background (WCAG AA), and long lines scroll inside the block, never the page.
 */
const Body = styled.div`
  color: ${(p) => p.theme.color.text};
  line-height: ${(p) => p.theme.lineHeight.normal};
  overflow-wrap: anywhere;
  min-width: 0;
  > * + * {
    margin-top: ${(p) => p.theme.space(3)};
  }
  h3,
  h4,
  h5,
  h6 {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${(p) => p.theme.fontSize.base};
  }
  ul,
  ol {
    padding-left: ${(p) => p.theme.space(6)};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li + li {
    margin-top: ${(p) => p.theme.space(1)};
  }
  a {
    color: ${(p) => p.theme.color.primaryHover};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  a.mention {
    padding: 0 ${(p) => p.theme.space(1)};
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    text-decoration: none;
  }
  blockquote {
    margin-inline: 0;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
    border-left: 4px solid ${(p) => p.theme.color.borderStrong};
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.muted};
    border-radius: 0 ${(p) => p.theme.radius.sm} ${(p) => p.theme.radius.sm} 0;
  }
  :not(pre) > code {
    padding: 1px ${(p) => p.theme.space(1.5)};
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.ink};
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.9em;
  }
  /* An uploaded image (contracts' renderMarkdown): its width and height attributes reserve its box, height: auto keeps
     its proportions at any column width. */
  picture {
    display: block;
    max-width: 100%;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  p > picture + picture {
    margin-top: ${(p) => p.theme.space(2)};
  }
  pre {
    max-width: 100%;
    overflow-x: auto;
    padding: ${(p) => p.theme.space(4)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.codeGround};
    color: ${syntax.text};
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${(p) => p.theme.fontSize.sm};
    line-height: 1.55;
    tab-size: 2;
  }
  pre:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  pre code {
    white-space: pre;
  }
  /* highlight.js on the ink background (@cci/shared-ui/syntax-theme): each colour is above 4.5:1. */
  .hljs-comment,
  .hljs-quote {
    color: ${syntax.comment};
    font-style: italic;
  }
  .hljs-keyword,
  .hljs-selector-tag,
  .hljs-meta .hljs-keyword,
  .hljs-doctag {
    color: ${syntax.keyword};
  }
  .hljs-string,
  .hljs-regexp,
  .hljs-addition,
  .hljs-attribute .hljs-string {
    color: ${syntax.string};
  }
  .hljs-number,
  .hljs-literal,
  .hljs-symbol,
  .hljs-bullet {
    color: ${syntax.number};
  }
  .hljs-title,
  .hljs-section,
  .hljs-title.function_,
  .hljs-name {
    color: ${syntax.title};
  }
  .hljs-attr,
  .hljs-attribute,
  .hljs-variable,
  .hljs-template-variable,
  .hljs-property {
    color: ${syntax.attribute};
  }
  .hljs-built_in,
  .hljs-type,
  .hljs-title.class_,
  .hljs-selector-class,
  .hljs-selector-id {
    color: ${syntax.builtIn};
  }
  .hljs-meta,
  .hljs-deletion {
    color: ${syntax.deletion};
  }
  .hljs-emphasis {
    font-style: italic;
  }
  .hljs-strong {
    font-weight: bold;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
  }
`;

/** The rendered Markdown of a post (or of the composer's preview). Code blocks are focusable so keyboards can scroll them. */
export function PostBody({ html, className }: { html: string; className?: string }) {
  // A <pre> that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
  const withFocusableCode = html.replace(/<pre class="hljs">/g, '<pre class="hljs" tabindex="0">');
  return <Body className={className} data-testid="post-body" dangerouslySetInnerHTML={{ __html: withFocusableCode }} />;
}
