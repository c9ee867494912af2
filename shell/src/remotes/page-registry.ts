import type { SliceRoute } from '@cci/shared-ui/router';
import { createContext, type ComponentType } from 'react';
import type { RouteMatch } from '../routes';

export type PageModule = { default: ComponentType };

/** What a path shows right now: its page (loaded), the not-found page, a load under way, or a failed load. */
export type Resolution =
  | { kind: 'ready'; remote: string; match: RouteMatch<SliceRoute>; Page: ComponentType }
  | { kind: 'not-found' }
  | { kind: 'pending'; promise: Promise<unknown> }
  | { kind: 'failed'; error: unknown; retry: () => void };

/**
 * Where the frame gets a path's page from: in the browser, the slices loaded through Module Federation
 * (federation.ts); on the server, the page the API loaded from the slice's server container (ssr/render.tsx).
 */
export interface PageRegistry {
  resolve(pathname: string): Resolution;
}

export const PageRegistryContext = createContext<PageRegistry>({ resolve: () => ({ kind: 'not-found' }) });
