/**
 * Which slice owns which pages, and which of a slice's routes a path shows. The shell knows no page of its own: each
 * slice lists its pages in its routes module (`<remote>/routes`, mfe-<slice>/src/routes.ts), and /mf-remotes.json
 * (read at run time, never built in) says where each slice is and which path prefixes it owns:
 *
 *   { "mfe_community": { "entry": "/mfe/community/mf-manifest.json", "paths": ["/community"] }, ... }
 *
 * A path belongs to the slice with the longest prefix that contains it on a segment boundary ("/" owns everything
 * no other slice claims). No react-router here: index.ts resolves the first page before the shared modules are set
 * up, and the server's render (ssr/render.tsx, run by the API) uses the same functions.
 */
export interface SliceLocation {
  /** The remote's browser manifest, as a URL path on this site. Its server container is in `server/` beside it. */
  entry: string;
  /** Path prefixes whose pages this slice serves. */
  paths: string[];
}
export type RemotesConfig = Record<string, SliceLocation>;

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
const PREFIX = /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;

/** mf-remotes.json's content, checked: a remote name → an entry path and its path prefixes. Throws on anything else. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('mf-remotes.json: expected an object of remotes');
  const out: RemotesConfig = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const v = value as Partial<SliceLocation> | null;
    if (!REMOTE_NAME.test(name)) throw new Error(`mf-remotes.json: bad remote name ${JSON.stringify(name)}`);
    if (!v || typeof v.entry !== 'string' || !v.entry.startsWith('/'))
      throw new Error(`mf-remotes.json: ${name}.entry must be a path on this site`);
    if (!Array.isArray(v.paths) || !v.paths.every((p) => typeof p === 'string' && PREFIX.test(p))) {
      throw new Error(`mf-remotes.json: ${name}.paths must be a list of path prefixes like "/community"`);
    }
    out[name] = { entry: v.entry, paths: [...v.paths] };
  }
  return out;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);
const sameSegment = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The remote that owns a path: the longest of its prefixes on a segment boundary (fixed segments in any case). */
export function sliceOf(config: RemotesConfig, pathname: string): string | undefined {
  const parts = segmentsOf(pathname);
  let best: { name: string; length: number } | undefined;
  for (const [name, { paths }] of Object.entries(config)) {
    for (const prefix of paths) {
      const pre = segmentsOf(prefix);
      if (pre.length <= parts.length && pre.every((s, i) => sameSegment(s, parts[i]!)) && (!best || pre.length > best.length)) {
        best = { name, length: pre.length };
      }
    }
  }
  return best?.name;
}

export interface RouteMatch<R extends { path: string }> {
  route: R;
  /**
   * The path as its route spells it: fixed segments as in the route (the router matches them in any case), each
   * parameter percent-encoded once, no empty or trailing segments. Every spelling of one page shares it.
   */
  path: string;
  /** The parameters, decoded. */
  params: Record<string, string>;
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The route a path shows among a slice's routes, matched as react-router does: fixed segments in any case,
 * ":param" one non-empty segment, and the route with more fixed segments first (`/community/new` before
 * `/community/:slug`). Undefined: the path shows the not-found page.
 */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): RouteMatch<R> | undefined {
  const parts = segmentsOf(pathname).map(decodeSegment);
  if (parts.some((p) => p === undefined)) return undefined;
  let best: (RouteMatch<R> & { fixed: number }) | undefined;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i]!;
        return true;
      }
      fixed++;
      return sameSegment(segment, parts[i]!);
    });
    if (!matches || (best && best.fixed >= fixed)) continue;
    const path = `/${pattern.map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)]!) : s)).join('/')}`;
    best = { route, path, params, fixed };
  }
  if (!best) return undefined;
  const { fixed: _fixed, ...match } = best;
  return match;
}
