import { quoteOf } from './quote';

describe('quoteOf (quote-reply)', () => {
  it('quotes every line of the reply and leaves an empty line to write under it', () => {
    expect(quoteOf({ body: 'First line\n\nSecond **bold**\n' })).toBe('> First line\n>\n> Second **bold**\n\n');
  });
});
