import { BadRequestException } from '@nestjs/common';
import { PositiveIntPipe } from './positive-int.pipe';

describe('PositiveIntPipe', () => {
  const pipe = new PositiveIntPipe('communityId');

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('accepts %j', (input, expected) => {
    expect(pipe.transform(input)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', '1e3', ' 1', '2147483648', '99999999999999999999'])('rejects %j with a 400', (input) => {
    expect(() => pipe.transform(input)).toThrow(new BadRequestException('communityId must be a positive integer'));
  });
});
