import { shape } from './route';

/** Server-sent events (StreamEvent) for the threads and communities the page shows (`?thread=1&thread=2&community=x`). */
export const stream = {
  method: 'GET',
  path: '/api/stream',
  query: shape<{ thread?: number[]; community?: string[]; event?: number[] }>,
} as const;
export const health = { method: 'GET', path: '/api/health', response: shape<{ status: string }> } as const;
