import { StaticRouter } from '@cci/shared-ui/router/server';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Middleware } from 'swr';
import { AppFrame, type PrerenderedData } from '../app';
import { StaticPages } from '../remotes/remote-page';
import { matchRoute } from '../routes';

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
