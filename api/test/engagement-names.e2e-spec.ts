import { appForThisBlock, eventually } from './support';

// The engagement page's example lists read each row's community name from its community: a rename shows at once
// (the lists' cache drops on a write to communities), and a deleted community's rows keep the name it had when it was
// deleted (no row stores a copy before then).
describe('engagement lists: community names by join (e2e)', () => {
  const t = appForThisBlock();
  const { http } = t;
  const LISTS = ['/api/member-spotlights', '/api/challenges', '/api/mentor-profiles', '/api/discussion-categories'];
  const names = async (path: string) => ((await http().get(path).expect(200)).body as { communityId: string }[]).map((r) => r.communityId);

  it('a renamed community shows its new name in every list; a deleted one leaves the name it had', async () => {
    const before = await Promise.all(LISTS.map(names));
    for (const list of before) expect(list).toContain('Educators');

    await t.dataSource.query(`UPDATE communities SET name = 'Teachers' WHERE name = 'Educators'`);
    const renamed = before.map((list) => list.map((n) => (n === 'Educators' ? 'Teachers' : n)));
    await eventually(async () => expect(await Promise.all(LISTS.map(names))).toEqual(renamed), 1_000);

    await t.dataSource.query(`DELETE FROM communities WHERE name = 'Teachers'`);
    await eventually(async () => expect(await Promise.all(LISTS.map(names))).toEqual(renamed), 1_000);
  });
});
