/**
 * highlight.js's colours in a post's code blocks, on the ink background: each is above 4.5:1 there. A theme file of
 * its own (not the shared theme object): only the pages that show posts load it.
 */
export const syntax = {
  text: '#E2E8F0',
  comment: '#94A3B8',
  keyword: '#C4B5FD',
  string: '#86EFAC',
  number: '#FDBA74',
  title: '#93C5FD',
  attribute: '#F9A8D4',
  builtIn: '#67E8F9',
  deletion: '#FCA5A5',
} as const;
