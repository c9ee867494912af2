import { type PageHead, PageTitleSink } from '@cci/shared-ui';
import type { SliceRoute, SliceRoutes } from '@cci/shared-ui/router';
import { StaticRouter } from '@cci/shared-ui/router/server';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Middleware } from 'swr';
import { AppFrame, type PrerenderedData } from '../app';
import type { PageRegistry } from '../remotes/page-registry';
import { matchRoute, type RouteMatch } from '../routes';

/**
 * Server rendering (run by the API process, api/src/web/prerender.ts): the shell's frame (nav, footer) around the
 * page of the slice that owns the path, as HTML with the styles it uses and the public API data it showed. The API
 * loads the page from the slice's server container — the release mf-remotes.json points at, the one the browser will
 * load — and the browser hydrates this HTML with the same tree (shell/src/bootstrap.tsx).
 */

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** <style> tags for <head>. */
  styles: string;
  /** The data the page was rendered with (SWR key → JSON), to embed for the browser's first render. */
  data: PrerenderedData;
  /** The title the page asked for (usePageTitle) with that data, if it did. */
  title?: string;
  /** What the page said of itself (usePageTitle's head) with that data: its description, type, image and feed. */
  head: PageHead;
}

/** Reads one public API key; undefined when it is not a 200 JSON answer (the page then shows its loading state). */
export type FetchJson = (key: string) => Promise<unknown | undefined>;

/** What the server renders a path with: the owning slice, the route the path matched, and its page (loaded). */
export interface PageToRender {
  remote: string;
  match: RouteMatch<SliceRoute>;
  Page: ComponentType;
  /** The query it is rendered with ('' or `?sort=top&tag=rag`): the parameters its route reads (SliceRoute.query). */
  search?: string;
}

/**
 * Only public reads are fetched for the page (for a member, as that member: the reads carry their cookie). The
 * session stays "loading" as in the browser before /api/auth/user, unless it is seeded (a member's page).
 */
const PUBLIC_KEY = /^\/api\/(?!auth\/|me\/|admin\/|logout)[\w\-/.?=&%]*$/;
const MAX_PASSES = 3;

/** The route of a path among a slice's routes (see routes.ts), or undefined for the not-found page. */
export const routeOf = (routes: SliceRoutes, pathname: string) => matchRoute(routes, pathname);

const registryOf = (page: PageToRender): PageRegistry => ({ resolve: () => ({ kind: 'ready', ...page }) });

function renderApp(url: string, page: PageToRender, data: PrerenderedData, use: Middleware[]) {
  return (
    <StaticRouter location={url}>
      <AppFrame data={data} use={use} pages={registryOf(page)} />
    </StaticRouter>
  );
}

/** A marker in a parameter that the page copies into the API keys it reads; letters only, so never re-encoded. */
const markerOf = (param: string) => `cciSsrParam${param.replace(/[^A-Za-z]/g, '')}Marker`;
const paramNames = (route: SliceRoute) =>
  route.path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
/** Per page component: the keys it asks for first, with each parameter's marker in place. */
const keyTemplates = new WeakMap<ComponentType, string[]>();

/**
 * The public API reads a page makes with the path's parameters in them (/api/communities/<slug> for
 * `/community/<slug>`), filled in for this path. The server reads them before rendering: one answering 4xx means
 * the path names nothing, and the page shows its not-found view; no render needed.
 *
 * Learnt once per page by rendering it (no data) at a path whose parameters are markers: a key that contains a
 * marker is built from that parameter.
 */
export function paramReadsOf(page: PageToRender): string[] {
  const { route, params } = page.match;
  let templates = keyTemplates.get(page.Page);
  if (!templates) {
    const names = paramNames(route);
    const asked = new Set<string>();
    if (names.length > 0) {
      const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
        if (typeof key === 'string' && PUBLIC_KEY.test(key)) asked.add(key);
        return useSWRNext(key, fetcher, config);
      };
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => markerOf(name));
      const marked = { ...page, match: { ...page.match, path: url, params: Object.fromEntries(names.map((n) => [n, markerOf(n)])) } };
      try {
        renderToString(renderApp(url, marked, {}, [record]));
      } catch {
        asked.clear(); // a page that cannot render here reads nothing first
      }
    }
    templates = [...asked].filter((key) => names.some((name) => key.includes(markerOf(name))));
    keyTemplates.set(page.Page, templates);
  }
  return templates.map((key) =>
    Object.keys(params).reduce((out, name) => out.split(markerOf(name)).join(encodeURIComponent(params[name]!)), key),
  );
}

/**
 * The page as HTML. Render, note which API keys the page asked for, fetch them, render again — until no new key is
 * asked for (a page may ask for a second key once the first one's data is there). `seed` is data the page starts
 * with: a signed-in member's session read (SESSION_KEY), when the server renders the page for that member.
 */
export async function prerender(page: PageToRender, fetchJson: FetchJson, seed: PrerenderedData = {}): Promise<PrerenderedPage> {
  const pathname = page.match.path + (page.search ?? '');
  const data: PrerenderedData = { ...seed };
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const asked = new Set<string>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (typeof key === 'string' && PUBLIC_KEY.test(key) && !tried.has(key)) asked.add(key);
      return useSWRNext(key, fetcher, config);
    };
    renderToString(renderApp(pathname, page, data, [record]));
    if (asked.size === 0) break;
    await Promise.all(
      [...asked].map(async (key) => {
        tried.add(key);
        const value = await fetchJson(key);
        if (value !== undefined) data[key] = value;
      }),
    );
  }

  const sheet = new ServerStyleSheet();
  let title: string | undefined;
  let head: PageHead = {};
  // The innermost caller renders last: a page's own title and head win over its frame's.
  const recordTitle = (asked: { title?: string; head: PageHead }) => {
    if (asked.title !== undefined) title = asked.title;
    head = asked.head;
  };
  try {
    const html = renderToString(
      sheet.collectStyles(<PageTitleSink.Provider value={recordTitle}>{renderApp(pathname, page, data, [])}</PageTitleSink.Provider>),
    );
    return { html, styles: sheet.getStyleTags(), data, title, head };
  } finally {
    sheet.seal();
  }
}
