import { isReleaseId } from './releases';

describe('isReleaseId', () => {
  it.each(['1', 'r42', '2026-11-21_1a2b3c4', 'A'.repeat(64), 'e2e-community-x1'])('%s is a release id', (id) =>
    expect(isReleaseId(id)).toBe(true),
  );

  it.each(['', '.', '..', '.hidden', '-x', '_x', 'a/b', 'a\\b', 'a.b', 'a b', 'a%2e', 'é', 'A'.repeat(65), 'x\0'])('%j is not', (id) =>
    expect(isReleaseId(id)).toBe(false),
  );
});
