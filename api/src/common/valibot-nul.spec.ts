import * as v from 'valibot';
import { findNul, NUL_NOT_ALLOWED, ValibotPipe } from './valibot';

describe('findNul', () => {
  it('finds the path of the first string holding U+0000', () => {
    expect(findNul('plain')).toBeUndefined();
    expect(findNul('a\u0000')).toBe('_root');
    expect(findNul({ a: 'x', b: ['y', 'z\u0000'] })).toBe('b.1');
    expect(findNul({ a: { b: '\u0000' } })).toBe('a.b');
    expect(findNul({ a: 1, b: null, c: true, d: ['ok'] })).toBeUndefined();
  });
});

describe('ValibotPipe refuses NUL characters in what it passes on', () => {
  const pipe = new ValibotPipe(v.object({ name: v.string(), tags: v.optional(v.array(v.string()), []) }));

  it('passes the parsed output (unknown fields dropped, so a NUL there does not matter)', () => {
    expect(pipe.transform({ name: 'Ada', other: '\u0000' })).toEqual({ name: 'Ada', tags: [] });
  });

  it('400 naming the field that holds a NUL', () => {
    expect(() => pipe.transform({ name: 'A\u0000da' })).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ errors: { name: NUL_NOT_ALLOWED } }) }),
    );
    expect(() => pipe.transform({ name: 'Ada', tags: ['ok', '\u0000'] })).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ errors: { 'tags.1': NUL_NOT_ALLOWED } }) }),
    );
  });

  it('schema errors come first, as with ValibotPipe', () => {
    expect(() => pipe.transform({})).toThrow(
      expect.objectContaining({ response: expect.objectContaining({ message: 'Validation failed' }) }),
    );
  });
});
