import type { ActivityItem } from '@cci/contracts';
import { hasNoPosts } from './activity-feed';

const line = (kind: ActivityItem['kind'], n: number): ActivityItem => ({
  id: `${kind}:${n}`,
  kind,
  actor: { id: n, displayName: 'Ada L.', initials: 'AL', avatar: null },
  threadId: kind === 'member' ? null : n,
  threadTitle: kind === 'member' ? null : 'Prompt tips',
  excerpt: '',
  likeCount: 0,
  replyCount: 0,
  at: '2026-11-23T10:00:00.000Z',
});

describe('the Feed shows the example posts only while nobody has posted', () => {
  it('shows them for no activity at all, or only members joining', () => {
    expect(hasNoPosts({ items: [], nextCursor: null })).toBe(true);
    expect(hasNoPosts({ items: [line('member', 1), line('member', 2)], nextCursor: null })).toBe(true);
  });
  it('hides them once there is a thread, a reply or an accepted answer', () => {
    for (const kind of ['thread', 'reply', 'accepted'] as const)
      expect(hasNoPosts({ items: [line('member', 1), line(kind, 2)], nextCursor: null })).toBe(false);
  });
  it('hides them when more activity follows on a later page (posts may be there)', () => {
    expect(hasNoPosts({ items: [line('member', 1)], nextCursor: 'abc' })).toBe(false);
  });
});
