import { insertMention, mentionQueryAt } from './use-mentions';

describe('the composer’s @ autocomplete', () => {
  it('finds the "@name" typed just before the caret, at the start or after a space only', () => {
    expect(mentionQueryAt('Hello @Ad', 9)).toEqual({ start: 6, query: 'Ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail me at ada@example.com', 26)).toBeNull();
    expect(mentionQueryAt('Hello @Ada and more', 19)).toBeNull();
    expect(mentionQueryAt('Hello @Ada and more', 10)).toEqual({ start: 6, query: 'Ada' });
  });

  it('replaces "@query" with the mention’s Markdown and puts the caret after it', () => {
    const text = 'Thanks @Ad for this';
    const result = insertMention(text, 7, 10, { id: 12, displayName: 'Ada L.', initials: 'AL', avatar: null });
    expect(result.text).toBe('Thanks [@Ada L.](/members/12)  for this');
    expect(result.caret).toBe('Thanks [@Ada L.](/members/12) '.length);
  });
});
