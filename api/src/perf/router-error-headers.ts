import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

type SecurityHook = (req: FastifyRequest, res: FastifyReply['raw']) => unknown;

/**
 * The headers of app.useSecurityHeaders() on a response the router sends itself (malformed URL 400, over-long
 * parameter 414), before any hook runs. Nest's own frameworkErrors makes this call; ours replaces it (our error shape,
 * x-request-id, the request log line), and Nest gives the hook no public accessor: it is FastifyAdapter's private
 * `securityHook` (Nest 12.5). router-error-headers.spec.ts fails on an upgrade that renames or changes it.
 */
export function writeSecurityHeaders(adapter: FastifyAdapter, req: FastifyRequest, reply: FastifyReply): void {
  try {
    (adapter as unknown as { securityHook?: SecurityHook }).securityHook?.(req, reply.raw);
  } catch {
    // As in Nest's own frameworkErrors: the request is refused either way, and a throw here would escape the router.
  }
}
