import type { DocumentSection } from '../../content/static-document';
import { countWords, readingMinutes } from './reading-time';

const section = (body: DocumentSection['body']): DocumentSection => ({ id: 'a', title: 'Two words', body });

describe('reading time', () => {
  it('counts the words a reader sees, link markup excluded', () => {
    expect(countWords([section(['One [two three](/about) four.'])])).toBe(2 + 4);
  });
  it('counts every kind of block', () => {
    const s = section([
      { kind: 'list', items: ['a b', { term: 'c', text: 'd e' }] },
      { kind: 'steps', label: 'x', items: [{ title: 'f', text: 'g' }] },
      { kind: 'ladder', label: 'y', levels: [{ title: 'h', duration: '7-30 days', text: 'i' }] },
      { kind: 'callout', tone: 'info', title: 'j', text: 'k' },
    ]);
    expect(countWords([s])).toBe(2 + 2 + 3 + 2 + 4 + 2);
  });
  it('rounds to whole minutes, never below one', () => {
    expect(readingMinutes([section(['word'])])).toBe(1);
    expect(readingMinutes([section([Array(1000).fill('w').join(' ')])])).toBe(5);
  });
});
