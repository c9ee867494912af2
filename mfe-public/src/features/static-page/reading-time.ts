import { sectionsText } from '../../lib/document-text';
import type { DocumentSection } from '../../content/static-document';

/** An unhurried reading pace for guidance and legal text. */
const WORDS_PER_MINUTE = 200;

export function countWords(sections: readonly DocumentSection[]): number {
  return sectionsText(sections).reduce((n, text) => n + text.split(/\s+/).filter(Boolean).length, 0);
}

/** Whole minutes, at least one: shown as "8 min read" in the page hero. */
export function readingMinutes(sections: readonly DocumentSection[], extraWords = 0): number {
  return Math.max(1, Math.round((countWords(sections) + extraWords) / WORDS_PER_MINUTE));
}
