import { StaticRouter } from '@cci/shared-ui/router/server';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Middleware } from 'swr';
import { AppFrame, type PrerenderedData } from '../app';
import { StaticPages } from '../remotes/remote-page';
import { federatedId, matchRoute, ROUTES, type RouteEntry } from '../routes';

/**
 * Pre-rendering (run by the API process, in Node): the nav, footer and the route's page as HTML, with the styles
 * they use and the public API data they showed, so a visitor sees the page before any script has run. The browser
 * then renders the same app with the same data and swaps it in (shell/src/index.ts).
 *
 * The pages are compiled into this bundle from the slices' sources at the shell's build (webpack.ssr.js): the
 * first paint shows the slice as of that build, the browser's render the slice as deployed now.
 */

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** <style> tags for <head>. */
  styles: string;
  /** The data the page was rendered with (SWR key → JSON), to embed for the browser's first render. */
  data: PrerenderedData;
}

/** Reads one public API key; undefined when it is not a 200 JSON answer (the page then shows its loading state). */
export type FetchJson = (key: string) => Promise<unknown | undefined>;

/** Routes whose content depends on who is signed in are not pre-rendered (their HTML would be the visitor's). */
const PERSONAL_ROUTE = /^\/(dashboard|admin)(\/|$)/;
/** Only public reads are fetched for the page; the session stays "loading" as in the browser before /api/auth/user. */
const PUBLIC_KEY = /^\/api\/(?!auth\/|me\/|admin\/|logout)[\w\-/.?=&%]*$/;
const MAX_PASSES = 3;

let pages: Record<string, ComponentType> = {};
/** Called once by the bundle's entry with the slices' pages. */
export function setPages(map: Record<string, ComponentType>) {
  pages = map;
}

/** The remote whose page a path shows ('mfe_community'), if the path is one of the shell's routes. */
export const remoteOf = (pathname: string): string | undefined => matchRoute(pathname)?.remote;

/** What the server needs to know of a path before it renders anything (api/src/web/prerender.ts). */
export interface RouteLookup {
  /**
   * The path as its route spells it: fixed segments as in the route table (the browser's router matches them in any
   * case), each parameter percent-encoded once, no empty or trailing segments. Every spelling of one page shares it.
   */
  path: string;
  /** Whether the page is pre-rendered: public, and compiled into this bundle. Otherwise the browser renders it. */
  prerendered: boolean;
  /**
   * The public API reads the page makes with the path's parameters in them (`/api/communities/<slug>` for
   * `/community/<slug>`). The server reads them before rendering: one answering 4xx means the path names nothing,
   * and the page will show its not-found view in the browser; no render needed.
   */
  paramReads: string[];
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** A marker in a parameter that the page copies into the API keys it reads; letters only, so never re-encoded. */
const markerOf = (param: string) => `cciSsrParam${param.replace(/[^A-Za-z]/g, '')}Marker`;
const paramNames = (route: RouteEntry) => route.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
/** Per route with parameters: the keys its page asks for first, with each parameter's marker in place. */
const keyTemplates = new Map<string, string[]>();

/**
 * Which of a page's first API reads carry its parameters, learnt once per route by rendering the page (no data) at
 * a path whose parameters are markers: a key that contains a marker is built from that parameter.
 */
function templatesOf(route: RouteEntry): string[] {
  let templates = keyTemplates.get(route.path);
  if (!templates) {
    const names = paramNames(route);
    const asked = new Set<string>();
    if (names.length > 0) {
      const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
        if (typeof key === 'string' && PUBLIC_KEY.test(key)) asked.add(key);
        return useSWRNext(key, fetcher, config);
      };
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => markerOf(name));
      try {
        renderToString(renderApp(url, {}, [record]));
      } catch {
        asked.clear(); // a page that cannot render here is rendered per path, as before
      }
    }
    templates = [...asked].filter((key) => names.some((name) => key.includes(markerOf(name))));
    keyTemplates.set(route.path, templates);
  }
  return templates;
}

/**
 * The route a path shows, matched as the browser's router does (fixed segments in any case, parameters decoded), or
 * undefined for a path that shows the shell's 404 page.
 */
export function lookup(pathname: string): RouteLookup | undefined {
  const parts = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (parts.some((p) => p === undefined)) return undefined;
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = parts[i]!;
      return segment.startsWith(':') || segment.toLowerCase() === parts[i]!.toLowerCase();
    });
    if (!matches) continue;
    const path = `/${pattern.map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)]) : s)).join('/')}`;
    const prerendered = !PERSONAL_ROUTE.test(path) && Boolean(pages[federatedId(route)]);
    const fill = (key: string) => Object.keys(params).reduce((out, name) => out.split(markerOf(name)).join(encodeURIComponent(params[name])), key);
    const paramReads = prerendered ? templatesOf(route).map(fill) : [];
    return { path, prerendered, paramReads };
  }
  return undefined;
}

function renderApp(url: string, data: PrerenderedData, use: Middleware[]) {
  return (
    <StaticPages.Provider value={pages}>
      <StaticRouter location={url}>
        <AppFrame data={data} use={use} />
      </StaticRouter>
    </StaticPages.Provider>
  );
}

/** The pre-rendered page for a path, or null when the path is not one we pre-render. */
export async function prerender(pathname: string, fetchJson: FetchJson): Promise<PrerenderedPage | null> {
  const route = matchRoute(pathname);
  if (!route || PERSONAL_ROUTE.test(pathname) || !pages[`${route.remote}/${route.module}`]) return null;

  // Render, note which API keys the page asked for, fetch them, render again — until no new key is asked for
  // (a page may ask for a second key once the first one's data is there).
  const data: PrerenderedData = {};
  const tried = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const asked = new Set<string>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (typeof key === 'string' && PUBLIC_KEY.test(key) && !tried.has(key)) asked.add(key);
      return useSWRNext(key, fetcher, config);
    };
    renderToString(renderApp(pathname, data, [record]));
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
  try {
    const html = renderToString(sheet.collectStyles(renderApp(pathname, data, [])));
    return { html, styles: sheet.getStyleTags(), data };
  } finally {
    sheet.seal();
  }
}
