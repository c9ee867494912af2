import type { ComponentType } from 'react';

/**
 * One page of a slice, as listed by the slice's routes module (`<remote>/routes`, src/routes.ts in each mfe-*). The
 * slice owns its pages: adding one is a change to that slice alone. The shell only knows which path prefixes each
 * slice owns (mf-remotes.json, read at run time) and renders whatever the owning slice's routes module lists.
 */
export interface SliceRoute {
  /** An absolute react-router path under one of the slice's prefixes: '/community/:slug'. */
  path: string;
  /** The page, loaded on first use (its own chunk of the slice). */
  page: () => Promise<{ default: ComponentType }>;
  /** The page's title ("<title> · The AI Network") until the page sets its own; undefined: the site's name. */
  title?: string;
  /**
   * Served pre-rendered: the same HTML for every visitor (public content only). Pages that depend on who is signed
   * in are rendered by the browser.
   */
  prerender: boolean;
  /**
   * The query parameters the page reads (`['sort', 'tag']`): the server renders it with them (each given once, a short
   * word) and keeps a page per value; other parameters are not rendered.
   */
  query?: readonly string[];
}

/** What a slice's routes module exports (as its default export). */
export type SliceRoutes = readonly SliceRoute[];
