import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A server whose streams are at their cap (or stopping): 503 with when to try again, the API's error body. */
export function refuseStream(reply: FastifyReply, retryMs: number, message: string): void {
  void reply
    .code(503)
    .header('Retry-After', String(Math.ceil(retryMs / 1000)))
    .header('Cache-Control', 'no-store')
    .send({ statusCode: 503, error: 'Service Unavailable', message });
}

/**
 * Takes the response over as a text/event-stream (Server-Sent Events) with the headers already set on the reply (the
 * security headers, the request id), and answers its open raw response.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: no proxy may compress or rewrite it; X-Accel-Buffering: nginx passes each event on at once.
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  return res;
}

/**
 * Runs `close` on SIGTERM or SIGINT: an open stream never ends by itself, so a process holding streams ends them at the
 * signal and the HTTP drain does not wait on them (EventSource reconnects, to another replica). Answers the unsubscribe.
 */
export function closeOnStopSignal(close: () => void): () => void {
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  return () => {
    process.off('SIGTERM', close);
    process.off('SIGINT', close);
  };
}
