import type { ReplyView } from '@cci/contracts';

/** The Markdown that quote-reply puts in the composer: the reply's text as a blockquote, then an empty line. */
export const quoteOf = (reply: Pick<ReplyView, 'body'>) =>
  `${reply.body
    .trim()
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')}\n\n`;
