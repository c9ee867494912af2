import { plainText } from '../../lib/inline-links';
import type { Block, DocumentSection } from '../../content/static-document';

/** An unhurried reading pace for guidance and legal text. */
const WORDS_PER_MINUTE = 200;

function blockText(block: Block): string[] {
  if (typeof block === 'string') return [block];
  switch (block.kind) {
    case 'subheading':
      return [block.text];
    case 'list':
      return block.items.map((i) => (typeof i === 'string' ? i : `${i.term} ${i.text}`));
    case 'steps':
      return block.items.map((i) => `${i.title} ${i.text}`);
    case 'cards':
      return block.items.map((i) => `${i.title} ${i.text} ${(i.examples ?? []).join(' ')}`);
    case 'callout':
      return [`${block.title} ${block.text}`];
    case 'checklist':
      return [...block.items];
    case 'ladder':
      return block.levels.map((l) => `${l.title} ${l.duration ?? ''} ${l.text}`);
  }
}

export function countWords(sections: readonly DocumentSection[]): number {
  return sections
    .flatMap((s) => [s.title, ...s.body.flatMap(blockText)])
    .reduce((n, text) => n + plainText(text).split(/\s+/).filter(Boolean).length, 0);
}

/** Whole minutes, at least one: shown as "8 min read" in the page hero. */
export function readingMinutes(sections: readonly DocumentSection[], extraWords = 0): number {
  return Math.max(1, Math.round((countWords(sections) + extraWords) / WORDS_PER_MINUTE));
}
