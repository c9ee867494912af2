import { repliesAfter } from '@cci/contracts';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursors', () => {
  it('decode what they encode, and refuse another shape', () => {
    const cursor = encodeCursor(['2026-11-28T03:00:00.123456Z', 7]);
    expect(decodeCursor(cursor, ['timestamp', 'id'])).toEqual(['2026-11-28T03:00:00.123456Z', 7]);
    expect(() => decodeCursor(cursor, ['id'])).toThrow();
    expect(() => decodeCursor('not a cursor!', ['id'])).toThrow();
  });

  it("the client's cursor of the replies after a reply is the one the API makes of that reply's key", () => {
    for (const id of [1, 19, 20, 255, 65_536, 2_147_483_647]) {
      expect(repliesAfter(id)).toBe(encodeCursor([id]));
      expect(decodeCursor(repliesAfter(id), ['id'])).toEqual([id]);
    }
  });
});
