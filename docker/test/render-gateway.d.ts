import type { ChildProcess } from 'node:child_process';

/** docker/gateway/nginx.conf, absolute. */
export const GATEWAY_CONF: string;
/** Debian's nginx (`NGINX_PATH` overrides). */
export const NGINX_BIN: string;
export const DEBIAN_MIME_TYPES: string;

export interface GatewayLayout {
  /** Port the gateway listens on (127.0.0.1). */
  port: number;
  /** The API replicas, `host:port` each, in place of the compose service name. */
  replicas: string[];
  /** Folder for pid, logs, temp files and the rendered config. */
  dir: string;
  /** `host:port` that the remotes' static upstreams (mfe-*) point at. */
  staticUpstream: string;
}

/** The gateway config rendered for Debian's nginx on loopback; throws when `source` no longer has the expected shape. */
export function renderGateway(source: string, layout: GatewayLayout & { mimeTypes?: string }): string;

export interface Gateway {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Path of the rendered config. */
  conf: string;
  accessLog(): string;
  errorLog(): string;
  /** SIGTERM, SIGKILL to the master and its workers after 10 s. */
  stop(): Promise<void>;
}

/** Renders the gateway config into `dir`, checks it with `nginx -t` and runs nginx in the foreground until stop(). */
export function startGateway(layout: GatewayLayout): Promise<Gateway>;

/** Version of NGINX_BIN ("1.22.1"), or undefined when it is not installed. */
export function nginxVersion(): string | undefined;
