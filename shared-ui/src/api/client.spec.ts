import type { CreateEvent, PendingMember } from '@cci/contracts';
import { SWRConfig } from 'swr';
import { adminKeys, createArticle, createEvent, createTrend, decideMembership, decideMemberships, forgetAdminReads } from '.';
import { authKeys, registerMember } from './auth';
import { communityKeys } from './communities';
import { contentKeys } from './content';
import { eventKeys } from './events';

// The module object the client's `import { mutate } from 'swr'` reads at call time: spying on it records revalidations.
const swr = jest.requireActual<typeof import('swr')>('swr');
const { cache } = SWRConfig.defaultValue;

const requests: { method: string; url: string; body?: unknown }[] = [];
function respond(status: number, body: unknown = {}) {
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}
/** The keys revalidated (mutate called with a key alone). */
const revalidated = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter((args) => args.length === 1 && typeof args[0] === 'string').map((args) => args[0] as string);
/** Whether a key-filter revalidation (every page of a list) covered `key`. */
const revalidatedByFilter = (spy: jest.SpyInstance, key: string) =>
  spy.mock.calls.some((args) => args.length === 1 && typeof args[0] === 'function' && (args[0] as (k: string) => boolean)(key));

let mutateSpy: jest.SpyInstance;
beforeEach(() => {
  requests.length = 0;
  mutateSpy = jest.spyOn(swr, 'mutate');
});
afterEach(() => mutateSpy.mockRestore());

describe('key builders: the SWR keys are the URLs the API serves', () => {
  it('encode a path parameter as one segment', () => {
    expect(communityKeys.list()).toBe('/api/communities');
    expect(communityKeys.detail('entrepreneurs')).toBe('/api/communities/entrepreneurs');
    expect(communityKeys.detail('a b')).toBe('/api/communities/a%20b');
    expect(communityKeys.detail('?x=1/..')).toBe('/api/communities/%3Fx%3D1%2F..');
    expect(communityKeys.extras('a/b')).toBe('/api/communities/a%2Fb/extras');
    expect(eventKeys.ofCommunity(7)).toBe('/api/events/community/7');
  });
  it('keep the public reads public and the private ones under the prefixes the pre-renderer skips', () => {
    expect([eventKeys.list(), contentKeys.featuredArticles(), contentKeys.trends(), contentKeys.mentorProfiles()]).toEqual([
      '/api/events',
      '/api/articles/featured',
      '/api/trends',
      '/api/mentor-profiles',
    ]);
    expect([authKeys.user(), authKeys.myMemberships(), adminKeys.stats(), adminKeys.requests()]).toEqual([
      '/api/auth/user',
      '/api/me/memberships',
      '/api/admin/stats',
      '/api/admin/requests',
    ]);
  });
});

describe('writes invalidate the reads that show what they changed', () => {
  const event: CreateEvent = {
    title: 'Pitch night',
    description: 'Pitches',
    date: 'Soon',
    location: 'London',
    image: null,
    communityId: 3,
    featured: false,
  };

  it("createEvent posts the event, then reads all events, the counters and its community's events again", async () => {
    respond(201, { id: 1 });
    await createEvent(event);
    expect(requests).toEqual([{ method: 'POST', url: '/api/events', body: event }]);
    expect(revalidated(mutateSpy).sort()).toEqual(['/api/admin/stats', '/api/events', '/api/events/community/3']);
    // Every page and filter of the admin list, and nothing else.
    expect(revalidatedByFilter(mutateSpy, '/api/admin/content/events?status=draft&page=2')).toBe(true);
    expect(revalidatedByFilter(mutateSpy, '/api/admin/content/articles')).toBe(false);
  });

  it('an event without a community invalidates no community list', async () => {
    respond(201, { id: 2 });
    await createEvent({ ...event, communityId: null });
    expect(revalidated(mutateSpy).sort()).toEqual(['/api/admin/stats', '/api/events']);
  });

  it('a refused write invalidates nothing and throws the API error', async () => {
    respond(400, { message: 'Validation failed' });
    await expect(createEvent(event)).rejects.toMatchObject({ status: 400 });
    expect(mutateSpy).not.toHaveBeenCalled();
  });

  it('createArticle refreshes the featured list of AI Evolution too; createTrend the trends', async () => {
    respond(201, { id: 1 });
    await createArticle({ title: 'T', excerpt: 'E', content: 'C', image: null, featured: true } as never);
    expect(revalidated(mutateSpy).sort()).toEqual(['/api/admin/stats', '/api/articles', '/api/articles/featured']);
    expect(revalidatedByFilter(mutateSpy, '/api/admin/content/articles?q=agents')).toBe(true);
    mutateSpy.mockClear();
    await createTrend({ title: 'T', icon: 'trending-up', color: '#000000', discussionCount: 0 } as never);
    expect(revalidated(mutateSpy)).toEqual(['/api/trends']);
    expect(revalidatedByFilter(mutateSpy, '/api/admin/content/trends')).toBe(true);
  });

  it('registering signs the member in, so the session read is invalidated', async () => {
    respond(201, { id: 5, firstName: 'Ada' });
    await expect(registerMember({} as never)).resolves.toMatchObject({ firstName: 'Ada' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/register' });
    expect(revalidated(mutateSpy)).toEqual(['/api/auth/user']);
  });
});

describe('admin queue and lock', () => {
  const row = (id: number) =>
    ({ id, userId: id, name: `N${id}`, email: 'e', community: 'c', appliedAt: '', status: 'pending' }) as PendingMember;

  it('a decision takes the row out of the cached queue at once and reads the counters and the queue pages again', async () => {
    await swr.mutate(adminKeys.pendingMembers(), [row(1), row(2)], { revalidate: false });
    mutateSpy.mockClear();
    respond(200, { ...row(1), status: 'approved' });
    await expect(decideMembership(1, 'approve')).resolves.toMatchObject({ status: 'approved' });
    expect(requests).toEqual([{ method: 'POST', url: '/api/admin/approve-member/1', body: undefined }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get(adminKeys.pendingMembers())?.data).toEqual([row(2)]);
    for (const key of [adminKeys.stats(), adminKeys.pendingPage(1), adminKeys.pendingPage(3), '/api/admin/overview', '/api/admin/audit'])
      expect([key, revalidatedByFilter(mutateSpy, key)]).toEqual([key, true]);
    expect(revalidatedByFilter(mutateSpy, '/api/communities')).toBe(false);
  });

  it('a bulk decision sends the ids and reads every page of the queue again, also when it fails', async () => {
    respond(200, { decided: [{ ...row(1), status: 'rejected' }], missing: [9] });
    await expect(decideMemberships([1, 9], 'reject')).resolves.toMatchObject({ missing: [9] });
    expect(requests).toEqual([{ method: 'POST', url: '/api/admin/memberships/decide', body: { ids: [1, 9], decision: 'reject' } }]);
    expect(revalidatedByFilter(mutateSpy, adminKeys.pendingPage(2))).toBe(true);
    mutateSpy.mockClear();
    respond(500, { message: 'boom' });
    await expect(decideMemberships([1], 'approve')).rejects.toMatchObject({ status: 500 });
    expect(revalidatedByFilter(mutateSpy, adminKeys.pendingPage(1))).toBe(true);
  });

  it('a failed decision reads the queue again, unless the admin session is gone (the page locks instead)', async () => {
    respond(500, { message: 'boom' });
    await expect(decideMembership(1, 'reject')).rejects.toMatchObject({ status: 500 });
    expect(revalidated(mutateSpy)).toEqual(['/api/admin/pending-members']);
    mutateSpy.mockClear();
    respond(401, { message: 'Unauthorized' });
    await expect(decideMembership(1, 'reject')).rejects.toMatchObject({ status: 401 });
    expect(mutateSpy).not.toHaveBeenCalled();
  });

  it('forgetAdminReads drops every cached admin answer and keeps the public ones', async () => {
    // As a mounted read leaves them: SWR's filter sees the key a hook read (_k).
    for (const [key, data] of [
      [adminKeys.stats(), { totalUsers: 1 }],
      [adminKeys.requests(), {}],
      [communityKeys.list(), [1]],
    ] as const) {
      cache.set(key, { data, _k: key } as never);
    }
    await forgetAdminReads();
    expect(cache.get(adminKeys.stats())?.data).toBeUndefined();
    expect(cache.get(adminKeys.requests())?.data).toBeUndefined();
    expect(cache.get(communityKeys.list())?.data).toEqual([1]);
  });
});
