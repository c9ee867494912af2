import { linkKind, parseInlineLinks, plainText } from './inline-links';

describe('parseInlineLinks', () => {
  it('splits text and links in order', () => {
    expect(parseInlineLinks('Read the [Community Guidelines](/community-guidelines) and [mail us](mailto:a@b.example).')).toEqual([
      { text: 'Read the ' },
      { text: 'Community Guidelines', href: '/community-guidelines' },
      { text: ' and ' },
      { text: 'mail us', href: 'mailto:a@b.example' },
      { text: '.' },
    ]);
  });
  it('leaves text without links whole, and square brackets without a target alone', () => {
    expect(parseInlineLinks('Replace [topic] with your own.')).toEqual([{ text: 'Replace [topic] with your own.' }]);
    expect(parseInlineLinks('')).toEqual([]);
  });
  it('a link can open or close the text', () => {
    expect(parseInlineLinks('[About us](/about)')).toEqual([{ text: 'About us', href: '/about' }]);
  });
  it('plainText drops the markup', () => {
    expect(plainText('See [the ICO website](https://ico.org.uk) today')).toBe('See the ICO website today');
  });
});

describe('linkKind', () => {
  it.each([
    ['/about', 'route'],
    ['#cookies', 'anchor'],
    ['mailto:privacy@theainetwork.example', 'mail'],
    ['https://ico.org.uk', 'external'],
  ])('%s is %s', (href, kind) => expect(linkKind(href)).toBe(kind));
});
