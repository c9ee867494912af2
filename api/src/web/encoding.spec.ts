import { negotiateEncoding } from './encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'gzip'], // as @fastify/static reads it
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0.1, *', 'gzip'],
    // Where @fastify/static's reading is looser than RFC 9110, the pages follow it (one URL, one answer):
    ['gzip;q=0, *', 'gzip'], // `*` is read as gzip, and the later gzip wins
    ['br;q=2', 'br'], // a q over 1 is not refused
  ])('%j → %s', (header, expected) => expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected));

  it.each([undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0', 'br;q=0,gzip;q=0.0', '*;q=0', 'br;q=abc'])(
    '%j → the identity',
    (header) => expect(negotiateEncoding(header, ['br', 'gzip'])).toBeUndefined(),
  );

  it('only offers what is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
  });
});
