import { DISCUSSION_LIMITS } from '@cci/contracts';

const { min, max } = DISCUSSION_LIMITS.title;

/**
 * A thread title for a post shared from the Feed's composer without one (issue 30: "Share" failed on a Title field the
 * member had not seen): its first line, or the whole text when that line is too short, cut at a word within the limit.
 */
export function titleFromBody(body: string): string {
  const firstLine = body.trim().split('\n', 1)[0]!.replace(/\s+/g, ' ').trim();
  const text = firstLine.length >= min ? firstLine : body.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= min ? cut.slice(0, space) : cut).trimEnd()}…`;
}
