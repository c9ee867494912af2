import type { CursorPage, MemberPointsSummary, MemberPost, MemberProfile, SpotlightView } from '../index';
import { shape } from './route';

// A member's public pages.
export const profile = { method: 'GET', path: '/api/members/:id', response: shape<MemberProfile> } as const;
export const points = { method: 'GET', path: '/api/members/:id/points', response: shape<MemberPointsSummary> } as const;
export const posts = {
  method: 'GET',
  path: '/api/members/:id/posts',
  query: shape<{ cursor?: string | null }>,
  response: shape<CursorPage<MemberPost>>,
} as const;
export const spotlights = { method: 'GET', path: '/api/members/:id/spotlights', response: shape<SpotlightView[]> } as const;
export const follow = { method: 'PUT', path: '/api/members/:id/follow' } as const;
export const unfollow = { method: 'DELETE', path: '/api/members/:id/follow' } as const;
