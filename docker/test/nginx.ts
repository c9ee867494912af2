// Just enough of nginx to read our two configs in tests: a parser for the directive tree, the
// location-selection rules, and what `set`/`rewrite ... break`/`proxy_pass` do to a request.

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  const re = /\s+|#[^\n]*|"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|([{};])|([^\s{};"'#][^\s{};]*)/gy;
  while (re.lastIndex < source.length) {
    const at = re.lastIndex;
    const match = re.exec(source);
    if (!match) throw new Error(`cannot read nginx config at offset ${at}`);
    const [, doubleQuoted, singleQuoted, punct, word] = match;
    const token = doubleQuoted ?? singleQuoted ?? punct ?? word;
    if (token !== undefined) tokens.push(token);
  }
  return tokens;
}

/** Parses nginx configuration text into its directive tree. Throws on unbalanced braces. */
export function parseNginx(source: string): Directive[] {
  const tokens = tokenize(source);
  let i = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const out: Directive[] = [];
    let words: string[] = [];
    while (i < tokens.length) {
      const token = tokens[i++];
      if (token === ';') {
        if (words.length === 0) throw new Error('empty directive');
        out.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (token === '{') {
        const [name, ...args] = words;
        words = [];
        out.push({ name, args, block: parseBlock(true) });
      } else if (token === '}') {
        if (!nested || words.length) throw new Error('unbalanced "}"');
        return out;
      } else {
        words.push(token);
      }
    }
    if (nested || words.length) throw new Error('unexpected end of nginx config');
    return out;
  };
  return parseBlock(false);
}

export const find = (block: Directive[] | undefined, name: string): Directive[] => (block ?? []).filter((d) => d.name === name);

export function only(block: Directive[] | undefined, name: string): Directive {
  const found = find(block, name);
  if (found.length !== 1) throw new Error(`expected one "${name}", found ${found.length}`);
  return found[0];
}

/** The one `server` of the `http` block. */
export function serverOf(conf: Directive[]): Directive[] {
  const http = only(conf, 'http');
  return only(http.block, 'server').block ?? [];
}

interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  block: Directive[];
}

function locationsOf(server: Directive[]): Location[] {
  return find(server, 'location').map((d) => {
    const [first, second] = d.args;
    const modifier = second === undefined ? '' : (first as Location['modifier']);
    return { modifier, pattern: second ?? first, block: d.block ?? [] };
  });
}

/** The location nginx picks for a path: exact, then `^~` prefix, then regexes in order, then longest prefix. */
export function selectLocation(server: Directive[], path: string): Location | undefined {
  const locations = locationsOf(server);
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === path);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && path.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) => (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(path),
  );
  return regex ?? prefix;
}

export interface UpstreamServer {
  host: string;
  port: number;
  /** The parameters after the address (`resolve`, `max_fails=1`, ...). */
  params: string[];
}

/** The `server` lines of `upstream <name>` in the http block, or undefined when there is no such upstream. */
export function upstreamServers(http: Directive[], name: string): UpstreamServer[] | undefined {
  const upstream = find(http, 'upstream').find((d) => d.args[0] === name);
  if (!upstream) return undefined;
  return find(upstream.block, 'server').map((d) => {
    const [address, ...params] = d.args;
    const [, host, port] = /^([^:]+)(?::(\d+))?$/.exec(address) ?? [];
    return { host, port: port ? Number(port) : 80, params };
  });
}

/** The value of `param=value` among an upstream server's parameters. */
export const paramOf = (server: UpstreamServer, name: string): string | undefined =>
  server.params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);

export interface ProxyTarget {
  location: string;
  host: string;
  port: number;
  path: string;
  /** Set when proxy_pass names an upstream block: its name (host and port are then its first server's). */
  upstream?: string;
}

/**
 * Where the gateway sends a request for `path`, or undefined when the chosen location does not proxy. `http` (the
 * http block) resolves a proxy_pass to an `upstream` block into that block's first server.
 */
export function proxyTarget(server: Directive[], path: string, http: Directive[] = []): ProxyTarget | undefined {
  const location = selectLocation(server, path);
  if (!location) return undefined;
  const vars = new Map<string, string>();
  const expand = (s: string) => s.replace(/\$(\w+)/g, (m, name: string) => vars.get(name) ?? m);
  let uri = path;
  for (const d of [...find(server, 'set'), ...location.block]) {
    if (d.name === 'set') vars.set(d.args[0].replace(/^\$/, ''), expand(d.args[1]));
    if (d.name === 'rewrite') {
      const [regex, replacement, flag] = d.args;
      const match = new RegExp(regex).exec(uri);
      if (match) {
        uri = replacement.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
        if (flag === 'break') break;
      }
    }
  }
  const proxyPass = find(location.block, 'proxy_pass')[0];
  if (!proxyPass) return undefined;
  const raw = proxyPass.args[0];
  const url = /^http:\/\/([^/:]+)(?::(\d+))?(\/.*)?$/.exec(expand(raw));
  if (!url) throw new Error(`unsupported proxy_pass ${raw}`);
  const [, host, port, uriPart] = url;
  let forwarded = uri;
  if (uriPart !== undefined) {
    // With a URI part, nginx replaces the matched prefix (or, with variables, sends the URI as is).
    forwarded = raw.includes('$') ? uriPart : uriPart + uri.slice(location.pattern.length);
  }
  const upstream = port === undefined ? upstreamServers(http, host) : undefined;
  if (upstream) {
    if (!upstream.length) throw new Error(`upstream ${host} has no server`);
    return { location: location.pattern, host: upstream[0].host, port: upstream[0].port, path: forwarded, upstream: host };
  }
  return { location: location.pattern, host, port: port ? Number(port) : 80, path: forwarded };
}

/** The value of the `add_header <name>` that the location chosen for `path` sends. */
export function headerFor(server: Directive[], path: string, header: string): string | undefined {
  const location = selectLocation(server, path);
  // add_header at server level applies only to locations that have none of their own.
  const own = find(location?.block, 'add_header');
  const effective = own.length ? own : find(server, 'add_header');
  return effective.find((d) => d.args[0].toLowerCase() === header.toLowerCase())?.args[1];
}
