/**
 * Component tests (React Testing Library under jsdom): the app's providers around a component, and the API answered by
 * a mocked `fetch` (the typed client's one way out), so a test shows what a member sees for each answer of the API.
 *
 * A component test file starts with the docblock `/** @jest-environment jsdom *\/` (the workspace's Jest projects run
 * in node); tools/jest/setup-dom.js adds @testing-library/jest-dom's matchers there.
 */
import type { Community } from '@cci/contracts';
import '@testing-library/jest-dom';
import { render, screen, within, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
import { Toaster } from '../components/toaster';
import { Route, Routes } from '../router';
import { MemoryRouter } from '../router/memory';
import { useToastStore } from '../stores/toast-store';
import { theme } from '../theme';

interface ProviderOptions {
  /** The location the memory router starts at (default '/'). */
  route?: string;
  /** The route pattern the component is the page of (e.g. '/community/:slug'), so useParams reads `route`. */
  path?: string;
}

/**
 * The providers of the shell's AppFrame: theme, the data cache (fresh for each render, no deduping), router, toasts.
 * A component's own `mutate` reaches this cache; SWR's global `mutate` (the client's `revalidate` after a write) does
 * not, so a test of a write asserts the request and what the component shows, not a re-read elsewhere.
 */
function AppProviders({ route = '/', path, children }: ProviderOptions & { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}

/** Renders `ui` as the app does; `user` is a user-event session for clicks and typing. */
export function renderWithProviders(
  ui: ReactElement,
  { route, path, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  resetToasts();
  // No pause between keystrokes; under jest's fake timers (a form's minimum submit time) user-event advances them.
  const fakeTimers = Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
  const user = userEvent.setup({ delay: null, ...(fakeTimers ? { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) } : {}) });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <AppProviders route={route} path={path}>
        {children}
      </AppProviders>
    ),
  });
  return { ...result, user };
}

/** No toast left over from an earlier test (the store is a module singleton, as in the page). */
function resetToasts(): void {
  const { toasts, remove } = useToastStore.getState();
  for (const t of toasts) remove(t.id);
}

/** The toast titled `title` (the toaster's list item, with its description), once it shows. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ }); // the toaster loads with the first toast
  const heading = await within(region).findByText(title);
  const item = heading.closest('li');
  if (!item) throw new Error(`"${String(title)}" is not in a toast`);
  return item;
}

/** An answer of the mocked API. */
export type Reply = { kind: 'json'; status: number; body: unknown } | { kind: 'down' } | { kind: 'pending' };

/** 200 (or `status`) with a JSON body. */
export const json = (body: unknown, status = 200): Reply => ({ kind: 'json', status, body });
/** A failure as the API sends it: `{ statusCode, message }`. */
export const apiError = (status: number, message: string): Reply => json({ statusCode: status, message }, status);
/** The API answering 500, as its exception filter does. */
export const serverError = (): Reply => apiError(500, 'Internal server error');
/** No answer: the connection is refused (fetch rejects, as in a browser with the API down). */
export const down = (): Reply => ({ kind: 'down' });
/** An answer that never comes: the loading state stays. */
export const pending = (): Reply => ({ kind: 'pending' });

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Routes = Record<string, Reply | ((call: ApiCall) => Reply)>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

function response(status: number, text: string) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/**
 * Replaces `fetch` with the API described by `routes`: keys are "METHOD /path" (the path with its query, as the client
 * requests it), or "METHOD /prefix*" for every path that starts so (the longest such key wins); values are replies or functions of the call. A call nothing
 * matches answers 404 `no mock for …` (a test sees it as the API's answer). `set` changes a route mid-test (the API
 * coming back), `calls` lists what was requested.
 */
export function mockApi(routes: Routes = {}) {
  const table: Routes = { ...routes };
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname + url.search;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, body };
    calls.push(call);
    const request = `${method} ${path}`;
    // The exact key, else the longest "…*" key the request starts with.
    const route =
      table[request] ??
      Object.entries(table)
        .filter(([key]) => key.endsWith('*') && request.startsWith(key.slice(0, -1)))
        .sort(([a], [b]) => b.length - a.length)[0]?.[1];
    const reply = typeof route === 'function' ? route(call) : (route ?? apiError(404, `no mock for ${method} ${path}`));
    if (reply.kind === 'down') throw new TypeError('Failed to fetch');
    if (reply.kind === 'pending') return new Promise<Response>(() => {});
    return response(reply.status, reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls,
    /** How many calls went to "METHOD /path" (exactly). */
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
    set(key: string, reply: Reply | ((call: ApiCall) => Reply)) {
      table[key] = reply;
    },
  };
}

/** A community as GET /api/communities answers it (Entrepreneurs of the seed), with `overrides`. */
export function aCommunity(overrides: Partial<Community> = {}): Community {
  return {
    id: 1,
    slug: 'entrepreneurs',
    name: 'Entrepreneurs',
    description: 'Founders and small-business owners putting AI to work.',
    image: '/images/communities/entrepreneurs.webp',
    icon: 'briefcase',
    color: '#0ea5e9',
    memberCount: 156,
    ...overrides,
  };
}

/** jsdom has no showModal: a <dialog> (forum-ui's DiscussionDialog) opens and closes by its attribute. Call in beforeAll. */
export function openDialogsByAttribute(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
