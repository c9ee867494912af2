/**
 * The Markdown the composer inserts for a mention. Apart from markdown.ts, which it needs nothing of: a module that
 * the browser's composer imports must not bring markdown-it and highlight.js with it (the preview loads those lazily).
 */
export const mentionMarkdown = (member: { id: number; displayName: string }): string =>
  `[@${member.displayName.replace(/[[\]]/g, '')}](/members/${member.id})`;
