import { safeSnippet } from './safe-snippet';

describe('safeSnippet', () => {
  it('keeps <mark> and the escaped text as the API sent them', () => {
    expect(safeSnippet('a &lt;script&gt; and <mark>prompt</mark> here')).toBe('a &lt;script&gt; and <mark>prompt</mark> here');
  });
  it('drops any other tag, whatever its case or attributes', () => {
    expect(safeSnippet('<img src=x onerror=alert(1)><MARK>ok</MARK><a href="javascript:x">link</a>')).toBe('<MARK>ok</MARK>link');
    expect(safeSnippet('<mark onclick="x">no</mark>')).toBe('no</mark>');
  });
});
