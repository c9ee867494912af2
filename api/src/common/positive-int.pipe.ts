import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Largest value of a PostgreSQL `integer` column: anything above can never match an id. */
const MAX_INT4 = 2_147_483_647;

/** Route parameter → positive integer id, or 400 `<name> must be a positive integer` (never a 500 from the database). */
@Injectable()
export class PositiveIntPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const n = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(n <= MAX_INT4)) throw new BadRequestException(`${this.name} must be a positive integer`);
    return n;
  }
}
