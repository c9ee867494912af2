// Reading docker-compose.yml the way `docker compose` does, as far as these tests need:
// YAML with merge keys, then variable interpolation of every string value.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Env = Record<string, string | undefined>;

export interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  depends_on?: Record<string, { condition?: string }> | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: Array<string | { target: number | string; published?: number | string; host_ip?: string }>;
  volumes?: Array<string | { type?: string; source?: string; target: string }>;
  healthcheck?: { test?: string | string[] };
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$VAR` and `$$`. */
export function interpolate(value: string, env: Env): string {
  const re = /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_]\w*)/g;
  return value.replace(re, (whole, name: string | undefined, op: string | undefined, arg: string, bare: string | undefined) => {
    if (whole === '$$') return '$';
    if (bare) return env[bare] ?? '';
    const v = name ? env[name] : undefined;
    switch (op) {
      case ':-':
        return v ? v : arg;
      case '-':
        return v ?? arg;
      case ':?':
      case '?':
        if (op === ':?' ? !v : v === undefined) throw new Error(`required variable ${name} is missing a value: ${arg}`);
        return v as string;
      default:
        return v ?? '';
    }
  });
}

function interpolateDeep<T>(node: T, env: Env): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((n) => interpolateDeep(n, env)) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateDeep(v, env)])) as T;
  }
  return node;
}

/** The file as YAML, merge keys resolved, no interpolation. */
export const readCompose = (file: string): ComposeFile => parse(readFileSync(file, 'utf8'), { merge: true });

/** The file as compose would run it with `env` as the environment. */
export const resolveCompose = (file: string, env: Env): ComposeFile => interpolateDeep(readCompose(file), env);

export function environmentOf(service: Service): Record<string, string | null> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((e) => (e.includes('=') ? [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] : [e, null])));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]));
}

export const dependenciesOf = (service: Service): Record<string, string> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((s) => [s, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([s, d]) => [s, d.condition ?? 'service_started']));

/** Published ports as { hostIp, published, target }, from short or long syntax. */
export function portsOf(service: Service): Array<{ hostIp?: string; published?: string; target: string }> {
  return (service.ports ?? []).map((p) => {
    if (typeof p !== 'string') {
      return { hostIp: p.host_ip, published: p.published === undefined ? undefined : String(p.published), target: String(p.target) };
    }
    const parts = p.replace(/\/(tcp|udp)$/, '').split(':');
    const target = parts.pop() as string;
    const published = parts.pop();
    return { hostIp: parts.pop(), published, target };
  });
}

/** Bind-mount sources (host paths) of a service. */
export const bindSourcesOf = (service: Service): string[] =>
  (service.volumes ?? []).flatMap((v) => {
    if (typeof v !== 'string') return v.type === 'bind' && v.source ? [v.source] : [];
    const source = v.split(':')[0];
    return source.startsWith('.') || source.startsWith('/') ? [source] : [];
  });

/** Named-volume mounts of a service as [volume, target]. */
export const namedVolumesOf = (service: Service): Array<[string, string]> =>
  (service.volumes ?? []).flatMap((v): Array<[string, string]> => {
    if (typeof v !== 'string') return v.type === 'volume' && v.source ? [[v.source, v.target]] : [];
    const [source, target] = v.split(':');
    return source.startsWith('.') || source.startsWith('/') ? [] : [[source, target]];
  });

export interface Mount {
  type: 'volume' | 'bind' | 'tmpfs' | string;
  source?: string;
  target: string;
  readOnly: boolean;
}

/** Every `volumes:` entry of a service, short (`src:dst[:ro]`) or long syntax, with its mode. */
export const mountsOf = (service: Service): Mount[] =>
  (service.volumes ?? []).map((v): Mount => {
    if (typeof v !== 'string') {
      const long = v as { type?: string; source?: string; target: string; read_only?: boolean };
      return { type: long.type ?? 'volume', source: long.source, target: long.target, readOnly: long.read_only === true };
    }
    const [source, target, mode] = v.split(':');
    if (target === undefined) return { type: 'volume', target: source, readOnly: false };
    const bind = source.startsWith('.') || source.startsWith('/');
    return { type: bind ? 'bind' : 'volume', source, target, readOnly: (mode ?? '').split(',').includes('ro') };
  });
