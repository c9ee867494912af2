import type { Block, DocumentSection } from '../content/static-document';
import { plainText } from './inline-links';

/** The words a reader sees in one block of a guide or legal document (link targets left out). */
export function blockText(block: Block): string[] {
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

/** Each section's title and blocks as plain text, in reading order. */
export function sectionsText(sections: readonly DocumentSection[]): string[] {
  return sections.flatMap((s) => [s.title, ...s.body.flatMap(blockText)]).map(plainText);
}
