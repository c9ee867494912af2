import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('reuses a sane incoming id', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'abc-123_XYZ' } })).toBe('abc-123_XYZ');
    expect(requestIdFor({ headers: { 'x-request-id': 'a'.repeat(100) } })).toBe('a'.repeat(100));
  });

  it.each([undefined, '', 'a'.repeat(101), 'has space', 'new\nline', '<script>', 'ünïcode'])('replaces %j with a UUID', (value) => {
    expect(requestIdFor({ headers: { 'x-request-id': value } })).toMatch(UUID);
  });

  it('uses the first of repeated headers', () => {
    expect(requestIdFor({ headers: { 'x-request-id': ['first', 'second'] as unknown as string } })).toBe('first');
  });
});
