import type { Community } from '@cci/contracts';
import { filterCommunities } from './filter-communities';

const c = (id: number, name: string, description: string): Community => ({
  id,
  slug: name.toLowerCase(),
  name,
  description,
  image: '',
  icon: 'users',
  color: '#000',
  memberCount: 0,
});
const all = [
  c(1, 'Entrepreneurs', 'Founders building with AI'),
  c(2, 'Seniors', 'Confident with technology at any age'),
  c(3, 'Creatives', 'Artists and makers'),
];

describe('filterCommunities (spec §4: case-insensitive substring on name or description)', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterCommunities(all, '')).toHaveLength(3);
    expect(filterCommunities(all, '   ')).toHaveLength(3);
  });
  it('matches names and descriptions regardless of case', () => {
    expect(filterCommunities(all, 'ENTRE').map((x) => x.id)).toEqual([1]);
    expect(filterCommunities(all, 'technology').map((x) => x.id)).toEqual([2]);
    expect(filterCommunities(all, 'ai').map((x) => x.id)).toEqual([1]); // "AI" in a description only
  });
  it('returns nothing when nothing matches', () => {
    expect(filterCommunities(all, 'zzz')).toEqual([]);
  });
});
